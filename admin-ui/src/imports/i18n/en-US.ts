import type { SameKeys } from '../../i18n/ra/types';
import type { importPtBR } from './pt-BR';

export const importEnUS: SameKeys<typeof importPtBR> = {
  steps: {
    upload: 'Upload spreadsheet',
    association: 'Match columns',
    edition: 'Review rows',
    done: 'Done',
  },
  status: {
    parsing: 'Reading the spreadsheet',
    'awaiting-association': 'Awaiting column matching',
    validating: 'Validating',
    'awaiting-edition': 'Awaiting corrections',
    ready: 'Ready to import',
    committing: 'Importing',
    done: 'Done',
    failed: 'Failed',
  },
  progress: {
    parsing: 'Reading the spreadsheet…',
    validating: 'Validating the rows…',
    committing: 'Importing the employees…',
  },
  rules: {
    format:
      'An .xls, .xlsx or .csv file (split by ; or ,) of up to 5 MB, with the column names in the first row.',
    text: 'All data as text.',
    rg: 'RG with digits only.',
    dates: 'Dates in the format dd/mm/yyyy.',
    blank: 'Blank rows are removed.',
  },
  upload: {
    title: 'Import employees',
    intro:
      'Upload a spreadsheet with one employee per row: the template or your own spreadsheet. Its columns are matched to the registration fields in the next step.',
    template: 'Download the template (.xlsx)',
    choose: 'Choose spreadsheet',
    none_chosen: 'No file chosen',
    send: 'Upload spreadsheet',
    sending: 'Uploading…',
    wrong_type: 'Choose an .xls, .xlsx or .csv spreadsheet.',
    too_large: 'The spreadsheet must be 5 MB or smaller.',
    empty: 'The file is empty.',
    failed: 'Could not read %{fileName}.',
  },
  recent: {
    title: 'Recent imports',
    file: 'File',
    date: 'Uploaded on',
    status: 'Status',
    rows: 'Rows',
    resume: 'Continue',
    see: 'See result',
  },
  association: {
    title: 'Match columns',
    intro:
      'Choose the registration field of each column of %{fileName}. Suggestions come from the column names; columns without a field are not imported.',
    suggested: 'Automatic suggestion',
    ignore: 'Do not import',
    create_missing:
      'Create the departments and organizations of the spreadsheet that do not exist yet',
    field_twice: 'This field is already matched to another column.',
    name_required: 'Match a column to the name.',
    identifier_required: 'Match at least one e-mail, cell phone or CPF column.',
    submit: 'Validate the rows',
  },
  actions: { back: 'Back' },
  edition: {
    title: 'Review the import',
    counts: 'Spreadsheet rows',
    change_association: 'Change the column matching',
    commit: 'Import %{smart_count} valid row |||| Import %{smart_count} valid rows',
    confirm_title: 'Import without the rows with errors?',
    confirm_content:
      '%{smart_count} row with errors will not be imported; it is listed with the reason in the result file. |||| %{smart_count} rows with errors will not be imported; they are listed with the reason in the result file.',
    all_valid: 'Every row of the spreadsheet is valid.',
    invalid_title: '%{smart_count} row with errors |||| %{smart_count} rows with errors',
    invalid_help:
      'Fix the fields shown and save: the row is validated again at once. Rows left unfixed are not imported.',
    row: 'Row %{row}',
    save_row: 'Save and validate',
    row_fixed: 'Row %{row} fixed',
    row_still_invalid: 'Row %{row} still has errors',
  },
  counts: {
    total: 'Rows: %{count}',
    valid: 'Valid: %{count}',
    invalid: 'With errors: %{count}',
  },
  result: {
    title: 'Import complete',
    intro: 'Result of the import of %{fileName}:',
    created: 'Created',
    updated: 'Updated',
    unchanged: 'Unchanged',
    rejected: 'Rejected',
    download: 'Download the result (.xlsx)',
    employees: 'See employees',
    again: 'New import',
  },
};
