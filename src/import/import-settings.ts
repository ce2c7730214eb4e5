/**
 * The import worker's tunables, from the environment (README, configuration). Read once; a bad
 * value stops the process with a line naming it, like the rest of the configuration.
 */
export interface ImportSettings {
  /** How long a worker holds a job before another may take it over (BullMQ lockDuration). */
  lockMs: number;
  /** How often workers look for jobs whose holder died (BullMQ stalledInterval). */
  stalledIntervalMs: number;
  /** Takeovers before a job is given up as failed. */
  maxStalled: number;
  /** Rows per statement while committing; progress moves after each batch. */
  commitBatchRows: number;
  /** Test only: a pause after each commit batch, so a test can kill a worker mid-commit. */
  commitPauseMs: number;
}

function integer(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`Configuration error: ${name} must be an integer of at least ${min}`);
  return value;
}

let settings: ImportSettings | undefined;

export function importSettings(): ImportSettings {
  settings ??= {
    lockMs: integer('IMPORT_JOB_LOCK_MS', 30_000, 1000),
    stalledIntervalMs: integer('IMPORT_STALLED_INTERVAL_MS', 30_000, 500),
    maxStalled: integer('IMPORT_MAX_STALLED', 2, 0),
    commitBatchRows: integer('IMPORT_COMMIT_BATCH_ROWS', 10_000, 1),
    commitPauseMs:
      process.env.NODE_ENV === 'production' ? 0 : integer('IMPORT_TEST_COMMIT_PAUSE_MS', 0, 0),
  };
  return settings;
}

/** At most this many data rows per spreadsheet: the largest plan's employee limit. */
export const MAX_IMPORT_ROWS = 200_000;
/** Rows per statement while staging and checking. */
export const STAGE_BATCH_ROWS = 5000;
