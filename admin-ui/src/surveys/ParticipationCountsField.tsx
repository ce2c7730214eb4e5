import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Survey } from './survey.api';

/** Answered, partly answered and not started (of those invited), and visitors by code. */
export function ParticipationCountsField() {
  const translate = useTranslate();
  const record = useRecordContext<Survey>();
  if (!record || record.status === 'draft') return null;
  const { counts } = record;
  return (
    <Stack sx={{ gap: 0.25 }}>
      <Typography variant="body2">
        {translate('resources.survey.counts.answered_of', {
          answered: counts.answered,
          total: counts.total,
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {[
          translate('resources.survey.counts.partially', { smart_count: counts.partiallyAnswered }),
          translate('resources.survey.counts.not_started', { smart_count: counts.notStarted }),
          translate('resources.survey.counts.visitors', { smart_count: counts.visitors }),
        ].join(' · ')}
      </Typography>
    </Stack>
  );
}
