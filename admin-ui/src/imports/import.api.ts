import type { EmployeeField } from '@shared/employee-fields';
import type { ImportStatus } from '@shared/import';
import type { HttpClient } from '../providers/httpClient';

/** header text → field name. */
export type ColumnMapping = Record<string, EmployeeField>;

export interface ImportCounts {
  total: number;
  valid: number;
  invalid: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface ImportView {
  id: string;
  status: ImportStatus;
  /** 0–100 of the step under way. */
  progress: number;
  fileName: string;
  headers: string[];
  suggestedMapping: ColumnMapping;
  mapping: ColumnMapping | null;
  createMissing: boolean;
  counts: ImportCounts;
  /** Why it failed or cannot be committed, in the caller's language. */
  error: string | null;
  createdAt: string;
}

export interface ImportRow {
  /** The sheet's row number (header = 1). */
  rowNumber: number;
  values: Partial<Record<EmployeeField, string>>;
  errors: Partial<Record<string, string[]>>;
  outcome: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const IMPORT_PATH = '/api/admin/employee/import';
export const TEMPLATE_URL = `${IMPORT_PATH}/template`;
export const resultUrl = (id: string) => `${IMPORT_PATH}/${encodeURIComponent(id)}/result`;

const at = (id: string, rest = '') => `${IMPORT_PATH}/${encodeURIComponent(id)}${rest}`;
const json = (body: unknown) => ({ body: JSON.stringify(body) });

/** The import's calls, as data provider methods (react-admin signs out on a 401 of any). */
export const importMethods = (http: HttpClient) => ({
  uploadImport: async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await http(IMPORT_PATH, { method: 'POST', body: form })).json as {
      id: string;
      status: ImportStatus;
    };
  },
  listImports: async (page = 1, pageSize = 5) =>
    (await http(`${IMPORT_PATH}?page=${page}&pageSize=${pageSize}`)).json as Page<ImportView>,
  getImport: async (id: string) => (await http(at(id))).json as ImportView,
  associateImport: async (
    id: string,
    mapping: Record<string, string | null>,
    createMissing: boolean,
  ) =>
    (await http(at(id, '/association'), { method: 'PUT', ...json({ mapping, createMissing }) }))
      .json as ImportView,
  getImportRows: async (id: string, { invalid = true, page = 1, pageSize = 10 } = {}) =>
    (await http(at(id, `/rows?invalid=${invalid}&page=${page}&pageSize=${pageSize}`)))
      .json as Page<ImportRow>,
  editImportRow: async (id: string, rowNumber: number, values: Record<string, string | null>) =>
    (await http(at(id, `/rows/${rowNumber}`), { method: 'PUT', ...json({ values }) }))
      .json as ImportRow,
  commitImport: async (id: string) =>
    (await http(at(id, '/commit'), { method: 'POST', body: '{}' })).json as {
      id: string;
      status: ImportStatus;
    },
});

export type ImportMethods = ReturnType<typeof importMethods>;
