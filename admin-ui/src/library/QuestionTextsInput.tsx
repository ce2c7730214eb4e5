import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LANGUAGES, type LanguageCode } from '@shared/languages';
import { HelpHtml } from './HelpHtml';
import { CONTENT_LANGUAGES, REFERENCE_LANGUAGE } from './question.model';
import { RichTextInput } from './RichTextInput';

const languageName = (code: LanguageCode) =>
  LANGUAGES.find((language) => language.code === code)?.name ?? code;

/**
 * The question's text and help in each language, one tab each. pt-BR is required; beside the
 * other languages its text shows as "Referência base", the one to translate from.
 */
export function QuestionTextsInput() {
  const translate = useTranslate();
  const [tab, setTab] = useState<LanguageCode>(REFERENCE_LANGUAGE);
  const texts = useWatch({ name: 'texts' }) as
    Partial<Record<LanguageCode, { text?: string; description?: string }>> | undefined;
  const { errors } = useFormState({ name: 'texts' });
  const textErrors = (errors.texts ?? {}) as Partial<Record<LanguageCode, unknown>>;

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: LanguageCode) => setTab(value)}
        aria-label={translate('library.texts.languages')}
        variant="scrollable"
      >
        {CONTENT_LANGUAGES.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`question-tab-${code}`}
            aria-controls={`question-panel-${code}`}
            label={`${languageName(code)}${texts?.[code]?.text?.trim() ? '' : code === REFERENCE_LANGUAGE ? ' *' : ` · ${translate('library.texts.missing')}`}`}
            sx={textErrors[code] ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {CONTENT_LANGUAGES.map((code) => (
        <Box
          key={code}
          role="tabpanel"
          id={`question-panel-${code}`}
          aria-labelledby={`question-tab-${code}`}
          hidden={tab !== code}
          sx={{ pt: 2 }}
        >
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
        </Box>
      ))}
    </Box>
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
