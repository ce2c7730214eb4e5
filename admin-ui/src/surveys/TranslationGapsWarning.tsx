import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';
import { LANGUAGES } from '../i18n/languages';

/**
 * Before sending: which languages the survey's people may read
 * that some questions or some of the survey's own texts lack. Those show in Portuguese to them,
 * so the administrator can add the texts first.
 */
export function TranslationGapsWarning({ surveyId }: { surveyId: string }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const { data: gaps } = useQuery({
    queryKey: ['survey', 'translation-gaps', surveyId],
    queryFn: () => data.getTranslationGaps(surveyId),
  });
  if (!gaps?.languages.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('resources.survey.confirm.gaps_title')}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {gaps.languages.map((gap) => {
          const language =
            LANGUAGES.find((known) => known.code === gap.language)?.name ?? gap.language;
          return (
            <li key={gap.language}>
              {gap.questions > 0 &&
                translate(
                  gap.people
                    ? 'resources.survey.confirm.gap_people'
                    : 'resources.survey.confirm.gap_visitors',
                  { language, smart_count: gap.questions, people: gap.people },
                )}
              {gap.questions > 0 && gap.texts.length > 0 && ' '}
              {gap.texts.length > 0 &&
                translate('resources.survey.confirm.gap_texts', {
                  language,
                  texts: gap.texts
                    .map((field) => translate(`resources.survey.texts.names.${field}`))
                    .join(', '),
                })}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
