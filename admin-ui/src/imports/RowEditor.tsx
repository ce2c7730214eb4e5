import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ImportRow } from './import.api';
import type { EmployeeField } from '@shared/employee-fields';
import { errorText } from '../providers/httpClient';
import { useImportApi } from './useImport';

const PLACEHOLDERS: Partial<Record<EmployeeField, string>> = {
  birthDate: 'resources.employee.placeholders.date',
  admissionDate: 'resources.employee.placeholders.date',
  cpf: '999.999.999-99',
  cellPhone: '+55 99 99999-9999',
};

/**
 * One invalid row of the sheet, editable in place: its messages on their fields, and a save
 * that has the server check the row again (and the sheet, for repeated values).
 */
export function RowEditor({
  importId,
  row,
  fields,
  onSaved,
}: {
  importId: string;
  row: ImportRow;
  fields: EmployeeField[];
  onSaved: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useImportApi();
  const [values, setValues] = useState<Record<string, string>>(
    () => ({ ...row.values }) as Record<string, string>,
  );
  const changed = fields.filter((field) => (values[field] ?? '') !== (row.values[field] ?? ''));
  const save = useMutation({
    mutationFn: () =>
      api.editImportRow(
        importId,
        row.rowNumber,
        Object.fromEntries(changed.map((field) => [field, values[field]?.trim() || null])),
      ),
    onSuccess: async (checked) => {
      const fixed = !Object.keys(checked.errors).length;
      notify(fixed ? 'import.edition.row_fixed' : 'import.edition.row_still_invalid', {
        type: fixed ? 'success' : 'warning',
        messageArgs: { row: row.rowNumber },
      });
      await onSaved();
    },
  });
  const label = translate('import.edition.row', { row: row.rowNumber });
  // Messages of fields the row does not show (none expected) still deserve a line.
  const others = Object.entries(row.errors).filter(
    ([field]) => !fields.includes(field as EmployeeField),
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: 2, borderColor: 'error.light' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {label}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {fields.map((field) => {
          const messages = row.errors[field];
          return (
            <TextField
              key={field}
              size="small"
              label={translate(`resources.employee.fields.${field}`)}
              value={values[field] ?? ''}
              placeholder={
                PLACEHOLDERS[field]
                  ? translate(PLACEHOLDERS[field], { _: PLACEHOLDERS[field] })
                  : undefined
              }
              error={!!messages?.length}
              helperText={messages?.join(' ') || ' '}
              onChange={(event) =>
                setValues((current) => ({ ...current, [field]: event.target.value }))
              }
            />
          );
        })}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="outlined" disabled={!changed.length || save.isPending}>
            {translate('import.edition.save_row')}
          </Button>
          {others.map(([field, messages]) => (
            <Typography key={field} variant="body2" color="error">
              {field}: {messages?.join(' ')}
            </Typography>
          ))}
        </Box>
      </Box>
      {save.error && (
        <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {errorText(save.error)}
        </Alert>
      )}
    </Paper>
  );
}
