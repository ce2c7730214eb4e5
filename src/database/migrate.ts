import { DataSource } from 'typeorm';
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
    if (!exists.length) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.destroy();
  }
}

if (require.main === module) {
  const config = loadConfig();
  ensureDatabase(config.databaseUrl)
    .then(() => runMigrations(config.databaseUrl))
    .then((names) => {
      process.stdout.write(names.length ? `applied: ${names.join(', ')}\n` : 'schema up to date\n');
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
