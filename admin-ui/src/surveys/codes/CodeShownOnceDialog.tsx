import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { codeEntryUrl, CopyValue, kioskUrl } from './CopyValue';

/**
 * A new access code, shown this once: the server keeps only its hash, so it cannot be shown
 * again. The code and a link that opens the portal's code page with it filled in each have a
 * copy button; closing needs a deliberate click.
 */
export function CodeShownOnceDialog({
  code,
  label,
  kiosk = false,
  onClose,
}: {
  code: string;
  label?: string | null;
  /** A kiosk code: its link opens the portal in kiosk mode. */
  kiosk?: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
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
        <CopyValue
          value={code}
          label="resources.survey.codes.code"
          copyLabel="resources.survey.codes.copy"
          copiedLabel="resources.survey.codes.copied"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 32,
            letterSpacing: 4,
            px: 2,
            py: 1,
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 1,
          }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate(`resources.survey.codes.${kiosk ? 'kiosk_link_help' : 'link_help'}`)}
        </Typography>
        <CopyValue
          value={kiosk ? kioskUrl(code) : codeEntryUrl(code)}
          label="resources.survey.codes.link"
          copyLabel="resources.survey.codes.copy_link"
          copiedLabel="resources.survey.codes.link_copied"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.survey.codes.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
