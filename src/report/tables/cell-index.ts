import { TALLY_KEY } from '../../answers/tally-keys';
import { Cell, NO_GROUP, ReportFilters } from '../report.model';

/**
 * The dimensions a report can be restricted by. A report with filters F can be compared with
 * the report under any subset of F, so counts are asked for by a subset: a bit mask of these.
 */
export const FILTER_BITS = { department: 1, organization: 2, demographic: 4 } as const;
export type FilterDimension = keyof typeof FILTER_BITS;

/** What splits a table into groups: a dimension, the grouping or the filter question, or nothing. */
export type Axis = 'department' | 'organization' | 'group' | 'filter' | 'none';

/** The bits of the filters that are set. */
export function activeMask(filters: ReportFilters): number {
  return (
    (filters.departmentId ? FILTER_BITS.department : 0) |
    (filters.organizationId ? FILTER_BITS.organization : 0) |
    (filters.demographic ? FILTER_BITS.demographic : 0)
  );
}

/** Every subset of `mask` except `mask` itself. */
export function properSubsets(mask: number): number[] {
  const subsets: number[] = [];
  for (let subset = (mask - 1) & mask; ; subset = (subset - 1) & mask) {
    if (subset !== mask) subsets.push(subset);
    if (subset === 0) break;
  }
  return mask === 0 ? [] : subsets;
}

export function groupOf(cell: Cell, axis: Axis): string {
  switch (axis) {
    case 'department':
      return cell.departmentId ?? NO_GROUP;
    case 'organization':
      return cell.organizationId ?? NO_GROUP;
    case 'group':
      return cell.groupKey ?? NO_GROUP;
    case 'filter':
      return cell.filterKey ?? NO_GROUP;
    case 'none':
      return NO_GROUP;
  }
}

export interface Counts {
  total: number;
  groups: Map<string, number>;
}

/** Cells by question, with memoized respondent counts per filter subset and axis. */
export class CellIndex {
  private readonly byQuestion = new Map<string, Cell[]>();
  private readonly memo = new Map<string, Counts>();
  private readonly pairMemo = new Map<string, Map<string, number>>();
  private readonly cellMemo = new Map<string, Cell[]>();

  constructor(
    cells: Cell[],
    readonly filters: ReportFilters,
  ) {
    for (const cell of cells) {
      const question = questionKey(cell.questionId);
      const list = this.byQuestion.get(question) ?? [];
      list.push(cell);
      this.byQuestion.set(question, list);
    }
  }

  /** Cells of a question (null: whole responses) that fall within the filters of `mask`. */
  cells(questionId: string | null, mask: number): Cell[] {
    const memoKey = `${questionKey(questionId)}|${mask}`;
    const known = this.cellMemo.get(memoKey);
    if (known) return known;
    const cells = (this.byQuestion.get(questionKey(questionId)) ?? []).filter((cell) =>
      this.matches(cell, mask),
    );
    this.cellMemo.set(memoKey, cells);
    return cells;
  }

  /** Respondents of a question (null: of the survey) per group of `axis`, within `mask`. */
  respondents(questionId: string | null, mask: number, axis: Axis): Counts {
    const memoKey = `${questionKey(questionId)}|${mask}|${axis}`;
    const known = this.memo.get(memoKey);
    if (known) return known;
    const counts: Counts = { total: 0, groups: new Map() };
    for (const cell of this.cells(questionId, mask)) {
      if (cell.key !== TALLY_KEY.answered) continue;
      counts.total += cell.count;
      const group = groupOf(cell, axis);
      counts.groups.set(group, (counts.groups.get(group) ?? 0) + cell.count);
    }
    this.memo.set(memoKey, counts);
    return counts;
  }

  /** Respondents within `mask` per department × organization pair (`${department}|${organization}`). */
  respondentsByPair(questionId: string | null, mask: number): Map<string, number> {
    const memoKey = `${questionKey(questionId)}|${mask}|pairs`;
    const known = this.pairMemo.get(memoKey);
    if (known) return known;
    const pairs = new Map<string, number>();
    for (const cell of this.cells(questionId, mask)) {
      if (cell.key !== TALLY_KEY.answered) continue;
      const pair = pairKey(groupOf(cell, 'department'), groupOf(cell, 'organization'));
      pairs.set(pair, (pairs.get(pair) ?? 0) + cell.count);
    }
    this.pairMemo.set(memoKey, pairs);
    return pairs;
  }

  private matches(cell: Cell, mask: number): boolean {
    const { departmentId, organizationId, demographic } = this.filters;
    if (mask & FILTER_BITS.department && cell.departmentId !== departmentId) return false;
    if (mask & FILTER_BITS.organization && cell.organizationId !== organizationId) return false;
    if (mask & FILTER_BITS.demographic && cell.filterKey !== demographic?.key) return false;
    return true;
  }
}

const questionKey = (questionId: string | null) => questionId ?? '*';

export const pairKey = (departmentId: string, organizationId: string) =>
  `${departmentId}|${organizationId}`;
