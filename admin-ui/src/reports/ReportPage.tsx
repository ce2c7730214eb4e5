import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageCard } from '../common/PageCard';
import { errorText } from '../providers/httpClient';
import { useClaims } from '../providers/useClaims';
import { canAccessResource } from '../providers/access';
import { ExportButtons } from './ExportButtons';
import { Comparisons } from './comparisons/Comparisons';
import { Heatmap } from './Heatmap';
import { QuestionCard } from './QuestionCard';
import type { ReportQuery } from './report.api';
import { ReportControls } from './ReportControls';
import { isAskable, readQuery, writeQuery } from './reportQuery';
import { ResponseRates } from './ResponseRates';
import { useReport } from './useReport';

/**
 * `/admin/survey/:id/report` (module Chart): response rates, favourable answers by group ×
 * question, a chart per question and the comments the API lets through; exports with the module
 * Document. Grouping and filters live in the URL.
 */
export default function ReportPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const { base, report } = useReport(id, query);
  const canExport = canAccessResource(useClaims(), 'export');
  const view = report.data ?? base.data;
  const change = (next: ReportQuery) => setParams(writeQuery(next), { replace: true });
  const failure = report.error ?? base.error;

  return (
    <PageCard title={translate('report.title', { survey: view?.survey.name ?? '' })}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {view?.survey.name ?? translate('report.loading')}
          </Typography>
          {view && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Chip
                size="small"
                label={translate(`resources.survey.status.${view.survey.status}`, {
                  _: view.survey.status,
                })}
              />
              {view.survey.anonymous && (
                <Chip size="small" variant="outlined" label={translate('report.anonymous')} />
              )}
            </Box>
          )}
        </Box>
        <Button
          component={Link}
          to={`${basename}/survey/${encodeURIComponent(id)}/show`}
          startIcon={<ArrowBackIcon />}
        >
          {translate('report.back')}
        </Button>
      </Box>
      {view && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('report.threshold', {
            count: view.minimumGroupSize,
            text_count: view.textMinimumGroupSize,
          })}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 3,
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <ReportControls query={query} base={base.data} onChange={change} />
        {canExport && isAskable(query) && <ExportButtons surveyId={id} query={query} />}
      </Paper>
      {(report.isFetching || base.isLoading) && (
        <LinearProgress sx={{ mb: 2 }} aria-label={translate('report.loading')} />
      )}
      {!!failure && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {errorText(failure)}
        </Alert>
      )}
      {!isAskable(query) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('report.controls.incomplete')}
        </Alert>
      )}
      {view && isAskable(query) && (
        <>
          <ResponseRates report={view} />
          <Heatmap report={view} />
          <Comparisons surveyId={id} query={query} report={view} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('report.questions')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {view.questions.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                number={index + 1}
                report={view}
              />
            ))}
          </Box>
        </>
      )}
    </PageCard>
  );
}
