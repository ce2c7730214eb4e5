import { EntityManager } from 'typeorm';

// Upkeep of the database itself rather than a domain's query: so here, not in a repository.

/**
 * Runs a statement of the transaction with nested loops off, and without JIT, which the cost
 * that disabling inflates would otherwise switch on (seconds of compiling for a statement of
 * milliseconds); the transaction's settings are put back after it. For statements that join
 * thousands of rows to thousands, where the planner, misled by stale statistics (a table just
 * grown), would choose a nested loop that costs the square of the rows.
 */
export async function withoutNestedLoops<T>(
  manager: EntityManager,
  statement: () => Promise<T>,
): Promise<T> {
  const [previous]: Array<{ nestloop: string; jit: string }> = await manager.query(
    `SELECT current_setting('enable_nestloop') AS nestloop, current_setting('jit') AS jit,
            set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`,
  );
  const result = await statement();
  await manager.query(
    `SELECT set_config('enable_nestloop', $1, true), set_config('jit', $2, true)`,
    [previous.nestloop, previous.jit],
  );
  return result;
}
