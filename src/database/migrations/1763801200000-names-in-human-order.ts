import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns that lists order by and people read: names, titles, labels. */
const NAME_COLUMNS: Array<[table: string, column: string]> = [
  ['account', 'name'],
  ['city', 'name'],
  ['company_request', 'company_name'],
  ['company_request', 'contact_name'],
  ['contact', 'name'],
  ['department', 'name'],
  ['employee', 'job_title'],
  ['employee', 'name'],
  ['organization', 'name'],
  ['plan', 'name'],
  ['questionnaire', 'name'],
  ['state', 'name'],
  ['survey', 'name'],
  ['survey_access_code', 'label'],
];

/**
 * Names sort as people file them whatever collation the database was created with: under "C"
 * (the default of many servers and containers) "Érica" came after "Zuleide" and "ana" after
 * "Zé". ICU's root collation puts accented and lower-case letters beside their base letter and
 * is deterministic, so uniqueness does not change. The company name is left out: its stored
 * search form (name_search) is what the owner's list orders by.
 */
export class NamesInHumanOrder1763801200000 implements MigrationInterface {
  name = 'NamesInHumanOrder1763801200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of NAME_COLUMNS)
      await queryRunner.query(
        `ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text COLLATE "und-x-icu"`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of NAME_COLUMNS)
      await queryRunner.query(
        `ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text COLLATE "default"`,
      );
  }
}
