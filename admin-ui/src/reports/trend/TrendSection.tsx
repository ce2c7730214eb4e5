import {
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDataProvider } from '../../providers/useDashboardData';
import { ComparisonSection } from '../comparisons/ComparisonSection';
import type { ReportQuery } from '../report.api';
import { formatPercent } from '../reportQuery';
import { Suppressed, SUPPRESSED_BACKGROUND } from '../Suppressed';
import { noRetryOn4xx } from '../useReport';
import type { TrendPoint } from '@shared/trend';
import type { TrendView } from './trend.api';

const COLOURS = ['#222222', '#5b2a86', '#1b7a3a', '#b35c00', '#1565c0', '#ad1457', '#00796b'];

function Figure({ point, minimum }: { point: TrendPoint | undefined; minimum: number }) {
  const [locale] = useLocaleState();
  if (point?.suppressed) return <Suppressed minimum={minimum} />;
  if (!point || point.value === null) return <>—</>;
  return <>{formatPercent(point.value, locale)}</>;
}

/** The report beside its earlier editions: a chart over the editions, and the last difference. */
export function TrendSection({ surveyId, query }: { surveyId: string; query: ReportQuery }) {
  const api = useDataProvider<DashboardDataProvider>();
  const translate = useTranslate();
  const trend = useQuery({
    queryKey: ['survey-trend', surveyId, query],
    queryFn: () => api.getTrend(surveyId, query),
    retry: noRetryOn4xx,
    placeholderData: keepPreviousData,
  });
  const view = trend.data;
  if (!view) return null;
  return (
    <ComparisonSection
      id="report-trend"
      title={translate('trend.title')}
      help={translate(view.editions.length > 1 ? 'trend.help' : 'trend.first_edition')}
    >
      {view.editions.length > 1 && view.questions.length > 0 && <TrendBody view={view} />}
    </ComparisonSection>
  );
}

function TrendBody({ view }: { view: TrendView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Statements first: their favourable share is what a trend is usually read for.
  const [questionId, setQuestionId] = useState(
    (
      view.questions.find((question) =>
        question.lines.some((line) => line.measure === 'favourable'),
      ) ?? view.questions[0]
    ).id,
  );
  const question =
    view.questions.find((candidate) => candidate.id === questionId) ?? view.questions[0];
  const measures = [...new Map(question.lines.map((line) => [line.measure, line.label]))];
  const [chosen, setMeasure] = useState(measures[0][0]);
  const measure = measures.some(([key]) => key === chosen) ? chosen : measures[0][0];
  const lines = question.lines.filter((line) => line.measure === measure);
  const groupLabel = (id: string | null) =>
    id === null
      ? translate('report.total')
      : (view.groups.find((group) => group.id === id)?.label ?? id);
  const key = (id: string | null) => id ?? '#total';
  const data = view.editions.map((edition, index) => ({
    edition: edition.name,
    ...Object.fromEntries(lines.map((line) => [key(line.groupId), line.points[index].value])),
  }));
  const [previous, current] = view.editions.slice(-2);
  const minimum = view.minimumGroupSize;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('trend.question')}
          value={question.id}
          onChange={(event) => setQuestionId(event.target.value)}
          sx={{ minWidth: 240, maxWidth: '100%' }}
        >
          {view.questions.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.text}
            </MenuItem>
          ))}
        </TextField>
        {measures.length > 1 && (
          <TextField
            select
            size="small"
            label={translate('trend.measure')}
            value={measure}
            onChange={(event) => setMeasure(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {measures.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ left: 0, right: 16, top: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="edition" />
          <YAxis domain={[0, 100]} tickFormatter={(value: number) => `${value}%`} width={44} />
          <Tooltip
            formatter={(value) =>
              typeof value === 'number'
                ? formatPercent(value, locale)
                : translate('report.suppressed_short')
            }
          />
          <Legend />
          {lines.map((line, index) => (
            <Line
              key={key(line.groupId)}
              dataKey={key(line.groupId)}
              name={groupLabel(line.groupId)}
              stroke={COLOURS[index % COLOURS.length]}
              strokeWidth={line.groupId === null ? 3 : 2}
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('trend.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('trend.group')}</TableCell>
              <TableCell align="right">{previous.name}</TableCell>
              <TableCell align="right">{current.name}</TableCell>
              <TableCell align="right">{translate('trend.difference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => {
              const [before, after] = line.points.slice(-2);
              const hidden = before.suppressed || after.suppressed;
              return (
                <TableRow key={key(line.groupId)}>
                  <TableCell component="th" scope="row">
                    {groupLabel(line.groupId)}
                  </TableCell>
                  {[before, after].map((point, index) => (
                    <TableCell
                      key={index}
                      align="right"
                      sx={point.suppressed ? { background: SUPPRESSED_BACKGROUND } : undefined}
                    >
                      <Figure point={point} minimum={minimum} />
                    </TableCell>
                  ))}
                  <TableCell
                    align="right"
                    sx={hidden ? { background: SUPPRESSED_BACKGROUND } : undefined}
                  >
                    {line.difference !== null ? (
                      `${line.difference > 0 ? '+' : ''}${line.difference.toLocaleString(locale)} p.p.`
                    ) : hidden ? (
                      <Suppressed minimum={minimum} />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
