import { MigrationInterface, QueryRunner } from 'typeorm';

const IDENTIFIERS = ['email', 'phone', 'cpf'];
const NO_COMPANY = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * One index per identifier instead of two: with the identifier first, the per-company unique
 * index also finds an identifier across companies (sign-in, recovery), which a separate index
 * did. Every person an import creates wrote six account index entries for these; now three.
 */
export class AccountIdentifierIndexes1763801100000 implements MigrationInterface {
  name = 'AccountIdentifierIndexes1763801100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of IDENTIFIERS) {
      await queryRunner.query(`DROP INDEX account_${column}_idx`);
      await queryRunner.query(`DROP INDEX account_company_${column}_key`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX account_company_${column}_key ON account (${column}, coalesce(company_id, ${NO_COMPANY})) WHERE deleted_at IS NULL AND ${column} IS NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of IDENTIFIERS) {
      await queryRunner.query(`DROP INDEX account_company_${column}_key`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX account_company_${column}_key ON account (coalesce(company_id, ${NO_COMPANY}), ${column}) WHERE deleted_at IS NULL AND ${column} IS NOT NULL`,
      );
      await queryRunner.query(
        `CREATE INDEX account_${column}_idx ON account (${column}) WHERE deleted_at IS NULL`,
      );
    }
  }
}
