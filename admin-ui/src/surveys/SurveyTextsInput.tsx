import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';
import { CONTENT_LANGUAGES, REFERENCE_LANGUAGE } from '../library/question.model';
import { RichTextInput } from '../library/RichTextInput';
import type { SurveyTexts } from './survey.api';
import { SURVEY_TEXT_LIMITS, textsLacking } from './surveyForm';

const languageName = (code: LanguageCode) =>
  LANGUAGES.find((language) => language.code === code)?.name ?? code;

/**
 * The survey's title, invitation, introduction and closing, one tab per language. Empty texts
 * fall back to Portuguese, and Portuguese ones to the product's, which the helper texts say; a
 * tab is marked when it lacks a text respondents would then read in Portuguese.
 */
export function SurveyTextsInput() {
  const translate = useTranslate();
  const [tab, setTab] = useState<LanguageCode>(REFERENCE_LANGUAGE);
  const texts = useWatch({ name: 'texts' }) as SurveyTexts | undefined;
  const { errors } = useFormState({ name: 'texts' });
  const textErrors = (errors.texts ?? {}) as Partial<Record<LanguageCode, unknown>>;
  const help = (field: string, code: LanguageCode) =>
    code === REFERENCE_LANGUAGE
      ? `resources.survey.texts.${field}_help`
      : 'resources.survey.texts.fallback_help';

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: LanguageCode) => setTab(value)}
        aria-label={translate('resources.survey.texts.languages')}
        variant="scrollable"
      >
        {CONTENT_LANGUAGES.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`survey-texts-tab-${code}`}
            aria-controls={`survey-texts-panel-${code}`}
            label={`${languageName(code)}${textsLacking(texts, code).length ? ` · ${translate('resources.survey.texts.missing')}` : ''}`}
            sx={textErrors[code] ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {CONTENT_LANGUAGES.map((code) => (
        <Box
          key={code}
          role="tabpanel"
          id={`survey-texts-panel-${code}`}
          aria-labelledby={`survey-texts-tab-${code}`}
          hidden={tab !== code}
          sx={{ pt: 2 }}
        >
          <TextInput
            source={`texts.${code}.title`}
            label={translate('resources.survey.texts.title', { language: languageName(code) })}
            helperText={help('title', code)}
            slotProps={{ htmlInput: { maxLength: SURVEY_TEXT_LIMITS.title } }}
            fullWidth
          />
          <TextInput
            source={`texts.${code}.invitation`}
            label={translate('resources.survey.texts.invitation', {
              language: languageName(code),
            })}
            helperText={help('invitation', code)}
            multiline
            minRows={2}
            fullWidth
          />
          <RichTextInput
            source={`texts.${code}.introduction`}
            label={translate('resources.survey.texts.introduction', {
              language: languageName(code),
            })}
            helperText={help('introduction', code)}
          />
          <RichTextInput
            source={`texts.${code}.closing`}
            label={translate('resources.survey.texts.closing', { language: languageName(code) })}
            helperText={help('closing', code)}
          />
        </Box>
      ))}
    </Box>
  );
}
