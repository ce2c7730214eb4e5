import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Employees (each with its own `user` account) and the spreadsheet import's staging tables:
 * one row per import, one per sheet row, and the last column mapping per company and header set.
 */
export class Employees1763800300000 implements MigrationInterface {
  name = 'Employees1763800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE employee (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- Always the account's company; the account's foreign key already ties it to a company,
        -- and a second per-row check here costs a large import seconds.
        company_id uuid NOT NULL,
        account_id uuid NOT NULL UNIQUE REFERENCES account (id),
        name text NOT NULL,
        email text,
        cell_phone text,
        cpf text,
        rg text,
        birth_date date,
        admission_date date,
        job_title text,
        organization_id uuid REFERENCES organization (id),
        department_id uuid REFERENCES department (id),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT employee_identifier CHECK (email IS NOT NULL OR cell_phone IS NOT NULL OR cpf IS NOT NULL),
        CONSTRAINT employee_email_lower CHECK (email = lower(email)),
        CONSTRAINT employee_cpf_digits CHECK (cpf ~ '^[0-9]{11}$'),
        CONSTRAINT employee_phone_e164 CHECK (cell_phone ~ '^\\+[1-9][0-9]{6,14}$'),
        CONSTRAINT employee_rg_digits CHECK (rg ~ '^[0-9]+$')
      )`);
    for (const column of ['email', 'cell_phone', 'cpf']) {
      await queryRunner.query(
        `CREATE UNIQUE INDEX employee_company_${column}_key ON employee (company_id, ${column}) WHERE ${column} IS NOT NULL`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX employee_company_name_idx ON employee (company_id, name)`,
    );
    await queryRunner.query(
      `CREATE INDEX employee_department_idx ON employee (department_id) WHERE department_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX employee_organization_idx ON employee (organization_id) WHERE organization_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE employee_import (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        created_by uuid REFERENCES account (id),
        file_name text NOT NULL,
        file_key text NOT NULL,
        file_type text NOT NULL CHECK (file_type IN ('xlsx', 'xls', 'csv')),
        status text NOT NULL DEFAULT 'parsing' CHECK (status IN ('parsing', 'awaiting-association',
          'validating', 'awaiting-edition', 'ready', 'committing', 'done', 'failed')),
        progress integer NOT NULL DEFAULT 0,
        headers text[] NOT NULL DEFAULT '{}',
        suggested_mapping jsonb NOT NULL DEFAULT '{}',
        mapping jsonb,
        create_missing boolean NOT NULL DEFAULT true,
        validation_run integer NOT NULL DEFAULT 0,
        total integer NOT NULL DEFAULT 0,
        valid integer NOT NULL DEFAULT 0,
        invalid integer NOT NULL DEFAULT 0,
        created integer NOT NULL DEFAULT 0,
        updated integer NOT NULL DEFAULT 0,
        unchanged integer NOT NULL DEFAULT 0,
        rejected integer NOT NULL DEFAULT 0,
        error jsonb,
        committed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX employee_import_company_idx ON employee_import (company_id, created_at)`,
    );

    // Staging: a sheet row after association, as the admin sees it (values), normalized, and
    // the messages of each check. The parsed sheet itself is kept in file storage.
    await queryRunner.query(`
      CREATE TABLE employee_import_row (
        import_id uuid NOT NULL REFERENCES employee_import (id) ON DELETE CASCADE,
        row_number integer NOT NULL,
        "values" jsonb,
        name text,
        email text,
        cell_phone text,
        cpf text,
        rg text,
        birth_date date,
        admission_date date,
        job_title text,
        organization text,
        department text,
        field_errors jsonb,
        set_errors jsonb,
        account_id uuid,
        employee_id uuid,
        outcome text CHECK (outcome IN ('created', 'updated', 'unchanged', 'rejected')),
        PRIMARY KEY (import_id, row_number)
      )`);

    await queryRunner.query(`
      CREATE TABLE employee_import_mapping (
        company_id uuid NOT NULL REFERENCES company (id),
        headers_key text NOT NULL,
        mapping jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, headers_key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TABLE employee_import_mapping, employee_import_row, employee_import, employee`,
    );
  }
}
