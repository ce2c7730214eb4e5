import { InvitedCount, NO_GROUP, RateCell, ReportView } from '../report.model';
import { Axis, FILTER_BITS } from './cell-index';
import { DisclosureControl } from './disclosure-control';
import { percentage } from './question-tables';
import { Column, ReportInput } from './report-input';

export function invitedWithin(input: ReportInput, mask: number): InvitedCount[] {
  const { departmentId, organizationId } = input.request.filters;
  return (input.invited ?? []).filter(
    (invited) =>
      (!(mask & FILTER_BITS.department) || invited.departmentId === departmentId) &&
      (!(mask & FILTER_BITS.organization) || invited.organizationId === organizationId),
  );
}

/**
 * Invited people (participations) and respondents (responses) per group. Visitors answer with an
 * access code, have no department or organization and were never invited: they are counted
 * apart, and left out of the rates.
 */
export function responseRate(
  input: ReportInput,
  control: DisclosureControl,
  axis: Axis,
  mask: number,
  groups: Column[],
): ReportView['responseRate'] {
  const table = control.table(null, mask, axis);
  const counts = input.cells.respondents(null, mask, axis);
  const known = input.invited !== null;
  const invited = invitedWithin(input, mask);
  const visitorsIn = (group: string | null) =>
    mask & (FILTER_BITS.department | FILTER_BITS.organization) ||
    (group !== null && group !== NO_GROUP)
      ? 0
      : input.visitors;
  const cell = (
    hidden: boolean,
    respondents: number,
    invitedCount: number | null,
    visitors: number,
  ): RateCell => ({
    invited: invitedCount,
    respondents: hidden ? null : respondents,
    rate:
      hidden || !invitedCount
        ? null
        : Math.min(100, percentage(Math.max(0, respondents - visitors), invitedCount)),
    suppressed: hidden,
  });
  const invitedOf = (group: string) =>
    known && axis !== 'group'
      ? invited
          .filter(
            (row) =>
              ((axis === 'department' ? row.departmentId : row.organizationId) ?? NO_GROUP) ===
              group,
          )
          .reduce((sum, row) => sum + row.count, 0)
      : null;
  return {
    visitors: input.visitors,
    total: cell(
      table.totalHidden,
      counts.total,
      known ? invited.reduce((sum, row) => sum + row.count, 0) : null,
      visitorsIn(null),
    ),
    groups: groups.map((group) => ({
      id: group.id,
      ...cell(
        table.hidden.has(group.key),
        counts.groups.get(group.key) ?? 0,
        invitedOf(group.key),
        axis === 'group' ? 0 : visitorsIn(group.key),
      ),
    })),
  };
}
