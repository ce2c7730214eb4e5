import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useBasename, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../common/formatDate';
import { formatPercent } from '../../reports/reportQuery';
import type { Survey } from '../../surveys/survey.api';
import { HOME_SURVEY_LISTS } from './homeQueries';

/** Of the people invited, the share who answered (visitors by code are counted apart). */
export const responseRate = (survey: Survey) =>
  survey.counts.total ? (survey.counts.answered / survey.counts.total) * 100 : 0;

/**
 * The surveys running now, each with how many of the invited answered, and what the
 * administrator could do next: people to add, a first survey, a reminder, a report to read.
 */
export function ActiveSurveys({
  employeesDone,
  canReport,
}: {
  employeesDone: boolean;
  canReport: boolean;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const running = useGetList<Survey>('survey', HOME_SURVEY_LISTS.running);
  const ended = useGetList<Survey>('survey', HOME_SURVEY_LISTS.ended);
  const any = useGetList<Survey>('survey', HOME_SURVEY_LISTS.any);
  if (running.isPending) return <LinearProgress sx={{ mt: 2 }} />;
  const surveys = running.data ?? [];
  const steps = [
    !employeesDone && { text: translate('home.next.employees'), to: '/employee/import' },
    any.total === 0 && { text: translate('home.next.first_survey'), to: '/survey/create' },
    ...surveys
      .filter((survey) => survey.counts.total > 0 && responseRate(survey) < 50)
      .map((survey) => ({
        text: translate('home.next.remind', { name: survey.name }),
        to: `/survey/${encodeURIComponent(survey.id)}/show`,
      })),
    ...(canReport ? (ended.data ?? []) : []).map((survey) => ({
      text: translate('home.next.report', { name: survey.name }),
      to: `/survey/${encodeURIComponent(survey.id)}/report`,
    })),
  ].filter((step): step is { text: string; to: string } => !!step);

  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="home-surveys">
        <Typography id="home-surveys" variant="h6" component="h2">
          {translate('home.surveys.title')}
        </Typography>
        {surveys.length === 0 && (
          <Typography color="text.secondary">{translate('home.surveys.none')}</Typography>
        )}
        <List>
          {surveys.map((survey) => (
            <ListItem
              key={survey.id}
              divider
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <ListItemText
                sx={{ flex: '1 1 280px', minWidth: 0 }}
                primary={survey.name}
                secondary={
                  <>
                    <LinearProgress
                      variant="determinate"
                      value={responseRate(survey)}
                      sx={{ my: 0.75, height: 8, borderRadius: 4 }}
                      aria-label={survey.name}
                    />
                    {translate('home.surveys.rate', {
                      answered: survey.counts.answered,
                      invited: survey.counts.total,
                      rate: formatPercent(Math.round(responseRate(survey) * 10) / 10, locale),
                    })}
                    {survey.counts.visitors > 0 &&
                      ` · ${translate('home.surveys.visitors', { smart_count: survey.counts.visitors })}`}
                    {survey.endsAt &&
                      ` · ${translate('home.surveys.ends', { date: formatDate(survey.endsAt, locale) })}`}
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
              <Button
                component={Link}
                to={`${basename}/survey/${encodeURIComponent(survey.id)}/show`}
                size="small"
              >
                {translate('home.surveys.open')}
              </Button>
              {canReport && (
                <Button
                  component={Link}
                  to={`${basename}/survey/${encodeURIComponent(survey.id)}/report`}
                  size="small"
                >
                  {translate('home.surveys.report')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
      <Box component="section" aria-labelledby="home-next">
        <Typography id="home-next" variant="h6" component="h2">
          {translate('home.next.title')}
        </Typography>
        <List dense>
          {steps.length === 0 && (
            <ListItem>
              <ListItemText primary={translate('home.next.all_done')} />
            </ListItem>
          )}
          {steps.map((step) => (
            <ListItem key={step.to + step.text} disablePadding>
              <Button component={Link} to={`${basename}${step.to}`} sx={{ textTransform: 'none' }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <ArrowForwardIcon fontSize="small" />
                </ListItemIcon>
                {step.text}
              </Button>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
