import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ReportView } from '@shared/report';
import { formatPercent } from './reportQuery';
import { responseRateRows, type RateRowView } from './responseRateRows';
import { Suppressed, SUPPRESSED_BACKGROUND } from './Suppressed';

const dash = '—';

function RateRow({ row, minimum, codes }: { row: RateRowView; minimum: number; codes: boolean }) {
  const [locale] = useLocaleState();
  return (
    <TableRow sx={row.suppressed ? { backgroundColor: SUPPRESSED_BACKGROUND } : undefined}>
      <TableCell component="th" scope="row">
        {row.label}
      </TableCell>
      <TableCell align="right">{row.invited ?? dash}</TableCell>
      <TableCell align="right">
        {row.suppressed ? <Suppressed minimum={minimum} /> : (row.answered ?? dash)}
      </TableCell>
      <TableCell sx={{ minWidth: { xs: 120, sm: 200 } }}>
        {row.rate === null ? (
          dash
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, row.rate)}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
              aria-label={`${row.label}: ${formatPercent(row.rate, locale)}`}
            />
            <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
              {formatPercent(row.rate, locale)}
            </Typography>
          </Box>
        )}
      </TableCell>
      {codes && <TableCell align="right">{row.byCode ?? dash}</TableCell>}
    </TableRow>
  );
}

/** Who was invited and who answered (the whole survey, then each group); code answers apart. */
export function ResponseRates({ report }: { report: ReportView }) {
  const translate = useTranslate();
  const codes = report.responseRate.visitors > 0;
  const rows = responseRateRows(report, translate('report.total'));
  return (
    <Box component="section" aria-labelledby="report-rates" sx={{ mb: 4 }}>
      <Typography id="report-rates" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('report.rates.title')}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('report.rates.group')}</TableCell>
              <TableCell align="right">{translate('report.rates.invited')}</TableCell>
              <TableCell align="right">{translate('report.rates.respondents')}</TableCell>
              <TableCell>{translate('report.rates.rate')}</TableCell>
              {codes && <TableCell align="right">{translate('report.rates.by_code')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <RateRow key={row.id} row={row} minimum={report.minimumGroupSize} codes={codes} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {codes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('report.rates.visitors', { smart_count: report.responseRate.visitors })}
        </Typography>
      )}
    </Box>
  );
}
