import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LanguageCode } from '../i18n/languages';
import { LanguageTabs, languageName } from '../library/LanguageTabs';
import { REFERENCE_LANGUAGE } from '../library/question.model';
import { RichTextInput } from '../library/RichTextInput';
import type { SurveyTexts } from './survey.api';
import { SURVEY_TEXT_LIMITS, textsLacking } from './surveyForm';

/**
 * The survey's title, invitation, introduction and closing, one tab per language. Empty texts
 * fall back to Portuguese, and Portuguese ones to the product's, which the helper texts say; a
 * tab is marked when it lacks a text respondents would then read in Portuguese.
 */
export function SurveyTextsInput() {
  const translate = useTranslate();
  const texts = useWatch({ name: 'texts' }) as SurveyTexts | undefined;
  const help = (field: string, code: LanguageCode) =>
    code === REFERENCE_LANGUAGE
      ? `resources.survey.texts.${field}_help`
      : 'resources.survey.texts.fallback_help';

  return (
    <LanguageTabs
      idPrefix="survey-texts"
      label={translate('resources.survey.texts.languages')}
      mark={(code) =>
        textsLacking(texts, code).length ? ` · ${translate('resources.survey.texts.missing')}` : ''
      }
    >
      {(code) => (
        <>
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
        </>
      )}
    </LanguageTabs>
  );
}
