import { Box, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { Breakdown, NpsScore, NumberStats, QuestionReport, ReportView } from '@shared/report';
import { FiguresTable, type FigureColumn } from './FiguresTable';
import { Comments } from './Comments';
import { Suppressed } from './Suppressed';

const QuestionChart = lazy(() => import('./QuestionChart'));

const CHOICE = ['single', 'multiple', 'scale', 'nps'];

/** The figures of number, NPS and ranking questions, as table columns. */
function useFigureColumns(question: QuestionReport): FigureColumn[] {
  const translate = useTranslate();
  switch (question.type) {
    case 'number':
      return [
        {
          id: 'respondents',
          label: translate('report.number.respondents'),
          value: (cell) => cell.respondents,
        },
        ...(['mean', 'min', 'max'] as const).map((stat) => ({
          id: stat,
          label: translate(`report.number.${stat}`),
          value: (cell: { number?: NumberStats }) => cell.number?.[stat],
        })),
      ];
    case 'nps':
      return [
        {
          id: 'score',
          label: translate('report.nps.score'),
          value: (cell) => signed(cell.nps?.score),
        },
        ...(['promoters', 'passives', 'detractors'] as const).map((part) => ({
          id: part,
          label: translate(`report.nps.${part}`),
          value: (cell: { nps?: NpsScore }) => percent(cell.nps?.[part]),
        })),
      ];
    case 'ranking': {
      const options = firstShown(question)?.ranking ?? [];
      return options.map((option, index) => ({
        id: option.key,
        label: option.label,
        value: (cell) => {
          const rank = cell.ranking?.[index];
          return rank
            ? translate('report.ranking.cell', {
                mean: rank.meanRank ?? '—',
                first: rank.rankedFirst,
              })
            : null;
        },
      }));
    }
    default:
      return [];
  }
}

const signed = (value: number | undefined) =>
  value === undefined ? null : `${value > 0 ? '+' : ''}${value}`;
const percent = (value: number | undefined) => (value === undefined ? null : `${value}%`);
const firstShown = (question: QuestionReport) =>
  [question.total, ...question.groups].find(
    (cell): cell is Extract<Breakdown, { suppressed: false }> => !cell.suppressed,
  );

/** One question of the report: its chart, numbers or comments, and what is hidden. */
export function QuestionCard({
  question,
  number,
  report,
}: {
  question: QuestionReport;
  /** Its number on the page, from 1. */
  number: number;
  report: ReportView;
}) {
  const translate = useTranslate();
  const grouped = report.groups.length > 0;
  const { total } = question;
  const titleId = `report-question-${question.id}`;
  const columns = useFigureColumns(question);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {number}. {question.text}
          </Typography>
          {question.sensitive && (
            <Chip size="small" variant="outlined" label={translate('report.sensitive')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {total.suppressed ? (
            <Suppressed minimum={question.minimumGroupSize} />
          ) : (
            translate('report.respondents', { smart_count: total.respondents })
          )}
        </Typography>
        {question.uniformHidden && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-uniform-hidden>
            {translate('report.uniform_hidden')}
          </Typography>
        )}
        {CHOICE.includes(question.type) && (!total.suppressed || grouped) && (
          <Suspense fallback={<LinearProgress />}>
            <QuestionChart question={question} groups={report.groups} />
          </Suspense>
        )}
        {columns.length > 0 && (
          <FiguresTable question={question} groups={report.groups} columns={columns} />
        )}
        {question.type === 'ranking' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('report.ranking.help')}
          </Typography>
        )}
        {question.type === 'text' && question.comments && (
          <Comments
            comments={question.comments}
            minimum={report.textMinimumGroupSize}
            surveyId={report.survey.id}
          />
        )}
      </CardContent>
    </Card>
  );
}
