// No imports: the dashboard shares this file (@shared/import).

/** The import's steps (DESIGN §3b). */
export const IMPORT_STATUSES = [
  'parsing',
  'awaiting-association',
  'validating',
  'awaiting-edition',
  'ready',
  'committing',
  'done',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
