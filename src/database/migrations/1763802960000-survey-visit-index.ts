import { MigrationInterface, QueryRunner } from 'typeorm';

/** Submitted visits are counted per survey on every survey list and detail. */
export class SurveyVisitIndex1763802960000 implements MigrationInterface {
  name = 'SurveyVisitIndex1763802960000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX survey_visit_submitted_idx ON survey_visit (survey_id) WHERE submitted`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX survey_visit_submitted_idx');
  }
}
