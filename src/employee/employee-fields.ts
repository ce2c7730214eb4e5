import { normalizeCpf, normalizeEmail, normalizePhone } from '../common/validation/brazil';

/** The fields of an employee, as named by the API and the spreadsheet association (DESIGN §3b). */
export const EMPLOYEE_FIELDS = [
  'name',
  'email',
  'cellPhone',
  'cpf',
  'rg',
  'birthDate',
  'admissionDate',
  'jobTitle',
  'organization',
  'department',
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

/** The identifiers an employee is found and signs in by; at least one is required. */
export const IDENTIFIER_FIELDS = ['email', 'cellPhone', 'cpf'] as const;

export const TEXT_MAX = 200;

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as stored (YYYY-MM-DD) from dd/mm/yyyy (the spreadsheet's and the screen's
 * form) or YYYY-MM-DD; undefined for anything else or a day that does not exist.
 */
export function parseDay(value: string): string | undefined {
  const text = value.trim();
  let day: number, month: number, year: number;
  const dmy = DAY_MONTH_YEAR.exec(text);
  const iso = ISO_DAY.exec(text);
  if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return undefined;
  if (year < 1900 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** dd/mm/yyyy for a stored day. */
export function formatDay(stored: string | null): string {
  if (!stored) return '';
  const [year, month, day] = stored.split('-');
  return `${day}/${month}/${year}`;
}

/** RG as stored: digits only (spec §5); surrounding spaces are forgiven, punctuation is not. */
export function normalizeRg(value: string): string | undefined {
  const text = value.trim();
  return /^\d{1,20}$/.test(text) ? text : undefined;
}

/**
 * A CPF typed into a number cell loses its leading zeros (012... becomes 12...); digits only
 * and shorter than eleven are padded back before the check digits are tested.
 */
export function normalizeCpfCell(value: string): string | undefined {
  const text = value.trim();
  return normalizeCpf(/^\d{9,10}$/.test(text) ? text.padStart(11, '0') : text);
}

export { normalizeEmail, normalizePhone };
