/** At most this many data rows per spreadsheet: the largest plan's employee limit. */
export const MAX_IMPORT_ROWS = 200_000;
/** Rows per statement while staging and checking. */
export const STAGE_BATCH_ROWS = 5000;
