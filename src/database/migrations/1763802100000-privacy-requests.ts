import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The data subject's requests (LGPD art. 18): a statement, a correction, the erasure or
 * anonymization of identified answers, a consent withdrawn. Each keeps its date and the legal
 * deadline (art. 19 II: 15 days), who answered it, how and when. A person has at most one open
 * request of a kind for the same survey.
 */
export class PrivacyRequests1763802100000 implements MigrationInterface {
  name = 'PrivacyRequests1763802100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE privacy_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        employee_id uuid REFERENCES employee (id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN
          ('statement', 'correction', 'erasure', 'anonymization', 'consent-withdrawal')),
        survey_id uuid REFERENCES survey (id) ON DELETE SET NULL,
        details text,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'refused')),
        created_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL DEFAULT now() + interval '15 days',
        answered_at timestamptz,
        -- The log outlives the people in it, as the audit log does: no foreign key.
        answered_by uuid,
        answer text,
        outcome jsonb NOT NULL DEFAULT '{}',
        CHECK ((status = 'open') = (answered_at IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX privacy_request_company_idx ON privacy_request (company_id, status, due_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX privacy_request_account_idx ON privacy_request (account_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX privacy_request_open_once ON privacy_request
         (account_id, kind, coalesce(survey_id, '00000000-0000-0000-0000-000000000000'))
       WHERE status = 'open'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE privacy_request');
  }
}
