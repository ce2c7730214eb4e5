import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Cell } from './report.model';
import { InvitedCount } from './tables/response-rate';
import { TALLY_KEY } from './tally/tally-keys';

interface CellRow {
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

const answerKey = (alias: string) =>
  `CASE WHEN ${alias}.prefer_not THEN '${TALLY_KEY.preferNot}' ELSE ${alias}.option_key END`;

/**
 * The reads of a report. Every method takes a survey id that the caller has already found within
 * the caller's company (SurveyRepository.get), so these never cross companies.
 */
@Injectable()
export class ReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The pre-aggregated counts: a few rows per question × answer × department × organization. */
  async tallyCells(surveyId: string): Promise<Cell[]> {
    const rows: CellRow[] = await this.dataSource.query(
      `SELECT question_id, option_key AS key, department_id, organization_id,
              NULL AS group_key, NULL AS filter_key,
              respondents AS count, value_sum AS sum, value_min AS min, value_max AS max
       FROM survey_tally WHERE survey_id = $1`,
      [surveyId],
    );
    return rows.map(toCell);
  }

  /**
   * The same counts read from the answers, split also by each respondent's answer to a grouping
   * question and to a filter question: the joint distribution the tallies do not keep. Option
   * rows are plain counts (hash-aggregated); only multiple-choice questions need their
   * respondents counted distinct. One scan of the survey's answers; no JIT (it costs more than it
   * saves here) and room for the hash join in memory.
   */
  async answerCells(
    surveyId: string,
    groupQuestionId: string | null,
    filterQuestionId: string | null,
    multipleQuestionIds: string[],
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
         WHERE r.survey_id = $1)`;
    const params = [surveyId, groupQuestionId, filterQuestionId, multipleQuestionIds];
    const rows = await this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL jit = off');
      await manager.query(`SET LOCAL work_mem = '64MB'`);
      const answers: CellRow[] = await manager.query(
        `${profiles}
         SELECT a.question_id, k.key, r.department_id, r.organization_id, r.group_key, r.filter_key,
                count(*) AS count, sum(a.value_number) AS sum, min(a.value_number) AS min, max(a.value_number) AS max
         FROM survey_answer a
         JOIN response r ON r.id = a.response_id
         CROSS JOIN LATERAL (VALUES
           (${answerKey('a')}),
           (CASE WHEN a.question_id = ANY($4::uuid[]) THEN NULL ELSE '${TALLY_KEY.answered}' END)) AS k (key)
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
   * of them drawn at random and in random order, and how many there are.
   */
  async comments(
    surveyId: string,
    questionId: string,
    filters: { departmentId?: string; organizationId?: string },
    limit: number,
  ): Promise<{ total: number; items: string[] }> {
    const rows: Array<{ value_text: string; total: string }> = await this.dataSource.query(
      `SELECT a.value_text, count(*) OVER () AS total
       FROM survey_answer a JOIN survey_response r ON r.id = a.response_id
       WHERE a.survey_id = $1 AND a.question_id = $2 AND a.value_text IS NOT NULL AND a.value_text <> ''
         AND ($3::uuid IS NULL OR r.department_id = $3) AND ($4::uuid IS NULL OR r.organization_id = $4)
       ORDER BY random() LIMIT $5`,
      [surveyId, questionId, filters.departmentId ?? null, filters.organizationId ?? null, limit],
    );
    return {
      total: rows.length ? Number(rows[0].total) : 0,
      items: rows.map((row) => row.value_text),
    };
  }
}

function toCell(row: CellRow): Cell {
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
