import type { RateCell, ReportView } from '@shared/report';

/** The API's id of the "no department / no organization" group (src/report/report.model.ts). */
const NO_GROUP = 'none';

export interface RateRowView {
  id: string;
  label: string;
  suppressed: boolean;
  invited: number | null;
  /** The invited who answered; everyone who answered where invitations are not known. */
  answered: number | null;
  /** Of the invited; null when not known. */
  rate: number | null;
  /** Answers given with an access code; null where none can fall. */
  byCode: number | null;
}

/**
 * The rate table's rows with access-code answers set apart. The API counts them among the
 * respondents of the total (and of the group with no department or organization) but outside the
 * rate, so showing its respondents beside the invited read as "5 invited, 9 answered, 0%".
 */
export function responseRateRows(report: ReportView, totalLabel: string): RateRowView[] {
  const { total, groups, visitors } = report.responseRate;
  const { departmentId, organizationId } = report.filters;
  const byArea = report.groupBy === 'department' || report.groupBy === 'organization';
  const codesFallIn = (id: string | null) =>
    !departmentId && !organizationId && (id === null || (byArea && id === NO_GROUP));
  const labels = new Map(report.groups.map((group) => [group.id, group.label]));
  const row = (id: string | null, label: string, cell: RateCell): RateRowView => {
    const byCode = codesFallIn(id) && cell.invited !== null ? visitors : null;
    return {
      id: id ?? 'total',
      label,
      suppressed: cell.suppressed,
      invited: cell.invited,
      answered: cell.respondents === null ? null : Math.max(0, cell.respondents - (byCode ?? 0)),
      rate: cell.rate,
      byCode,
    };
  };
  return [
    row(null, totalLabel, total),
    ...groups.map((cell) => row(cell.id, labels.get(cell.id) ?? cell.id, cell)),
  ];
}
