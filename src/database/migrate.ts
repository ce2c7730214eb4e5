import { DataSource } from 'typeorm';
import { isDatabaseUnreachable, isUniqueViolation } from '../common/database/errors';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source.options';

/**
 * Applies pending migrations. Instances that start together wait on an advisory lock, so the
 * migrations run once.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 1 } });
  await dataSource.initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock(hashtext($1))', ['diversitera-migrations']);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource
      .query('SELECT pg_advisory_unlock(hashtext($1))', ['diversitera-migrations'])
      .catch(() => undefined);
    await dataSource.destroy();
  }
}

/**
 * Instances that start together may both find no database: the second CREATE fails with
 * duplicate_database, or with a unique violation on the catalogue when both ran at once.
 */
function ignoreCreatedMeanwhile(error: unknown): void {
  const code = (error as { driverError?: { code?: string } }).driverError?.code;
  if (code !== '42P04' && !isUniqueViolation(error)) throw error;
}

/** Creates the configured database when it does not exist (first start on a fresh machine). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new DataSource({ type: 'postgres', url: url.toString() });
  await admin.initialize();
  try {
    const exists: unknown[] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      name,
    ]);
    if (!exists.length)
      await admin
        .query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
        .catch(ignoreCreatedMeanwhile);
  } finally {
    await admin.destroy();
  }
}

/** How long a starting instance waits for a database that is away before it gives up. */
export const DATABASE_WAIT_MS = 60_000;

/**
 * Creates and migrates the database, waiting while it is away: an instance (re)started by its
 * orchestrator while PostgreSQL restarts or fails over comes up when the database does, instead
 * of exiting and counting a crash. Any other error ends the start at once.
 */
export async function prepareDatabase(
  databaseUrl: string,
  waitMs = DATABASE_WAIT_MS,
): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await ensureDatabase(databaseUrl);
      return await runMigrations(databaseUrl);
    } catch (error) {
      if (!isDatabaseUnreachable(error) || Date.now() > deadline) throw error;
      console.error(`database unreachable (${(error as Error).message}), trying again`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

if (require.main === module) {
  const config = loadConfig();
  prepareDatabase(config.databaseUrl)
    .then((names) => {
      process.stdout.write(names.length ? `applied: ${names.join(', ')}\n` : 'schema up to date\n');
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
