import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  ChipField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Survey } from './survey.api';

const formatInstant = (value: string | null, locale: string) =>
  value ? new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** What the survey is: its questionnaire, audience, anonymity, access, dates and reminders. */
export function SurveySummary() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const survey = useRecordContext<Survey>();
  if (!survey) return null;
  const audience = survey.audience;
  const datePhrase = (value: string | null, dated: string, undated: string) =>
    value
      ? translate(`resources.survey.summary.${dated}`, { date: formatInstant(value, locale) })
      : translate(`resources.survey.summary.${undated}`);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
    >
      <Fact label="resources.survey.fields.questionnaireId">
        <ReferenceField source="questionnaireId" reference="questionnaire" link="edit">
          <TextField source="name" />
        </ReferenceField>
        {survey.questionCount !== null && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('resources.survey.summary.frozen', { smart_count: survey.questionCount })}
          </Typography>
        )}
      </Fact>
      <Fact label="resources.survey.sections.audience">
        <Typography variant="body2">
          {translate(`resources.survey.audience.${audience.type}`)}
        </Typography>
        {audience.type !== 'all' && (
          <ReferenceArrayField
            source="audience.ids"
            reference={audience.type === 'departments' ? 'department' : 'organization'}
          >
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        )}
      </Fact>
      {survey.edition !== null && (
        <Fact label="resources.survey.fields.seriesId">
          <Typography variant="body2">
            {translate('resources.survey.edition.number', { edition: survey.edition })}
          </Typography>
        </Fact>
      )}
      <Fact label="resources.survey.sections.identity">
        <Typography variant="body2">
          {translate(`resources.survey.identity.${survey.anonymous ? 'anonymous' : 'identified'}`)}
        </Typography>
      </Fact>
      <Fact label="resources.survey.sections.access">
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {survey.accessModes.map((mode) => (
            <Chip key={mode} size="small" label={translate(`resources.survey.access.${mode}`)} />
          ))}
        </Stack>
      </Fact>
      <Fact label="resources.survey.sections.dates">
        <Typography variant="body2">
          {[
            datePhrase(survey.startsAt, 'starts_on', 'starts_on_sending'),
            datePhrase(survey.endsAt, 'ends_on', 'ends_when_closed'),
          ].join(' ')}
        </Typography>
      </Fact>
      <Fact label="resources.survey.sections.reminders">
        <Typography variant="body2">
          {survey.reminderIntervalDays
            ? translate('resources.survey.summary.reminders_every', {
                smart_count: survey.reminderIntervalDays,
              })
            : translate('resources.survey.summary.no_reminders')}
        </Typography>
      </Fact>
      {survey.sentAt && (
        <Fact label="resources.survey.fields.sentAt">
          <Typography variant="body2">{formatInstant(survey.sentAt, locale)}</Typography>
        </Fact>
      )}
      {survey.closedAt && (
        <Fact label="resources.survey.fields.closedAt">
          <Typography variant="body2">{formatInstant(survey.closedAt, locale)}</Typography>
        </Fact>
      )}
    </Box>
  );
}
