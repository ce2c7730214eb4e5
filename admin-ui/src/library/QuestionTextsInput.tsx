import { Box, Paper, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LanguageCode } from '@shared/languages';
import { HelpHtml } from './HelpHtml';
import { LanguageTabs, languageName } from './LanguageTabs';
import { REFERENCE_LANGUAGE } from './question.model';
import { RichTextInput } from './RichTextInput';

/**
 * The question's text and help in each language, one tab each. pt-BR is required; beside the
 * other languages its text shows as "Referência base", the one to translate from.
 */
export function QuestionTextsInput() {
  const translate = useTranslate();
  const texts = useWatch({ name: 'texts' }) as
    Partial<Record<LanguageCode, { text?: string; description?: string }>> | undefined;

  return (
    <LanguageTabs
      idPrefix="question"
      label={translate('library.texts.languages')}
      mark={(code) =>
        texts?.[code]?.text?.trim()
          ? ''
          : code === REFERENCE_LANGUAGE
            ? ' *'
            : ` · ${translate('library.texts.missing')}`
      }
    >
      {(code) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: code === REFERENCE_LANGUAGE ? '1fr' : { md: '1fr 1fr' },
          }}
        >
          {code !== REFERENCE_LANGUAGE && <Reference text={texts?.[REFERENCE_LANGUAGE]} />}
          <Box>
            <TextInput
              source={`texts.${code}.text`}
              label={translate('library.texts.text', { language: languageName(code) })}
              multiline
              fullWidth
              helperText={
                code === REFERENCE_LANGUAGE
                  ? 'library.texts.reference_help'
                  : 'library.texts.translation_help'
              }
            />
            <RichTextInput
              source={`texts.${code}.description`}
              label={translate('library.texts.description', { language: languageName(code) })}
              helperText="library.texts.description_help"
            />
          </Box>
        </Box>
      )}
    </LanguageTabs>
  );
}

/** The pt-BR text and help, read-only, to translate from. */
function Reference({ text }: { text?: { text?: string; description?: string } }) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={translate('library.texts.reference')}
      sx={{ p: 2, bgcolor: 'grey.50', alignSelf: 'start' }}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        {translate('library.texts.reference')}
      </Typography>
      <Typography variant="body1" lang="pt-BR">
        {text?.text?.trim() || translate('library.texts.reference_empty')}
      </Typography>
      <HelpHtml html={text?.description} sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }} />
    </Paper>
  );
}
