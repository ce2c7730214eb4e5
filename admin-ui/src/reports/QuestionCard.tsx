import {
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { Breakdown, QuestionReport, ReportView } from './report.api';
import { Comments } from './Comments';
import { Suppressed } from './Suppressed';

const QuestionChart = lazy(() => import('./QuestionChart'));

const CHOICE = ['single', 'multiple', 'scale'];

function NumberTable({
  question,
  groups,
}: {
  question: QuestionReport;
  groups: ReportView['groups'];
}) {
  const translate = useTranslate();
  const cells = new Map(question.groups.map((cell) => [cell.id, cell]));
  const rows: Array<[string, string, Breakdown | undefined]> = [
    ['total', translate('report.total'), question.total],
    ...groups.map(
      (group) =>
        [group.id, group.label, cells.get(group.id)] as [string, string, Breakdown | undefined],
    ),
  ];
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('report.rates.group')}</TableCell>
            {['respondents', 'mean', 'min', 'max'].map((column) => (
              <TableCell key={column} align="right">
                {translate(`report.number.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([id, label, cell]) => (
            <TableRow key={id}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {!cell || cell.suppressed ? (
                <TableCell colSpan={4} align="right">
                  <Suppressed minimum={question.minimumGroupSize} />
                </TableCell>
              ) : (
                [cell.respondents, cell.number?.mean, cell.number?.min, cell.number?.max].map(
                  (value, index) => (
                    <TableCell key={index} align="right">
                      {value ?? '—'}
                    </TableCell>
                  ),
                )
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

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
        {question.type === 'number' && <NumberTable question={question} groups={report.groups} />}
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
