import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  addToIntersectionTallyStatement,
  INTERSECTION_TALLY_SOURCES,
} from '../../answers/intersection-tally';

/**
 * The joint distribution an intersection needs (colour or race × gender), kept like
 * `survey_pair_tally`: respondents per survey × two demographic questions × their answers ×
 * question × answer × department × organization. An intersection of two answers reads these
 * rows instead of every answer of the survey. Built here for the responses given before.
 */
export class IntersectionTallies1763802300000 implements MigrationInterface {
  name = 'IntersectionTallies1763802300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE survey_intersection_tally (
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        first_question_id uuid NOT NULL,
        first_key text,
        second_question_id uuid NOT NULL,
        second_key text,
        question_id uuid,
        option_key text NOT NULL,
        department_id uuid,
        organization_id uuid,
        respondents bigint NOT NULL,
        value_sum numeric,
        value_min numeric,
        value_max numeric,
        CONSTRAINT survey_intersection_tally_order CHECK (first_question_id < second_question_id),
        CONSTRAINT survey_intersection_tally_key UNIQUE NULLS NOT DISTINCT
          (survey_id, first_question_id, first_key, second_question_id, second_key, question_id,
           option_key, department_id, organization_id)
      )`);
    await queryRunner.query('SET LOCAL enable_nestloop = off');
    await queryRunner.query('SET LOCAL jit = off');
    await queryRunner.query(
      addToIntersectionTallyStatement(
        INTERSECTION_TALLY_SOURCES.responses,
        INTERSECTION_TALLY_SOURCES.answers,
      ),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE survey_intersection_tally');
  }
}
