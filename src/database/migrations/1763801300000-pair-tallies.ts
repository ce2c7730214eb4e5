import { MigrationInterface, QueryRunner } from 'typeorm';
import { addToPairTalliesStatement, PAIR_TALLY_SOURCES } from '../../answers/pair-tally';

/**
 * The joint distribution a demographic report needs, kept like `survey_tally`: respondents per
 * survey × single-choice question × its answer × question × answer × department × organization.
 * A report grouped or filtered by one such question reads these rows instead of every answer of
 * the survey, so its time no longer grows with the respondents nor depends on the planner's
 * statistics. Built here for the responses given before.
 */
export class PairTallies1763801300000 implements MigrationInterface {
  name = 'PairTallies1763801300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `by_key` null counts the respondents who did not answer the by-question.
    await queryRunner.query(`
      CREATE TABLE survey_pair_tally (
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        by_question_id uuid NOT NULL,
        by_key text,
        question_id uuid,
        option_key text NOT NULL,
        department_id uuid,
        organization_id uuid,
        respondents bigint NOT NULL,
        value_sum numeric,
        value_min numeric,
        value_max numeric,
        CONSTRAINT survey_pair_tally_key UNIQUE NULLS NOT DISTINCT
          (survey_id, by_question_id, by_key, question_id, option_key, department_id, organization_id)
      )`);
    await queryRunner.query('SET LOCAL enable_nestloop = off');
    await queryRunner.query('SET LOCAL jit = off');
    await queryRunner.query(
      addToPairTalliesStatement(PAIR_TALLY_SOURCES.responses, PAIR_TALLY_SOURCES.answers),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE survey_pair_tally');
  }
}
