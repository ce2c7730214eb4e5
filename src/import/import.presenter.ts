import { LanguageCode } from '../common/i18n/languages';
import { translate } from '../common/i18n/translate';
import { EMPLOYEE_FIELDS, EmployeeField } from '../employee/employee-field.model';
import { StagedRow } from './import-row.repository';
import { ImportDto, ImportRowDto } from './import.dto';
import { EmployeeImport } from './import.entity';
import { RowErrors } from './row-checks';

/** A column's name in the language: an employee field by its label, any other as it is. */
export function fieldLabel(language: LanguageCode, field: string): string {
  return (EMPLOYEE_FIELDS as readonly string[]).includes(field)
    ? translate(language, `employee.field.${field as EmployeeField}`)
    : field;
}

function translateErrors(errors: RowErrors, language: LanguageCode): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      (messages ?? []).map((message) => translate(language, message.key, message.params)),
    ]),
  );
}

export function presentRow(row: StagedRow, language: LanguageCode): ImportRowDto {
  return {
    rowNumber: row.rowNumber,
    values: row.values as Record<string, string>,
    errors: translateErrors(row.errors, language),
    outcome: row.outcome,
  };
}

export function present(record: EmployeeImport, language: LanguageCode): ImportDto {
  return {
    id: record.id,
    status: record.status,
    progress: record.progress,
    fileName: record.fileName,
    headers: record.headers,
    suggestedMapping: record.suggestedMapping,
    mapping: record.mapping,
    createMissing: record.createMissing,
    counts: {
      total: record.total,
      valid: record.valid,
      invalid: record.invalid,
      created: record.created,
      updated: record.updated,
      unchanged: record.unchanged,
      rejected: record.rejected,
    },
    error: record.error ? translate(language, record.error.key, record.error.params) : null,
    createdAt: record.createdAt,
  };
}
