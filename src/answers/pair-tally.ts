import { addToSplitTallyStatement, SPLIT_TALLY_SOURCES, TallySplit } from './split-tally';
import { answerKey } from './tally-keys';

/**
 * `survey_pair_tally`: the counts of `survey_tally` split once more by each respondent's answer
 * to each single-choice question of the survey (its key, '~' for "prefer not to answer", null
 * for none).
 */
export const PAIR_SPLIT: TallySplit = {
  table: 'survey_pair_tally',
  constraint: 'survey_pair_tally_key',
  keys: ['by_question_id', 'by_key'],
  profile: `
    SELECT b.id AS response_id, q.id AS by_question_id, ${answerKey('chosen')} AS by_key
    FROM batch b
    JOIN (SELECT s.id AS survey_id, (question ->> 'id')::uuid AS id
          FROM survey s CROSS JOIN LATERAL jsonb_array_elements(s.snapshot -> 'questions') AS question
          WHERE s.id IN (SELECT survey_id FROM batch) AND question ->> 'type' = 'single') q
      ON q.survey_id = b.survey_id
    LEFT JOIN answers chosen ON chosen.response_id = b.id AND chosen.question_id = q.id`,
};

export const addToPairTalliesStatement = (responses: string, answers: string) =>
  addToSplitTallyStatement(PAIR_SPLIT, responses, answers);

export const PAIR_TALLY_SOURCES = SPLIT_TALLY_SOURCES;
