import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's company list, measured over 10,000 companies: a name search spent most of its time
 * re-running unaccent on every candidate row of the trigram index, so the searchable form of the
 * name is stored; the subscription filters and order get an index of their own.
 */
export class CompanyList1763801000000 implements MigrationInterface {
  name = 'CompanyList1763801000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE company ADD COLUMN name_search text GENERATED ALWAYS AS (search_text(company_name)) STORED`,
    );
    await queryRunner.query('DROP INDEX company_search_idx');
    await queryRunner.query(
      `CREATE INDEX company_search_idx ON company USING gin (name_search gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX company_subscription_end_idx ON company (subscription_end_date) WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX company_subscription_end_idx');
    await queryRunner.query('DROP INDEX company_search_idx');
    await queryRunner.query('ALTER TABLE company DROP COLUMN name_search');
    await queryRunner.query(
      `CREATE INDEX company_search_idx ON company USING gin (search_text(company_name) gin_trgm_ops)`,
    );
  }
}
