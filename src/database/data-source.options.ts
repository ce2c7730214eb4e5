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
    extra: { max: 20 },
  };
}
