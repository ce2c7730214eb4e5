import { EntityManager } from 'typeorm';
import { TALLY_KEY } from './tally-keys';

/**
 * Adds freshly written responses to the report tallies, in the transaction that wrote them, so
 * the tallies always equal what `survey_response` and `survey_answer` hold. One set-based
 * statement per batch; rows are upserted in key order, so two batches running at once take
 * their row locks in the same order and cannot deadlock.
 */
export async function addToTallies(manager: EntityManager, responseIds: string[]): Promise<void> {
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
       CROSS JOIN LATERAL (VALUES
         (CASE WHEN a.prefer_not THEN '${TALLY_KEY.preferNot}' ELSE a.option_key END),
         ('${TALLY_KEY.answered}')) AS k (key)
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
}
