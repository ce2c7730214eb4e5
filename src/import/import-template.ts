import { LanguageCode } from '../common/i18n/languages';
import { MessageKey } from '../common/i18n/messages.pt-BR';
import { translate } from '../common/i18n/translate';
import { writeWorkbook } from '../common/spreadsheet/spreadsheet-writer';
import {
  EMPLOYEE_FIELDS,
  EmployeeField,
  IDENTIFIER_FIELDS,
} from '../employee/employee-field.model';

/**
 * The template's example person. Its CPF (valid, and well known as an example) and its e-mail
 * (a domain reserved for examples) mark a row left in by mistake, which the import refuses.
 */
const EXAMPLE = {
  email: 'maria.silva@example.com',
  cellPhone: '+55 11 91234-5678',
  cpf: '529.982.247-25',
  rg: '123456789',
  birthDate: '15/03/1990',
  admissionDate: '01/02/2021',
  preferredChannel: 'WhatsApp',
};

const EXAMPLE_CPF = EXAMPLE.cpf.replace(/\D/g, '');

/** A row that still is the template's example: not a person to import. */
export function isTemplateExample(row: { cpf: string | null; email: string | null }): boolean {
  return row.cpf === EXAMPLE_CPF && row.email === EXAMPLE.email;
}

/**
 * The import template in the admin's language: the people sheet (headers the import recognizes,
 * then one example row), and a sheet that says what each column takes and which are required.
 */
export function importTemplate(language: LanguageCode): { fileName: string; content: Buffer } {
  const t = (key: MessageKey) => translate(language, key);
  const headers = EMPLOYEE_FIELDS.map((field) => t(`employee.field.${field}`));
  const example = EMPLOYEE_FIELDS.map((field) => exampleValue(field, t));
  const required = (field: EmployeeField) =>
    field === 'name'
      ? t('import.template.yes')
      : (IDENTIFIER_FIELDS as readonly string[]).includes(field)
        ? t('import.template.oneOfThree')
        : t('import.template.no');
  const notes = [
    [t('import.template.intro')],
    [],
    [t('import.template.column'), t('import.template.takes'), t('import.template.required')],
    ...EMPLOYEE_FIELDS.map((field, index) => [
      headers[index],
      t(`import.template.note.${field}`),
      required(field),
    ]),
  ];
  return {
    fileName: `${t('import.templateName')}.xlsx`,
    content: writeWorkbook([
      {
        name: t('import.template.sheetPeople'),
        rows: [headers, example],
        widths: headers.map(() => 24),
      },
      { name: t('import.template.sheetNotes'), rows: notes, widths: [24, 90, 36] },
    ]),
  };
}

function exampleValue(field: EmployeeField, t: (key: MessageKey) => string): string {
  switch (field) {
    case 'name':
    case 'jobTitle':
    case 'organization':
    case 'department':
      return t(`import.template.example.${field}`);
    default:
      return EXAMPLE[field];
  }
}
