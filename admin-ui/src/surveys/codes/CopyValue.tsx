import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography, type SxProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Where a person with a code types it, on the portal this dashboard is served beside. */
export const codeEntryUrl = (code?: string) =>
  `${window.location.origin}/access-code${code ? `?code=${encodeURIComponent(code)}` : ''}`;

/** The portal in kiosk mode on a shared tablet: one person after another with the same code. */
export const kioskUrl = (code: string) =>
  `${window.location.origin}/kiosk?code=${encodeURIComponent(code)}`;

/**
 * A value to hand on (a code, a link) with a button that copies it; the result is announced,
 * and a refused clipboard says to copy by hand, as the value stays selectable.
 */
export function CopyValue({
  value,
  label,
  copyLabel,
  copiedLabel,
  sx,
}: {
  value: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
  sx?: SxProps;
}) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          component="output"
          aria-label={translate(label)}
          sx={{ userSelect: 'all', overflowWrap: 'anywhere', ...sx }}
        >
          {value}
        </Typography>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate(copyLabel)}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={copied === 'failed' ? 'error' : 'success.main'}
      >
        {copied === 'yes'
          ? translate(copiedLabel)
          : copied === 'failed'
            ? translate('resources.survey.codes.copy_failed')
            : ''}
      </Typography>
    </Box>
  );
}
