import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { RateCell, ReportView } from './report.api';
import { formatPercent } from './reportQuery';
import { Suppressed, SUPPRESSED_BACKGROUND } from './Suppressed';

const dash = '—';

function RateRow({ label, cell, minimum }: { label: string; cell: RateCell; minimum: number }) {
  const [locale] = useLocaleState();
  return (
    <TableRow sx={cell.suppressed ? { backgroundColor: SUPPRESSED_BACKGROUND } : undefined}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{cell.invited ?? dash}</TableCell>
      <TableCell align="right">
        {cell.suppressed ? <Suppressed minimum={minimum} /> : (cell.respondents ?? dash)}
      </TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        {cell.rate === null ? (
          dash
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, cell.rate)}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
              aria-label={`${label}: ${formatPercent(cell.rate, locale)}`}
            />
            <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
              {formatPercent(cell.rate, locale)}
            </Typography>
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Who was invited and who answered: the whole survey, then each group. */
export function ResponseRates({ report }: { report: ReportView }) {
  const translate = useTranslate();
  const { total, groups, visitors } = report.responseRate;
  const labels = new Map(report.groups.map((group) => [group.id, group.label]));
  return (
    <Box component="section" aria-labelledby="report-rates" sx={{ mb: 4 }}>
      <Typography id="report-rates" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('report.rates.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('report.rates.group')}</TableCell>
            <TableCell align="right">{translate('report.rates.invited')}</TableCell>
            <TableCell align="right">{translate('report.rates.respondents')}</TableCell>
            <TableCell>{translate('report.rates.rate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <RateRow
            label={translate('report.total')}
            cell={total}
            minimum={report.minimumGroupSize}
          />
          {groups.map((cell) => (
            <RateRow
              key={cell.id}
              label={labels.get(cell.id) ?? cell.id}
              cell={cell}
              minimum={report.minimumGroupSize}
            />
          ))}
        </TableBody>
      </Table>
      {visitors > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('report.rates.visitors', { smart_count: visitors })}
        </Typography>
      )}
    </Box>
  );
}
