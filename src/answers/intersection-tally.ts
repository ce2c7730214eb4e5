import type { FrozenQuestion, QuestionCategory } from '../survey/question.model';
import { addToSplitTallyStatement, SPLIT_TALLY_SOURCES, TallySplit } from './split-tally';
import { answerKey } from './tally-keys';

/** The library's demographic categories (belonging statements are what is measured, not who). */
const DEMOGRAPHIC_CATEGORIES: QuestionCategory[] = [
  'race',
  'gender',
  'orientation',
  'disability',
  'age',
];

/**
 * A question whose answer can split a report against another one: a single-choice question
 * about who the respondent is (a demographic category of the library, or any sensitive one).
 */
export const isDemographic = (question: Pick<FrozenQuestion, 'type' | 'category' | 'sensitive'>) =>
  question.type === 'single' &&
  (question.sensitive ||
    (!!question.category && DEMOGRAPHIC_CATEGORIES.includes(question.category)));

const demographicSql = `question ->> 'type' = 'single' AND (question ->> 'sensitive' = 'true' OR
  question ->> 'category' IN (${DEMOGRAPHIC_CATEGORIES.map((category) => `'${category}'`).join(', ')}))`;

/**
 * `survey_intersection_tally`: the counts of `survey_tally` split by each respondent's answers to
 * two demographic questions of the survey at once (first_question_id < second_question_id; a
 * key is an option key, '~' for "prefer not to answer", null for none): the joint distribution
 * an intersection (colour or race × gender) or a report grouped by one and filtered by another
 * reads, without reading the answers. A survey with d demographic questions keeps d(d−1)/2
 * splits, so only those questions take part.
 */
export const INTERSECTION_SPLIT: TallySplit = {
  table: 'survey_intersection_tally',
  constraint: 'survey_intersection_tally_key',
  keys: ['first_question_id', 'first_key', 'second_question_id', 'second_key'],
  profile: `
    WITH keyed AS (
      SELECT b.id AS response_id, q.id AS question_id, ${answerKey('chosen')} AS key
      FROM batch b
      JOIN (SELECT s.id AS survey_id, (question ->> 'id')::uuid AS id
            FROM survey s CROSS JOIN LATERAL jsonb_array_elements(s.snapshot -> 'questions') AS question
            WHERE s.id IN (SELECT survey_id FROM batch) AND ${demographicSql}) q
        ON q.survey_id = b.survey_id
      LEFT JOIN answers chosen ON chosen.response_id = b.id AND chosen.question_id = q.id)
    SELECT f.response_id, f.question_id AS first_question_id, f.key AS first_key,
           s.question_id AS second_question_id, s.key AS second_key
    FROM keyed f JOIN keyed s ON s.response_id = f.response_id AND s.question_id > f.question_id`,
};

export const addToIntersectionTallyStatement = (responses: string, answers: string) =>
  addToSplitTallyStatement(INTERSECTION_SPLIT, responses, answers);

export const INTERSECTION_TALLY_SOURCES = SPLIT_TALLY_SOURCES;
