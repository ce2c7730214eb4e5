import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The survey list shows how many questions each sent survey froze; kept beside the snapshot, so
 * that a page reads a number instead of every frozen question in every language.
 */
export class SurveyQuestionCount1763802950000 implements MigrationInterface {
  name = 'SurveyQuestionCount1763802950000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE survey ADD COLUMN question_count integer GENERATED ALWAYS AS (
         CASE WHEN jsonb_typeof(snapshot -> 'questions') = 'array'
              THEN jsonb_array_length(snapshot -> 'questions') END) STORED`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE survey DROP COLUMN question_count');
  }
}
