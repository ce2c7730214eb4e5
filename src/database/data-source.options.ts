import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { MIGRATIONS } from './migrations';

/** One definition for the app and the migration runner; modules register their own entities. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migration',
    synchronize: false,
    // A request waits at most this long for a connection (PostgreSQL away or every connection
    // busy), then answers 503 instead of hanging.
    extra: { max: 20, connectionTimeoutMillis: 10_000 },
  };
}
