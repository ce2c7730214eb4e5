import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useDashboardData } from '../common/useReferenceData';
import { LANGUAGES } from '../i18n/languages';

/**
 * Before sending: which languages the survey's people may read that some questions lack. Those
 * questions show in Portuguese to them, so the administrator can add the texts first.
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
        {gaps.languages.map((gap) => (
          <li key={gap.language}>
            {translate(
              gap.people
                ? 'resources.survey.confirm.gap_people'
                : 'resources.survey.confirm.gap_visitors',
              {
                language:
                  LANGUAGES.find((language) => language.code === gap.language)?.name ??
                  gap.language,
                smart_count: gap.questions,
                people: gap.people,
              },
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
