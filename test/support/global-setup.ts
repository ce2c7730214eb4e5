import { runMigrations } from '../../src/database/migrate';
import { adminQuery, databaseUrl, TEST_DB_PREFIX } from './database';

/** Migrates one template database per run; each test file copies it. */
export default async function globalSetup(): Promise<void> {
  const template = `${TEST_DB_PREFIX}template_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${template}`);
  await runMigrations(databaseUrl(template));
  process.env.TEST_TEMPLATE_DB = template;
}
