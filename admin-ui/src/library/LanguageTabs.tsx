import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';
import { CONTENT_LANGUAGES, REFERENCE_LANGUAGE } from './question.model';

export const languageName = (code: LanguageCode) =>
  LANGUAGES.find((language) => language.code === code)?.name ?? code;

/**
 * A form's `texts`, one tab per content language, Portuguese open first. A tab turns red while
 * its language's texts have an error, so that an error in a hidden panel is still seen.
 */
export function LanguageTabs({
  idPrefix,
  label,
  mark,
  children,
}: {
  /** Ties each tab to its panel: `{idPrefix}-tab-{code}` and `{idPrefix}-panel-{code}`. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  /** What follows the language's name on its tab, such as that a text is still missing. */
  mark: (code: LanguageCode) => string;
  children: (code: LanguageCode) => ReactNode;
}) {
  const [tab, setTab] = useState<LanguageCode>(REFERENCE_LANGUAGE);
  const { errors } = useFormState({ name: 'texts' });
  const textErrors = (errors.texts ?? {}) as Partial<Record<LanguageCode, unknown>>;

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: LanguageCode) => setTab(value)}
        aria-label={label}
        variant="scrollable"
      >
        {CONTENT_LANGUAGES.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`${idPrefix}-tab-${code}`}
            aria-controls={`${idPrefix}-panel-${code}`}
            label={`${languageName(code)}${mark(code)}`}
            sx={textErrors[code] ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {CONTENT_LANGUAGES.map((code) => (
        <Box
          key={code}
          role="tabpanel"
          id={`${idPrefix}-panel-${code}`}
          aria-labelledby={`${idPrefix}-tab-${code}`}
          hidden={tab !== code}
          sx={{ pt: 2 }}
        >
          {children(code)}
        </Box>
      ))}
    </Box>
  );
}
