import { isTemplateExample } from './import-template';
import { LocalizedMessage } from '../common/http/app-exceptions';
import {
  normalizeCpfCell,
  normalizeEmail,
  normalizePhoneCell,
  normalizeRg,
  parseChannel,
  parseDay,
  TEXT_MAX,
} from '../employee/employee-fields';
import { EmployeeField, IDENTIFIER_FIELDS } from '../employee/employee-field.model';

/** A row as the admin sees and edits it: text by field. */
export type RowValues = Partial<Record<EmployeeField, string>>;
export type RowErrors = Partial<Record<EmployeeField, LocalizedMessage[]>>;

/** A row ready for the employee table: normalized, or null where empty. */
export interface CheckedRow {
  name: string | null;
  email: string | null;
  cellPhone: string | null;
  cpf: string | null;
  rg: string | null;
  birthDate: string | null;
  admissionDate: string | null;
  jobTitle: string | null;
  organization: string | null;
  department: string | null;
  preferredChannel: 'email' | 'sms' | 'whatsapp' | null;
}

const SHEET_DAY = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/**
 * The checks one row can pass on its own (spec §5): CPF check digits, RG digits only, dates
 * dd/mm/yyyy, e-mail, phone, lengths and the at-least-one rule. Checks across rows and against
 * the company's people run in SQL over the whole import.
 */
export function checkRow(values: RowValues): { row: CheckedRow; errors: RowErrors | null } {
  const errors: RowErrors = {};
  const fail = (field: EmployeeField, message: LocalizedMessage) =>
    (errors[field] ??= []).push(message);
  const text = (field: EmployeeField): string | null => {
    const value = values[field]?.trim() || null;
    if (value && value.length > TEXT_MAX)
      fail(field, { key: 'validation.maxLength', params: { max: TEXT_MAX } });
    return value;
  };
  const normalized = <T>(
    field: EmployeeField,
    normalize: (value: string) => T | undefined,
    key: LocalizedMessage['key'],
  ): T | null => {
    const value = values[field]?.trim();
    if (!value) return null;
    const result = normalize(value);
    if (result === undefined) fail(field, { key });
    return result ?? null;
  };
  const day = (value: string) => (SHEET_DAY.test(value) ? parseDay(value) : undefined);

  const row: CheckedRow = {
    name: text('name'),
    email: normalized('email', normalizeEmail, 'validation.email'),
    cellPhone: normalized('cellPhone', normalizePhoneCell, 'validation.phone'),
    cpf: normalized('cpf', normalizeCpfCell, 'validation.cpf'),
    rg: normalized('rg', normalizeRg, 'validation.rg'),
    birthDate: normalized('birthDate', day, 'validation.dateFormat'),
    admissionDate: normalized('admissionDate', day, 'validation.dateFormat'),
    jobTitle: text('jobTitle'),
    organization: text('organization'),
    department: text('department'),
    preferredChannel: normalized('preferredChannel', parseChannel, 'import.unknownChannel'),
  };
  if (!row.name) fail('name', { key: 'validation.required' });
  if (isTemplateExample(row)) fail('name', { key: 'import.exampleRow' });
  if (IDENTIFIER_FIELDS.every((field) => !values[field]?.trim())) {
    for (const field of IDENTIFIER_FIELDS) fail(field, { key: 'employee.identifierRequired' });
  }
  return { row, errors: Object.keys(errors).length ? errors : null };
}
