import type { importPtBR } from './messages.pt-BR';

export const importEnUS: Record<keyof typeof importPtBR, string> = {
  'import.unknownChannel': 'Unknown channel: use e-mail, SMS or WhatsApp.',
  'import.unreadable':
    'The spreadsheet could not be read. Check that the file is not damaged or password-protected.',
  'import.noRows': 'The spreadsheet has no data rows below the header.',
  'import.tooManyRows': 'The spreadsheet has more than {max} data rows.',
  'import.wrongStatus': 'This import is not at the step that allows this action.',
  'import.alreadyCommitted': 'This import has already been confirmed.',
  'import.unknownHeader': 'This column is not in the spreadsheet.',
  'import.fieldTwice': 'The field {field} is mapped to more than one column.',
  'import.nameColumn': 'Map a column to the name.',
  'import.identifierColumn': 'Map at least one column to e-mail, cell phone or CPF.',
  'import.duplicateInFile': 'Value repeated in the spreadsheet (rows {rows}).',
  'import.identifierTaken': 'Already belongs to someone else registered in this company.',
  'import.identifiersConflict':
    'The registration data in this row belong to different people already registered.',
  'import.unknownDepartment': 'Department not registered.',
  'import.unknownOrganization': 'Organization not registered.',
  'import.limitExceeded':
    'The import would bring the company to {total} active employees; its plan allows {limit}.',
  'import.stalled': 'Processing was interrupted several times. Upload the spreadsheet again.',
  'import.failed.parse':
    'Reading the spreadsheet could not be finished. Upload the file again; if it fails again, open it in your spreadsheet program, save it once more and upload it.',
  'import.failed.validate':
    'Checking the rows could not be finished. Upload the spreadsheet again.',
  'import.failed.commit':
    'The confirmation could not be finished and no employee was saved. Upload the spreadsheet again.',
  'import.outcome.created': 'Created',
  'import.outcome.updated': 'Updated',
  'import.outcome.unchanged': 'Unchanged',
  'import.outcome.rejected': 'Rejected',
  'import.templateName': 'employee-import-template',
  'import.exampleRow':
    "This is the template's example row. Delete it or replace its data with a person's.",
  'import.template.sheetPeople': 'Employees',
  'import.template.sheetNotes': 'Instructions',
  'import.template.column': 'Column',
  'import.template.takes': 'What to fill in',
  'import.template.required': 'Required',
  'import.template.yes': 'Yes',
  'import.template.no': 'No',
  'import.template.oneOfThree': 'At least one of e-mail, cell phone or CPF',
  'import.template.intro':
    'One person per row, from row 2 on. Row 2 is an example: delete or replace it. Blank rows are ignored; people already registered (same CPF, e-mail or cell phone) are updated, and empty cells keep what is recorded.',
  'import.template.note.name': "The person's full name, up to 200 characters.",
  'import.template.note.email': 'The e-mail where the person receives survey invitations.',
  'import.template.note.cellPhone':
    'Cell phone with area code, with or without +55 (e.g. +55 11 91234-5678); receives codes by SMS.',
  'import.template.note.cpf': 'CPF with or without punctuation; its check digits are verified.',
  'import.template.note.rg': 'Digits only.',
  'import.template.note.birthDate': 'A date as dd/mm/yyyy.',
  'import.template.note.admissionDate': 'A date as dd/mm/yyyy.',
  'import.template.note.jobTitle': 'Job title or role, up to 200 characters.',
  'import.template.note.organization':
    'The organization (unit, branch) by name; one that does not exist is created on import, if you allow it.',
  'import.template.note.department':
    'The department by name; one that does not exist is created on import, if you allow it.',
  'import.template.note.preferredChannel':
    'How invitations reach the person: E-mail, SMS or WhatsApp. Blank: the first contact the person has (e-mail, then SMS).',
  'import.template.example.name': 'Maria da Silva (example)',
  'import.template.example.jobTitle': 'Human Resources Analyst',
  'import.template.example.organization': 'Head office',
  'import.template.example.department': 'Human Resources',
  'import.column.row': 'Row',
  'import.column.outcome': 'Outcome',
  'import.column.messages': 'Messages',
};
