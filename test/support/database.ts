import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Account } from '../../src/account/account.entity';
import { Company } from '../../src/company/company.entity';
import { dataSourceOptions } from '../../src/database/data-source.options';
import { Plan } from '../../src/plan/plan.entity';

const SERVER_URL = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export const TEST_DB_PREFIX = 'diversitera_test_';

export function databaseUrl(name: string): string {
  return `${SERVER_URL}/${name}`;
}

export async function adminQuery(sql: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, copied from the migrated template in a blink. */
export async function createTestDatabase(): Promise<string> {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template)
    throw new Error('TEST_TEMPLATE_DB is not set: run the tests through jest.config.js');
  const name = `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A connection of the test's own to a database the product uses from other processes, with the
 * entities the factories write (plans, companies, accounts).
 */
export async function openDataSource(url: string): Promise<DataSource> {
  return new DataSource({
    ...dataSourceOptions(url),
    migrations: [],
    entities: [Plan, Company, Account],
  }).initialize();
}
