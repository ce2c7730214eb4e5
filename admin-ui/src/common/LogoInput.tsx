import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Spec §5 / DESIGN §5: PNG or JPG, at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/** The company logo: the current one, and a preview of a newly chosen file. */
export function LogoInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<{ logoUrl?: string | null }>();
  const chosen = useWatch({ name: 'logo' });
  return (
    <Box sx={{ width: '100%' }}>
      {record?.logoUrl && !chosen && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" component="p">
            {translate('app.logo.current')}
          </Typography>
          <img
            src={record.logoUrl}
            alt={translate('app.logo.alt')}
            style={{ maxHeight: 80, maxWidth: 240, objectFit: 'contain' }}
          />
        </Box>
      )}
      <ImageInput
        source="logo"
        accept={ACCEPT}
        maxSize={LOGO_MAX_BYTES}
        helperText="app.logo.help"
        inputProps={{ 'aria-label': translate('resources.company.fields.logo') }}
        options={{ onDropRejected: () => notify('app.logo.rejected', { type: 'error' }) }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
}
