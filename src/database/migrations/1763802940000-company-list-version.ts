import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter that every statement writing companies or plans raises, whatever code path runs it:
 * the owner's company list keeps each answer for as long as the counter has not moved, on every
 * instance, so a change shows at once.
 */
export class CompanyListVersion1763802940000 implements MigrationInterface {
  name = 'CompanyListVersion1763802940000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE list_version (name text PRIMARY KEY, version bigint NOT NULL DEFAULT 0)`,
    );
    await queryRunner.query(`INSERT INTO list_version (name) VALUES ('company')`);
    await queryRunner.query(
      `CREATE FUNCTION raise_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE list_version SET version = version + 1 WHERE name = TG_ARGV[0];
         RETURN NULL;
       END $$`,
    );
    for (const table of ['company', 'plan']) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_company_list_version
           AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION raise_list_version('company')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['company', 'plan']) {
      await queryRunner.query(`DROP TRIGGER ${table}_company_list_version ON ${table}`);
    }
    await queryRunner.query('DROP FUNCTION raise_list_version()');
    await queryRunner.query('DROP TABLE list_version');
  }
}
