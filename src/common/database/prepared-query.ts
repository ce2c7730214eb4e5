import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (TypeORM sends every query unnamed). For the few queries
 * that run on nearly every request; the rest go through repositories as usual.
 */
export async function preparedQuery<Row>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<Row & object>({ name, text, values });
  return result.rows;
}
