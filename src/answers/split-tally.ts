import { TALLY_KEY, tallyKeys } from './tally-keys';

/**
 * How a tally splits the counts of `survey_tally` once more: by each respondent's answers to
 * some questions. `profile` is SQL over `batch` (the responses) and `answers` (their answers)
 * that gives one row per response and split, with `response_id` and the `keys` columns.
 */
export interface TallySplit {
  table: string;
  constraint: string;
  keys: string[];
  profile: string;
}

/**
 * The statement that adds responses to a split tally: respondents per survey × split × question
 * × answer × department × organization (and sum, minimum, maximum for numbers). `responses`
 * selects survey_response rows (id, survey_id, department_id, organization_id) and `answers`
 * their survey_answer rows: a batch being written, or everything when the table is first built.
 * Each is read once, through its own filter, and the rest are hash joins of those sets, so
 * nothing here looks answers up per row. Rows are upserted in key order, so two batches running
 * at once take their row locks in the same order and cannot deadlock.
 */
export function addToSplitTallyStatement(split: TallySplit, responses: string, answers: string) {
  const keys = split.keys.map((key) => `p.${key}`).join(', ');
  const order = split.keys.map((key) => `${key} NULLS FIRST`).join(', ');
  return `
  WITH batch AS MATERIALIZED (${responses}),
  answers AS MATERIALIZED (${answers}),
  profile AS MATERIALIZED (${split.profile})
  INSERT INTO ${split.table} AS t (survey_id, ${split.keys.join(', ')}, question_id, option_key,
                                   department_id, organization_id, respondents, value_sum, value_min, value_max)
  SELECT * FROM (
    SELECT b.survey_id, ${keys}, NULL::uuid AS question_id, '${TALLY_KEY.answered}' AS option_key,
           b.department_id, b.organization_id, count(*) AS respondents,
           NULL::numeric AS value_sum, NULL::numeric AS value_min, NULL::numeric AS value_max
    FROM batch b JOIN profile p ON p.response_id = b.id
    GROUP BY b.survey_id, ${keys}, b.department_id, b.organization_id
    UNION ALL
    SELECT b.survey_id, ${keys}, a.question_id, k.key, b.department_id, b.organization_id,
           count(DISTINCT a.response_id), sum(a.value_number), min(a.value_number), max(a.value_number)
    FROM batch b
    JOIN answers a ON a.response_id = b.id
    JOIN profile p ON p.response_id = b.id
    CROSS JOIN LATERAL (VALUES ${tallyKeys('a')}) AS k (key)
    WHERE k.key IS NOT NULL
    GROUP BY b.survey_id, ${keys}, a.question_id, k.key, b.department_id, b.organization_id
  ) AS counted
  ORDER BY survey_id, ${order}, question_id NULLS FIRST, option_key,
           department_id NULLS FIRST, organization_id NULLS FIRST
  ON CONFLICT ON CONSTRAINT ${split.constraint} DO UPDATE SET
    respondents = t.respondents + EXCLUDED.respondents,
    value_sum = CASE WHEN EXCLUDED.value_sum IS NULL THEN t.value_sum
                     ELSE coalesce(t.value_sum, 0) + EXCLUDED.value_sum END,
    value_min = LEAST(t.value_min, EXCLUDED.value_min),
    value_max = GREATEST(t.value_max, EXCLUDED.value_max)`;
}

/** The columns of survey_response and survey_answer the statements read. */
export const SPLIT_TALLY_SOURCES = {
  responses: 'SELECT id, survey_id, department_id, organization_id FROM survey_response',
  answers:
    'SELECT response_id, question_id, option_key, prefer_not, value_number FROM survey_answer',
};
