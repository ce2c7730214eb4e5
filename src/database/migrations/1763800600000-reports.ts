import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports (issue 7): the pre-aggregated tallies that let a report of a large survey read a few
 * hundred rows instead of a million answers, and the exports made by the worker. The tallies of
 * responses given before this migration are built from the answers, so they start exactly
 * consistent. Demographic breakdowns read the answers through the existing
 * (survey_id, question_id, option_key) index and one scan of the survey's answers.
 */
export class Reports1763800600000 implements MigrationInterface {
  name = 'Reports1763800600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per survey × question × answer key × department × organization. `question_id` null
    // counts whole responses; `option_key` '' counts the respondents of the question (and carries
    // the sum, minimum and maximum of number answers); '~' counts "prefer not to answer".
    await queryRunner.query(`
      CREATE TABLE survey_tally (
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        question_id uuid,
        option_key text NOT NULL,
        department_id uuid,
        organization_id uuid,
        respondents bigint NOT NULL,
        value_sum numeric,
        value_min numeric,
        value_max numeric,
        CONSTRAINT survey_tally_key UNIQUE NULLS NOT DISTINCT
          (survey_id, question_id, option_key, department_id, organization_id)
      )`);
    await queryRunner.query(
      `INSERT INTO survey_tally (survey_id, question_id, option_key, department_id, organization_id, respondents)
       SELECT survey_id, NULL, '', department_id, organization_id, count(*)
       FROM survey_response GROUP BY survey_id, department_id, organization_id`,
    );
    await queryRunner.query(
      `INSERT INTO survey_tally (survey_id, question_id, option_key, department_id, organization_id, respondents, value_sum, value_min, value_max)
       SELECT a.survey_id, a.question_id, k.key, r.department_id, r.organization_id,
              count(DISTINCT a.response_id), sum(a.value_number), min(a.value_number), max(a.value_number)
       FROM survey_answer a
       JOIN survey_response r ON r.id = a.response_id
       CROSS JOIN LATERAL (VALUES
         (CASE WHEN a.prefer_not THEN '~' ELSE a.option_key END),
         ('')) AS k (key)
       WHERE k.key IS NOT NULL
       GROUP BY a.survey_id, a.question_id, k.key, r.department_id, r.organization_id`,
    );

    await queryRunner.query(`
      CREATE TABLE report_export (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        requested_by uuid,
        format text NOT NULL CHECK (format IN ('xlsx', 'csv', 'pdf')),
        language text NOT NULL,
        query jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress integer NOT NULL DEFAULT 0,
        file_key text,
        file_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX report_export_survey_idx ON report_export (survey_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE report_export');
    await queryRunner.query('DROP TABLE survey_tally');
  }
}
