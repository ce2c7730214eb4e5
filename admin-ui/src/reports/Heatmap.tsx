import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HeatCell, ReportView } from '@shared/report';
import { formatPercent, heatColour } from './reportQuery';
import { Suppressed, SUPPRESSED_BACKGROUND } from './Suppressed';

function Cell({ cell, minimum }: { cell: HeatCell; minimum: number }) {
  const [locale] = useLocaleState();
  return (
    <TableCell
      align="center"
      sx={{
        backgroundColor: cell.suppressed ? SUPPRESSED_BACKGROUND : heatColour(cell.favourable),
        border: '2px solid #fff',
        minWidth: 96,
      }}
    >
      {cell.suppressed ? (
        <Suppressed minimum={minimum} />
      ) : cell.favourable === null ? (
        '—'
      ) : (
        formatPercent(cell.favourable, locale)
      )}
    </TableCell>
  );
}

/** Favourable answers by question × group, coloured from red to green; hidden cells in grey. */
export function Heatmap({ report }: { report: ReportView }) {
  const translate = useTranslate();
  if (!report.heatmap.length) return null;
  const minimums = new Map(
    report.questions.map((question) => [question.id, question.minimumGroupSize]),
  );
  return (
    <Box component="section" aria-labelledby="report-heatmap" sx={{ mb: 4 }}>
      <Typography id="report-heatmap" variant="h6" component="h2">
        {translate('report.heatmap.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('report.heatmap.help')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="report-heatmap">
          <TableHead>
            <TableRow>
              <TableCell>{translate('report.heatmap.question')}</TableCell>
              <TableCell align="center">{translate('report.total')}</TableCell>
              {report.groups.map((group) => (
                <TableCell key={group.id} align="center">
                  {group.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.heatmap.map((row) => {
              const minimum = minimums.get(row.questionId) ?? report.minimumGroupSize;
              const cells = new Map(row.groups.map((cell) => [cell.id, cell]));
              return (
                <TableRow key={row.questionId}>
                  <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                    {row.text}
                  </TableCell>
                  <Cell cell={row.total} minimum={minimum} />
                  {report.groups.map((group) => {
                    const cell = cells.get(group.id);
                    return cell ? (
                      <Cell key={group.id} cell={cell} minimum={minimum} />
                    ) : (
                      <TableCell key={group.id} align="center">
                        —
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
