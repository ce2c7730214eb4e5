import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * LGPD retention and company erasure. A company's policy says how long identified answers are
 * kept after their survey closes, how long a former employee's personal data is kept after
 * deactivation, and how long audit and sign-in records are kept; no row means the defaults.
 * An employee remembers when they were deactivated (a trigger, so the form, the bulk actions
 * and the import all set it without each remembering to) and when their data was anonymized.
 * A company may be due for erasure: the owner asked, and the worker erases it once the date
 * passes unless the request is withdrawn first.
 */
export class Retention1763802700000 implements MigrationInterface {
  name = 'Retention1763802700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE retention_policy (
        company_id uuid PRIMARY KEY REFERENCES company (id),
        identified_answers_days integer NOT NULL,
        former_employee_days integer NOT NULL,
        records_days integer NOT NULL,
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `ALTER TABLE employee ADD COLUMN deactivated_at timestamptz,
         ADD COLUMN anonymized_at timestamptz`,
    );
    await queryRunner.query(`UPDATE employee SET deactivated_at = updated_at WHERE NOT is_active`);
    // An anonymized former employee has no identifier left, which the rule exempts them from.
    await queryRunner.query(
      `ALTER TABLE employee DROP CONSTRAINT employee_identifier,
         ADD CONSTRAINT employee_identifier CHECK (anonymized_at IS NOT NULL
           OR email IS NOT NULL OR cell_phone IS NOT NULL OR cpf IS NOT NULL)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION employee_deactivated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.is_active THEN
          NEW.deactivated_at := NULL;
        ELSIF TG_OP = 'INSERT' OR OLD.is_active THEN
          NEW.deactivated_at := coalesce(NEW.deactivated_at, now());
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER employee_deactivated_at BEFORE INSERT OR UPDATE OF is_active ON employee
         FOR EACH ROW EXECUTE FUNCTION employee_deactivated_at()`,
    );
    // The retention job looks for former employees not yet anonymized.
    await queryRunner.query(
      `CREATE INDEX employee_former_idx ON employee (company_id, deactivated_at)
         WHERE deactivated_at IS NOT NULL AND anonymized_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX survey_response_employee_idx ON survey_response (employee_id)
         WHERE employee_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX auth_challenge_account_idx ON auth_challenge (account_id, created_at)`,
    );
    await queryRunner.query(
      `ALTER TABLE company ADD COLUMN erasure_due_at timestamptz,
         ADD COLUMN erasure_requested_by uuid,
         ADD COLUMN erasure_requested_at timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE company DROP COLUMN erasure_due_at, DROP COLUMN erasure_requested_by,
         DROP COLUMN erasure_requested_at`,
    );
    await queryRunner.query(`DROP INDEX auth_challenge_account_idx`);
    await queryRunner.query(`DROP INDEX survey_response_employee_idx`);
    await queryRunner.query(`DROP TRIGGER employee_deactivated_at ON employee`);
    await queryRunner.query(`DROP FUNCTION employee_deactivated_at()`);
    // Rows anonymized meanwhile stay as they are (NOT VALID); new rows are checked as before.
    await queryRunner.query(
      `ALTER TABLE employee DROP CONSTRAINT employee_identifier,
         ADD CONSTRAINT employee_identifier
           CHECK (email IS NOT NULL OR cell_phone IS NOT NULL OR cpf IS NOT NULL) NOT VALID`,
    );
    await queryRunner.query(
      `ALTER TABLE employee DROP COLUMN deactivated_at, DROP COLUMN anonymized_at`,
    );
    await queryRunner.query(`DROP TABLE retention_policy`);
  }
}
