import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Cell, InvitedCount, ListedComments } from './report.model';
import { answerKey, rankedFirstKey, TALLY_KEY } from '../answers/tally-keys';
import { Figures, tallyTable } from './publication.repository';

export interface CellRow {
  question_id: string | null;
  key: string;
  department_id: string | null;
  organization_id: string | null;
  group_key: string | null;
  filter_key: string | null;
  count: string;
  sum: string | null;
  min: string | null;
  max: string | null;
}

/**
 * The reads of a report. Every method takes a survey id that the caller has already found within
 * the caller's company (SurveyRepository.get), so these never cross companies.
 */
@Injectable()
export class ReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs reads of the answers in a transaction whose plans stay linear (STEADY_PLAN_SETTINGS). */
  private steadily<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(STEADY_PLAN_SETTINGS);
      return read(manager);
    });
  }

  /** The pre-aggregated counts: a few rows per question × answer × department × organization. */
  async tallyCells(surveyId: string, figures: Figures = 'live'): Promise<Cell[]> {
    const rows: CellRow[] = await this.dataSource.query(
      `SELECT question_id, option_key AS key, department_id, organization_id,
              NULL AS group_key, NULL AS filter_key,
              respondents AS count, value_sum AS sum, value_min AS min, value_max AS max
       FROM ${tallyTable('survey_tally', figures)} WHERE survey_id = $1`,
      [surveyId],
    );
    return rows.map(toCell);
  }

  /**
   * The pre-aggregated counts split by each respondent's answer to one single-choice question,
   * as the grouping (`groupKey`), the filter (`filterKey`) or both.
   */
  async pairCells(
    surveyId: string,
    byQuestionId: string,
    as: { group: boolean; filter: boolean },
    figures: Figures = 'live',
  ): Promise<Cell[]> {
    const rows: CellRow[] = await this.dataSource.query(
      `SELECT question_id, option_key AS key, department_id, organization_id,
              CASE WHEN $3 THEN by_key END AS group_key, CASE WHEN $4 THEN by_key END AS filter_key,
              respondents AS count, value_sum AS sum, value_min AS min, value_max AS max
       FROM ${tallyTable('survey_pair_tally', figures)} WHERE survey_id = $1 AND by_question_id = $2`,
      [surveyId, byQuestionId, as.group, as.filter],
    );
    return rows.map(toCell);
  }

  /**
   * The same counts read from the answers, split also by each respondent's answer to a grouping
   * question and to a filter question: the joint distribution the tallies do not keep. Option
   * rows are plain counts (hash-aggregated); only questions answered in several rows (multiple
   * choice, ranking) need their respondents counted distinct. One scan of the survey's answers (see `steadily`); only for a
   * grouping and a filter by two different questions, which the pair tallies do not hold.
   */
  async answerCells(
    surveyId: string,
    groupQuestionId: string | null,
    filterQuestionId: string | null,
    multipleQuestionIds: string[],
    figures: Figures = 'live',
  ): Promise<Cell[]> {
    const profiles = `WITH grp AS (
         SELECT response_id, ${answerKey('g')} AS key FROM survey_answer g
         WHERE g.survey_id = $1 AND g.question_id = $2::uuid),
       flt AS (
         SELECT response_id, ${answerKey('f')} AS key FROM survey_answer f
         WHERE f.survey_id = $1 AND f.question_id = $3::uuid),
       response AS (
         SELECT r.id, r.department_id, r.organization_id, grp.key AS group_key, flt.key AS filter_key
         FROM survey_response r
         LEFT JOIN grp ON grp.response_id = r.id
         LEFT JOIN flt ON flt.response_id = r.id
         WHERE r.survey_id = $1 ${published(figures)})`;
    const params = [surveyId, groupQuestionId, filterQuestionId, multipleQuestionIds];
    const rows = await this.steadily(async (manager) => {
      const answers: CellRow[] = await manager.query(
        `${profiles}
         SELECT a.question_id, k.key, r.department_id, r.organization_id, r.group_key, r.filter_key,
                count(*) AS count, sum(a.value_number) AS sum, min(a.value_number) AS min, max(a.value_number) AS max
         FROM survey_answer a
         JOIN response r ON r.id = a.response_id
         CROSS JOIN LATERAL (VALUES
           (${answerKey('a')}),
           (CASE WHEN a.question_id = ANY($4::uuid[]) THEN NULL ELSE '${TALLY_KEY.answered}' END),
           (${rankedFirstKey('a')})) AS k (key)
         WHERE a.survey_id = $1 AND k.key IS NOT NULL
         GROUP BY a.question_id, k.key, r.department_id, r.organization_id, r.group_key, r.filter_key`,
        params,
      );
      const multiple: CellRow[] = multipleQuestionIds.length
        ? await manager.query(
            `${profiles}
             SELECT a.question_id, '${TALLY_KEY.answered}' AS key, r.department_id, r.organization_id, r.group_key, r.filter_key,
                    count(DISTINCT a.response_id) AS count, NULL AS sum, NULL AS min, NULL AS max
             FROM survey_answer a JOIN response r ON r.id = a.response_id
             WHERE a.survey_id = $1 AND a.question_id = ANY($4::uuid[])
             GROUP BY a.question_id, r.department_id, r.organization_id, r.group_key, r.filter_key`,
            params,
          )
        : [];
      const responses: CellRow[] = await manager.query(
        `${profiles}
         SELECT NULL AS question_id, '${TALLY_KEY.answered}' AS key, department_id, organization_id, group_key, filter_key,
                count(*) AS count, NULL AS sum, NULL AS min, NULL AS max
         FROM response
         GROUP BY department_id, organization_id, group_key, filter_key`,
        params.slice(0, 3),
      );
      return [...answers, ...multiple, ...responses];
    });
    return rows.map(toCell);
  }

  /** Invitations per department × organization of the person when invited (kept by a trigger). */
  async invited(surveyId: string): Promise<InvitedCount[]> {
    const rows: Array<{
      department_id: string | null;
      organization_id: string | null;
      invited: string;
    }> = await this.dataSource.query(
      `SELECT department_id, organization_id, invited FROM survey_invitation_tally WHERE survey_id = $1`,
      [surveyId],
    );
    return rows.map((row) => ({
      departmentId: row.department_id,
      organizationId: row.organization_id,
      count: Number(row.invited),
    }));
  }

  async visitors(surveyId: string): Promise<number> {
    const [row]: Array<{ count: string }> = await this.dataSource.query(
      'SELECT count(*) AS count FROM survey_visit WHERE survey_id = $1 AND submitted',
      [surveyId],
    );
    return Number(row.count);
  }

  /** Names of the company's departments or organizations, by id. */
  async names(
    table: 'department' | 'organization',
    companyId: string,
  ): Promise<Map<string, string>> {
    const rows: Array<{ id: string; name: string }> = await this.dataSource.query(
      `SELECT id, name FROM ${table} WHERE company_id = $1`,
      [companyId],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * Free-text answers of one question within a department and/or organization, at most `limit`
   * of them drawn at random and in random order, and how many there are; those an administrator
   * hid are left out and counted apart. Each comes with an opaque id made from its response and
   * question (COMMENT_ID), which names it for moderation without revealing the response's id.
   */
  async comments(
    surveyId: string,
    questionId: string,
    filters: { departmentId?: string; organizationId?: string },
    limit: number,
    figures: Figures = 'live',
  ): Promise<ListedComments> {
    // Hidden ones sort last, so they fill the list only when fewer visible ones are left (and
    // are dropped here); their text never leaves the database.
    const rows: Array<{ id: string; value_text: string | null; total: number; hidden: number }> =
      await this.steadily((manager) =>
        manager.query(
          `WITH answers AS (
             SELECT ${COMMENT_ID} AS id, a.value_text, h.response_id IS NOT NULL AS is_hidden
             FROM survey_answer a JOIN survey_response r ON r.id = a.response_id
             LEFT JOIN hidden_comment h
               ON h.response_id = a.response_id AND h.question_id = a.question_id
             WHERE a.survey_id = $1 AND a.question_id = $2
               AND a.value_text IS NOT NULL AND a.value_text <> ''
               AND ($3::uuid IS NULL OR r.department_id = $3)
               AND ($4::uuid IS NULL OR r.organization_id = $4) ${published(figures)})
           SELECT id, CASE WHEN is_hidden THEN NULL ELSE value_text END AS value_text,
             (count(*) FILTER (WHERE NOT is_hidden) OVER ())::int AS total,
             (count(*) FILTER (WHERE is_hidden) OVER ())::int AS hidden
           FROM answers ORDER BY is_hidden, random() LIMIT $5`,
          [
            surveyId,
            questionId,
            filters.departmentId ?? null,
            filters.organizationId ?? null,
            limit,
          ],
        ),
      );
    return {
      total: rows[0]?.total ?? 0,
      hidden: rows[0]?.hidden ?? 0,
      items: rows.flatMap((row) =>
        row.value_text === null ? [] : [{ id: row.id, text: row.value_text }],
      ),
    };
  }
}

/**
 * A comment's public id: the first 128 bits of a SHA-256 of its response and question, read as
 * a UUID (so it travels like every other id). One-way: it names the answer for moderation
 * without giving away the response's own id.
 */
export const COMMENT_ID = `substr(encode(sha256((a.response_id::text || ':' || a.question_id::text)::bytea), 'hex'), 1, 32)::uuid`;

/**
 * Settings of a transaction that reads a survey's answers, whatever the table statistics say.
 * These reads visit every answer of the survey (or of one question), where a nested loop is never
 * the cheapest plan; but with empty or stale statistics the planner takes the survey's answers
 * for a handful of rows and picks one, scanning the answers once per response: a time that grows
 * with the square of the respondents. Hash and merge joins stay linear whatever the estimates.
 * No JIT either (it costs more than it saves here), and room for the hash joins in memory.
 */
export const STEADY_PLAN_SETTINGS = `SELECT set_config('enable_nestloop', 'off', true),
  set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`;

/** The responses of the figures asked for, as a condition on `survey_response r`. */
const published = (figures: Figures) => (figures === 'published' ? 'AND r.published' : '');

export function toCell(row: CellRow): Cell {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return {
    questionId: row.question_id,
    key: row.key,
    departmentId: row.department_id,
    organizationId: row.organization_id,
    groupKey: row.group_key,
    filterKey: row.filter_key,
    count: Number(row.count),
    sum: number(row.sum),
    min: number(row.min),
    max: number(row.max),
  };
}
