import type { ImportView } from './import.api';
import type { ImportStatus } from '@shared/import';
import { EMPLOYEE_FIELDS, type EmployeeField } from '@shared/employee-fields';

/** Steps a worker is running: the screen shows their progress and asks again. */
const BUSY: ImportStatus[] = ['parsing', 'validating', 'committing'];
/** Steps in which the columns may be associated (again). */
const ASSOCIABLE: ImportStatus[] = ['awaiting-association', 'awaiting-edition', 'ready'];
/** Steps in which rows may be edited and the import committed. */
const EDITABLE: ImportStatus[] = ['awaiting-edition', 'ready'];

export const POLL_MS = 500;

export const isBusy = (status: ImportStatus | undefined) => !!status && BUSY.includes(status);
export const canAssociate = (status: ImportStatus | undefined) =>
  !!status && ASSOCIABLE.includes(status);
export const canEdit = (status: ImportStatus | undefined) => !!status && EDITABLE.includes(status);

/** react-query's refetchInterval: poll while a worker runs a step, stop once it settled. */
export const pollInterval = (status: ImportStatus | undefined): number | false =>
  isBusy(status) ? POLL_MS : false;

export type ImportScreen = 'upload' | 'association' | 'edition';

/** The screen that shows an import at this step (spec §2 routes). */
export function screenFor(status: ImportStatus): ImportScreen {
  if (status === 'parsing' || status === 'failed') return 'upload';
  if (status === 'awaiting-association') return 'association';
  return 'edition';
}

/** The path of a screen for one import, under the dashboard's basename. */
export function importPath(
  basename: string,
  screen: ImportScreen | 'edition-association',
  id?: string,
) {
  const paths = {
    upload: 'employee/import',
    association: 'employee/import/association',
    edition: 'employee/import-edition',
    'edition-association': 'employee/import-edition/association',
  } as const;
  return `${basename}/${paths[screen]}${id ? `?import=${encodeURIComponent(id)}` : ''}`;
}

/** header → field, or '' for a column left out. */
export type MappingState = Record<string, EmployeeField | ''>;

/** The association to start from: the saved one, else the server's suggestion, per header. */
export function initialMapping(
  view: Pick<ImportView, 'headers' | 'mapping' | 'suggestedMapping'>,
): MappingState {
  const source = view.mapping ?? view.suggestedMapping ?? {};
  return Object.fromEntries(view.headers.map((header) => [header, source[header] ?? '']));
}

export interface MappingProblems {
  /** header → message key */
  columns: Record<string, string>;
  /** A message key about the association as a whole, or null. */
  general: string | null;
}

/**
 * What the API would refuse in an association (the same rules as its check): each field once,
 * a name column, and at least one identifier column.
 */
export function mappingProblems(mapping: MappingState): MappingProblems {
  const columns: Record<string, string> = {};
  const byField = new Map<string, string[]>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field) byField.set(field, [...(byField.get(field) ?? []), header]);
  }
  for (const headers of byField.values()) {
    if (headers.length > 1)
      for (const header of headers) columns[header] = 'import.association.field_twice';
  }
  let general: string | null = null;
  if (!byField.has('name')) general = 'import.association.name_required';
  else if (!['email', 'cellPhone', 'cpf'].some((field) => byField.has(field)))
    general = 'import.association.identifier_required';
  return { columns, general };
}

export const hasProblems = ({ columns, general }: MappingProblems) =>
  !!general || Object.keys(columns).length > 0;

/** The association as the API takes it: columns left out are sent as null. */
export const mappingBody = (mapping: MappingState): Record<string, string | null> =>
  Object.fromEntries(Object.entries(mapping).map(([header, field]) => [header, field || null]));

/**
 * The fields an edited row shows, in the API's order: the associated ones, and any other that
 * carries a message (an identifier the sheet lacks, for instance).
 */
export function rowFields(
  mapping: Record<string, string> | null,
  errors: Record<string, unknown> = {},
): EmployeeField[] {
  const mapped = new Set(Object.values(mapping ?? {}));
  return EMPLOYEE_FIELDS.filter((field) => mapped.has(field) || field in errors);
}

/** What the API may take: .xls, .xlsx or .csv up to 5 MB (spec §5); content is checked there. */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
export function spreadsheetProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(xlsx?|csv)$/i.test(file.name)) return 'import.upload.wrong_type';
  if (file.size > MAX_SPREADSHEET_BYTES) return 'import.upload.too_large';
  if (file.size === 0) return 'import.upload.empty';
  return null;
}
