import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPLOYEE_FIELDS, type EmployeeField } from '@shared/employee-fields';

/**
 * The field one spreadsheet column goes to, labelled by the column's header. A problem seen
 * here is a catalogue key; the server's refusals come as messages already translated.
 */
export function ColumnSelect({
  header,
  value,
  suggested,
  problem,
  serverErrors,
  onChange,
}: {
  header: string;
  value: EmployeeField | '';
  suggested?: EmployeeField;
  problem?: string;
  serverErrors?: string[];
  onChange: (field: EmployeeField | '') => void;
}) {
  const translate = useTranslate();
  const error = problem ? translate(problem) : serverErrors?.join(' ');
  const help =
    error || (suggested && suggested === value ? translate('import.association.suggested') : ' ');
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={header}
      value={value}
      error={!!error}
      helperText={help}
      // "Do not import" is a value too: shown, with the label kept above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value as EmployeeField | '')}
    >
      <MenuItem value="">
        <em>{translate('import.association.ignore')}</em>
      </MenuItem>
      {EMPLOYEE_FIELDS.map((field) => (
        <MenuItem key={field} value={field}>
          {translate(`resources.employee.fields.${field}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
