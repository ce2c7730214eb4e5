import {
  Alert,
  Box,
  Button,
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
import type { DashboardDataProvider } from '../../providers/useDashboardData';
import { errorText } from '../../providers/httpClient';
import { useClaims } from '../../providers/useClaims';
import { canAccessResource } from '../../providers/access';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPORT_FORMATS } from '../report.api';
import { useReportExport } from '../useReportExport';
import type { ReportQuery } from '../report.api';
import type { ReportView } from '@shared/report';
import { ComparisonSection } from './ComparisonSection';
import { formatPercent, heatColour } from '../reportQuery';
import { Suppressed, SUPPRESSED_BACKGROUND } from '../Suppressed';
import { noRetryOn4xx } from '../useReport';
import { demographicQuestions, type IntersectionQuery } from './comparisons.api';
import type { Published } from '@shared/inclusion-index';
import type { CrossTable } from '@shared/intersection';

/** A side's choice as one value: 'department', 'organization' or a question's id. */
const toSide = (value: string): Pick<IntersectionQuery, 'rowsBy' | 'rowsQuestionId'> =>
  value === 'department' || value === 'organization'
    ? { rowsBy: value }
    : { rowsBy: 'question', rowsQuestionId: value };

function Value({
  cell,
  share,
  minimum,
}: {
  cell: Published | undefined;
  share: boolean;
  minimum: number;
}) {
  const [locale] = useLocaleState();
  if (!cell || cell.suppressed) return <Suppressed minimum={minimum} />;
  if (cell.value === null) return <>—</>;
  return <>{share ? formatPercent(cell.value, locale) : cell.value.toLocaleString(locale)}</>;
}

function HeatCell({
  cell,
  share,
  minimum,
  header,
}: {
  cell: Published | undefined;
  share: boolean;
  minimum: number;
  header?: boolean;
}) {
  return (
    <TableCell
      align="center"
      sx={{
        backgroundColor:
          !cell || cell.suppressed
            ? SUPPRESSED_BACKGROUND
            : share
              ? heatColour(cell.value)
              : undefined,
        border: '2px solid #fff',
        fontWeight: header ? 600 : undefined,
        minWidth: 88,
      }}
    >
      <Value cell={cell} share={share} minimum={minimum} />
    </TableCell>
  );
}

/**
 * Two dimensions at once (e.g. colour or race × gender): respondents, a statement's favourable
 * share or the inclusion index per cell, with the rows' and columns' totals; hidden cells grey.
 */
export function IntersectionSection({
  surveyId,
  query,
  report,
}: {
  surveyId: string;
  query: ReportQuery;
  report: ReportView;
}) {
  const translate = useTranslate();
  const api = useDataProvider<DashboardDataProvider>();
  const demographics = demographicQuestions(report.questions);
  const [rows, setRows] = useState(demographics[0]?.id ?? 'department');
  const [columns, setColumns] = useState(demographics[1]?.id ?? 'department');
  const [measure, setMeasure] = useState('index');
  const sides: IntersectionQuery = {
    ...toSide(rows),
    ...(() => {
      const side = toSide(columns);
      return { columnsBy: side.rowsBy, columnsQuestionId: side.rowsQuestionId };
    })(),
  };
  const distinct = rows !== columns;
  const canExport = canAccessResource(useClaims(), 'export');
  // The report's export with this table in it (the API takes the sides beside the report's query).
  const exported: ReportQuery = { ...query };
  Object.assign(exported, sides);
  const { start, current } = useReportExport(surveyId, exported);
  const result = useQuery({
    queryKey: ['survey-intersection', surveyId, query, sides],
    queryFn: () => api.getIntersection(surveyId, query, sides),
    enabled: distinct,
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
  const view = result.data;
  const table: CrossTable | null | undefined =
    measure === 'respondents'
      ? view?.respondents
      : measure === 'index'
        ? view?.inclusionIndex
        : view?.heatmap.find((row) => row.questionId === measure);
  const share = measure !== 'respondents';
  const minimum = view?.minimumGroupSize ?? report.minimumGroupSize;
  const sideItems = [
    <MenuItem key="department" value="department">
      {translate('comparisons.intersection.department')}
    </MenuItem>,
    <MenuItem key="organization" value="organization">
      {translate('comparisons.intersection.organization')}
    </MenuItem>,
    ...demographics.map((question) => (
      <MenuItem key={question.id} value={question.id}>
        {question.text}
      </MenuItem>
    )),
  ];
  const select = { size: 'small' as const, sx: { minWidth: 200, maxWidth: '100%' } };
  const cellOf = (row: string, column: string) =>
    table?.cells.find((cell) => cell.row === row && cell.column === column);

  return (
    <ComparisonSection
      id="report-intersection"
      title={translate('comparisons.intersection.title')}
      help={translate('comparisons.intersection.help')}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          {...select}
          label={translate('comparisons.intersection.rows')}
          value={rows}
          onChange={(event) => setRows(event.target.value)}
        >
          {sideItems}
        </TextField>
        <TextField
          select
          {...select}
          label={translate('comparisons.intersection.columns')}
          value={columns}
          onChange={(event) => setColumns(event.target.value)}
        >
          {sideItems}
        </TextField>
        <TextField
          select
          {...select}
          label={translate('comparisons.intersection.measure')}
          value={measure}
          onChange={(event) => setMeasure(event.target.value)}
        >
          <MenuItem value="index">{translate('comparisons.intersection.index')}</MenuItem>
          <MenuItem value="respondents">
            {translate('comparisons.intersection.respondents')}
          </MenuItem>
          {report.heatmap.map((row) => (
            <MenuItem key={row.questionId} value={row.questionId}>
              {row.text}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {distinct && canExport && (
        <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              disabled={!!current}
              onClick={() => start(format)}
            >
              {translate('comparisons.intersection.export', { format: format.toUpperCase() })}
            </Button>
          ))}
        </Box>
      )}
      {!distinct && <Alert severity="info">{translate('comparisons.intersection.choose')}</Alert>}
      {distinct && !!result.error && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {errorText(result.error)}
        </Alert>
      )}
      {distinct && view && table && (
        <TableContainer>
          <Table size="small" aria-labelledby="report-intersection">
            <TableHead>
              <TableRow>
                <TableCell />
                {view.columns.groups.map((column) => (
                  <TableCell key={column.id} align="center">
                    {column.label}
                  </TableCell>
                ))}
                <TableCell align="center">{translate('comparisons.intersection.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.rows.groups.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  {view.columns.groups.map((column) => (
                    <HeatCell
                      key={column.id}
                      cell={cellOf(row.id, column.id)}
                      share={share}
                      minimum={minimum}
                    />
                  ))}
                  <HeatCell
                    cell={table.rows.find((cell) => cell.id === row.id)}
                    share={share}
                    minimum={minimum}
                    header
                  />
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('comparisons.intersection.total')}
                </TableCell>
                {view.columns.groups.map((column) => (
                  <HeatCell
                    key={column.id}
                    cell={table.columns.find((cell) => cell.id === column.id)}
                    share={share}
                    minimum={minimum}
                    header
                  />
                ))}
                <HeatCell cell={table.total} share={share} minimum={minimum} header />
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ComparisonSection>
  );
}
