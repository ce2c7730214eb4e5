import ShieldIcon from '@mui/icons-material/Shield';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { HelpHtml } from '../../library/HelpHtml';
import { useRespondentText } from './useRespondentText';

/**
 * The consent step respondents see before sensitive questions (LGPD art. 11): the server's
 * versioned text and the two choices. Declining hides the sensitive questions.
 */
export function ConsentPreview({
  text,
  version,
  language,
  onChoose,
}: {
  text: string;
  version: string;
  language: string;
  onChoose: (given: boolean) => void;
}) {
  const words = useRespondentText(language);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="preview-consent-title"
      lang={language}
      sx={{ p: 3, borderColor: 'warning.main', borderWidth: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: '#8a4b00' }}>
        <ShieldIcon fontSize="small" />
        <Typography variant="overline">{words('consent_badge')}</Typography>
      </Stack>
      <Typography id="preview-consent-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {words('consent_title')}
      </Typography>
      <HelpHtml html={text} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {words('consent_version', { version })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={() => onChoose(true)}>
          {words('consent_give')}
        </Button>
        <Button variant="outlined" onClick={() => onChoose(false)}>
          {words('consent_decline')}
        </Button>
      </Box>
    </Paper>
  );
}
