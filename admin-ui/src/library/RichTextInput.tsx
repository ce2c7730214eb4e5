import { FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useInput, useTranslate } from 'react-admin';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * Rich-text help (a react-admin input). The editor is a chunk of its own, fetched when the
 * first one shows; the server sanitizes what it receives.
 */
export function RichTextInput({
  source,
  label,
  helperText,
  disabled,
}: {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source });
  const error = fieldState.error?.message;
  const helpId = `${id}-help`;
  return (
    <FormControl fullWidth margin="dense" error={!!error}>
      <FormLabel id={`${id}-label`} sx={{ mb: 0.5, fontSize: '0.85rem' }}>
        {translate(label)}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={112} />}>
        <RichTextEditor
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelledBy={`${id}-label`}
          describedBy={helpId}
          invalid={!!error}
          disabled={disabled}
        />
      </Suspense>
      <FormHelperText id={helpId}>
        {error ? translate(error, { _: error }) : helperText ? translate(helperText) : ' '}
      </FormHelperText>
    </FormControl>
  );
}
