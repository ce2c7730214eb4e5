import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Breakdown, QuestionReport, ReportView } from '@shared/report';
import { Suppressed } from './Suppressed';

type Shown = Extract<Breakdown, { suppressed: false }>;

export interface FigureColumn {
  id: string;
  label: string;
  value: (cell: Shown) => string | number | null | undefined;
}

/**
 * Figures of a question per group, the total first: one row per group, one column per figure
 * (number statistics, eNPS, ranks); a suppressed group shows why, never a figure.
 */
export function FiguresTable({
  question,
  groups,
  columns,
  label,
}: {
  question: QuestionReport;
  groups: ReportView['groups'];
  columns: FigureColumn[];
  label?: string;
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
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('report.rates.group')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([id, name, cell]) => (
            <TableRow key={id}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {!cell || cell.suppressed ? (
                <TableCell colSpan={columns.length} align="right">
                  <Suppressed minimum={question.minimumGroupSize} />
                </TableCell>
              ) : (
                columns.map((column) => (
                  <TableCell key={column.id} align="right">
                    {column.value(cell) ?? '—'}
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
