import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A new access code, shown this once: the server keeps only its hash, so it cannot be shown
 * again. A copy button puts it on the clipboard; closing needs a deliberate click.
 */
export function CodeShownOnceDialog({
  code,
  label,
  onClose,
}: {
  code: string;
  label?: string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open
      // Only the button closes it: a stray click outside must not lose the code.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="code-once-title"
      aria-describedby="code-once-warning"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="code-once-title">
        {translate('resources.survey.codes.created_title')}
      </DialogTitle>
      <DialogContent>
        <Alert id="code-once-warning" severity="warning" sx={{ mb: 2 }}>
          {translate('resources.survey.codes.shown_once')}
        </Alert>
        {label && (
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
          <Typography
            component="output"
            aria-label={translate('resources.survey.codes.code')}
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: 32,
              letterSpacing: 4,
              px: 2,
              py: 1,
              border: 2,
              borderColor: 'primary.main',
              borderRadius: 1,
              userSelect: 'all',
            }}
          >
            {code}
          </Typography>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
            {translate('resources.survey.codes.copy')}
          </Button>
        </Box>
        <Typography
          role="status"
          variant="body2"
          color={copied === 'failed' ? 'error' : 'success.main'}
        >
          {copied === 'yes'
            ? translate('resources.survey.codes.copied')
            : copied === 'failed'
              ? translate('resources.survey.codes.copy_failed')
              : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.survey.codes.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
