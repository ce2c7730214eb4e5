import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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
