import { MigrationInterface, QueryRunner } from 'typeorm';

export class CompanyRequest1763800100000 implements MigrationInterface {
  name = 'CompanyRequest1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_name text NOT NULL,
        contact_phone text NOT NULL,
        contact_email text NOT NULL,
        company_name text NOT NULL,
        cnpj text NOT NULL,
        language_id integer NOT NULL DEFAULT 1,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_by uuid REFERENCES account (id),
        decided_at timestamptz,
        rejection_reason text,
        company_id uuid REFERENCES company (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX company_request_pending_cnpj_key ON company_request (cnpj) WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX company_request_status_idx ON company_request (status, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE company_request`);
  }
}
