import { DataSource } from 'typeorm';

// Upkeep of the database itself rather than a domain's query: so here, not in a repository.

/** Rows changed since the last ANALYZE that make a table's statistics stale: PostgreSQL's own
 * default rule for automatic analyze (50 rows plus 10 % of the table). */
const STALE_BASE_ROWS = 50;
const STALE_FRACTION = 0.1;

/**
 * Gathers the planner's statistics of the tables a step of the product has just changed a lot,
 * because automatic analyze cannot be counted on: it lags behind a busy server and some servers
 * run without it, and a plan chosen on a table taken for empty can cost the square of its rows.
 * The rule reads the counters PostgreSQL keeps per table (rows changed since the last ANALYZE,
 * rows at the last one), so when nothing is due it costs one catalog read; a table never
 * analyzed is always due. Returns the tables analyzed.
 */
export async function analyzeIfChanged(
  dataSource: DataSource,
  tables: readonly string[],
): Promise<string[]> {
  const due: Array<{ name: string }> = await dataSource.query(
    `SELECT s.relname AS name FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = current_schema() AND s.relname = ANY($1)
       AND (c.reltuples < 0 OR s.n_mod_since_analyze > $2 + $3 * c.reltuples)
     ORDER BY s.relname`,
    [tables, STALE_BASE_ROWS, STALE_FRACTION],
  );
  const names = due.map(({ name }) => name);
  // The names come from the catalog and matched the caller's list: safe to put in the statement.
  if (names.length)
    await dataSource.query(`ANALYZE ${names.map((name) => `"${name}"`).join(', ')}`);
  return names;
}
