import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { withoutNestedLoops } from '../common/database/planner-settings';
import { INTERSECTION_SPLIT } from './intersection-tally';
import { PAIR_SPLIT } from './pair-tally';
import { addToSplitTallyStatement, SPLIT_TALLY_SOURCES, TallySplit } from './split-tally';
import { TALLY_KEY, tallyKeys } from './tally-keys';

/** The responses of one survey that share a department and an organization: one tally cell. */
export interface TallyCell {
  surveyId: string;
  departmentId: string | null;
  organizationId: string | null;
}

const IN_CELL = `survey_id = $1 AND department_id IS NOT DISTINCT FROM $2
  AND organization_id IS NOT DISTINCT FROM $3`;

/** The report tallies (`survey_tally`), written only here; reports read them. */
@Injectable()
export class TallyRepository {
  /**
   * Adds freshly written responses to the tallies (and the pair and intersection tallies), in the transaction that wrote them, so the
   * tallies always equal what `survey_response` and `survey_answer` hold. One set-based
   * statement per batch; rows are upserted in key order, so two batches running at once take
   * their row locks in the same order and cannot deadlock.
   */
  async add(manager: EntityManager, responseIds: string[]): Promise<void> {
    if (!responseIds.length) return;
    await manager.query(
      `INSERT INTO survey_tally AS t (survey_id, question_id, option_key, department_id, organization_id,
                                    respondents, value_sum, value_min, value_max)
     SELECT survey_id, question_id, option_key, department_id, organization_id,
            respondents, value_sum, value_min, value_max
     FROM (
       SELECT r.survey_id, NULL::uuid AS question_id, '${TALLY_KEY.answered}' AS option_key,
              r.department_id, r.organization_id, count(*) AS respondents,
              NULL::numeric AS value_sum, NULL::numeric AS value_min, NULL::numeric AS value_max
       FROM survey_response r WHERE r.id = ANY($1::uuid[])
       GROUP BY r.survey_id, r.department_id, r.organization_id
       UNION ALL
       SELECT a.survey_id, a.question_id, k.key, r.department_id, r.organization_id,
              count(DISTINCT a.response_id), sum(a.value_number), min(a.value_number), max(a.value_number)
       FROM survey_answer a
       JOIN survey_response r ON r.id = a.response_id
       CROSS JOIN LATERAL (VALUES ${tallyKeys('a')}) AS k (key)
       WHERE a.response_id = ANY($1::uuid[]) AND k.key IS NOT NULL
       GROUP BY a.survey_id, a.question_id, k.key, r.department_id, r.organization_id
     ) AS batch
     ORDER BY survey_id, question_id NULLS FIRST, option_key, department_id NULLS FIRST, organization_id NULLS FIRST
     ON CONFLICT ON CONSTRAINT survey_tally_key DO UPDATE SET
       respondents = t.respondents + EXCLUDED.respondents,
       value_sum = CASE WHEN EXCLUDED.value_sum IS NULL THEN t.value_sum
                        ELSE coalesce(t.value_sum, 0) + EXCLUDED.value_sum END,
       value_min = LEAST(t.value_min, EXCLUDED.value_min),
       value_max = GREATEST(t.value_max, EXCLUDED.value_max)`,
      [responseIds],
    );
    await this.addToSplit(manager, PAIR_SPLIT, responseIds);
    await this.addToSplit(manager, INTERSECTION_SPLIT, responseIds);
  }

  /**
   * The profile of a batch joins thousands of rows to thousands, and the split's reads of the
   * tables go through their own filters, not joins: so without nested loops.
   */
  private async addToSplit(
    manager: EntityManager,
    split: TallySplit,
    responseIds: string[],
  ): Promise<void> {
    await withoutNestedLoops(manager, () =>
      manager.query(
        addToSplitTallyStatement(
          split,
          `${SPLIT_TALLY_SOURCES.responses} WHERE id = ANY($1::uuid[])`,
          `${SPLIT_TALLY_SOURCES.answers} WHERE response_id = ANY($1::uuid[])`,
        ),
        [responseIds],
      ),
    );
  }

  /**
   * Takes the cells' count rows (question null, key '') for the transaction, in the order every
   * batch upserts them: a batch adding to a cell waits on that row before it touches any other
   * row of the cell, so once these are held nobody else changes the cells' tallies until commit.
   * Call it before changing the cells' answers, then `recount` them.
   */
  async lockCells(manager: EntityManager, cells: TallyCell[]): Promise<TallyCell[]> {
    const ordered = distinctCells(cells);
    for (const cell of ordered) {
      await manager.query(
        `SELECT 1 FROM survey_tally
         WHERE question_id IS NULL AND option_key = '${TALLY_KEY.answered}' AND ${IN_CELL}
         FOR UPDATE`,
        [cell.surveyId, cell.departmentId, cell.organizationId],
      );
    }
    return ordered;
  }

  /**
   * Counts locked cells again from what their responses hold now (answers taken away or
   * responses gone). Sums, minimums and maximums cannot be taken back one answer at a time, so
   * the cell's rows are dropped and its responses added anew by the statements that add a batch.
   */
  async recount(manager: EntityManager, cells: TallyCell[]): Promise<void> {
    for (const cell of cells) {
      const params = [cell.surveyId, cell.departmentId, cell.organizationId];
      await manager.query(`DELETE FROM survey_tally WHERE ${IN_CELL}`, params);
      await manager.query(`DELETE FROM survey_pair_tally WHERE ${IN_CELL}`, params);
      const responses: Array<{ id: string }> = await manager.query(
        `SELECT id FROM survey_response WHERE ${IN_CELL}`,
        params,
      );
      await this.add(
        manager,
        responses.map((response) => response.id),
      );
    }
  }
}

const cellKey = (cell: TallyCell) =>
  [cell.surveyId, cell.departmentId, cell.organizationId].join('|');

/** Nulls first, then PostgreSQL's uuid order, which is that of their lower-case text. */
const compareIds = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/** Each cell once, in the key order of the tally upserts. */
function distinctCells(cells: TallyCell[]): TallyCell[] {
  const unique = [...new Map(cells.map((cell) => [cellKey(cell), cell])).values()];
  return unique.sort(
    (a, b) =>
      compareIds(a.surveyId, b.surveyId) ||
      compareIds(a.departmentId, b.departmentId) ||
      compareIds(a.organizationId, b.organizationId),
  );
}
