import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A survey may repeat: once sent, the worker opens its next edition a period after its start.
 * `recurred_at` marks the edition that already produced its successor, so a period yields one
 * edition however many workers or retries run the job.
 */
export class SurveyRecurrence1763802930000 implements MigrationInterface {
  name = 'SurveyRecurrence1763802930000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE survey
         ADD COLUMN recurrence text NOT NULL DEFAULT 'none'
           CHECK (recurrence IN ('none', 'monthly', 'quarterly', 'yearly')),
         ADD COLUMN recurred_at timestamptz`,
    );
    await queryRunner.query(
      `CREATE INDEX survey_recurring_idx ON survey (sent_at)
         WHERE recurrence <> 'none' AND recurred_at IS NULL AND deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX survey_recurring_idx`);
    await queryRunner.query(`ALTER TABLE survey DROP COLUMN recurred_at, DROP COLUMN recurrence`);
  }
}
