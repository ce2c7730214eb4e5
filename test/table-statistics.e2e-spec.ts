import { DataSource } from 'typeorm';
import { analyzeIfChanged } from '../src/common/database/table-statistics';
import {
  createTestDatabase,
  databaseUrl,
  dropTestDatabase,
  openDataSource,
} from './support/database';
import { createCompany } from './support/factories';

/**
 * The rule that gathers statistics after the product changes a table a lot, on PostgreSQL's own
 * per-table counters (this machine runs without automatic analyze, so only the product's ANALYZE
 * can move them).
 */
describe('analyzeIfChanged', () => {
  let name: string;
  let dataSource: DataSource;
  let companyId: string;

  const departments = async (count: number) => {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.query(
        `INSERT INTO department (company_id, name)
         SELECT $1, 'Departamento ' || gen_random_uuid() FROM generate_series(1, $2)`,
        [companyId, count],
      );
      // The counters reach shared memory when the connection goes idle; now rather than within 1 s.
      await runner.query('SELECT pg_stat_force_next_flush()');
    } finally {
      await runner.release();
    }
  };
  const analyzedTimes = async () => {
    await dataSource.query('SELECT pg_stat_clear_snapshot()');
    const [{ count }] = await dataSource.query(
      `SELECT analyze_count::int AS count FROM pg_stat_user_tables WHERE relname = 'department'`,
    );
    return count as number;
  };

  beforeAll(async () => {
    name = await createTestDatabase();
    dataSource = await openDataSource(databaseUrl(name));
    companyId = (await createCompany(dataSource)).id;
  });

  afterAll(async () => {
    await dataSource?.destroy();
    if (name) await dropTestDatabase(name);
  });

  it('analyzes a table never analyzed, then only once 50 rows + 10 % of it have changed', async () => {
    await departments(1000);
    expect(await analyzedTimes()).toBe(0);
    expect(await analyzeIfChanged(dataSource, ['department', 'organization'])).toEqual([
      'department',
      'organization',
    ]);
    expect(await analyzedTimes()).toBe(1);

    expect(await analyzeIfChanged(dataSource, ['department', 'organization'])).toEqual([]);
    await departments(140);
    expect(await analyzeIfChanged(dataSource, ['department'])).toEqual([]);
    await departments(20);
    expect(await analyzeIfChanged(dataSource, ['department'])).toEqual(['department']);
    expect(await analyzedTimes()).toBe(2);
    const [{ rows }] = await dataSource.query(
      `SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'department'`,
    );
    expect(rows).toBe(1160);
  });

  it('leaves tables outside its list alone', async () => {
    await departments(5000);
    expect(await analyzeIfChanged(dataSource, ['organization', 'employee'])).not.toContain(
      'department',
    );
    expect(await analyzedTimes()).toBe(2);
  });
});
