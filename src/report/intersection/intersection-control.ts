import { GroupCount, suppress } from '../suppression';
import { Axis, CellIndex, FILTER_BITS, groupOf, properSubsets } from '../tables/cell-index';
import { DisclosureControl } from '../tables/disclosure-control';
import { TALLY_KEY } from '../../answers/tally-keys';

/** A cell of a two-way table: its row's and its column's group. */
export const crossKey = (row: string, column: string) => `${row}\u0000${column}`;

export interface CrossCounts {
  total: number;
  rows: Map<string, number>;
  columns: Map<string, number>;
  cells: Map<string, number>;
}

export interface CrossSuppression {
  /** Cells (crossKey) not to publish. */
  hidden: Set<string>;
  /** Nothing of the table may be shown (its total would expose someone). */
  totalHidden: boolean;
}

/** The filter dimensions, and the axis along which a report groups by the same thing. */
const DIMENSIONS: Array<{ bit: number; axis: Axis }> = [
  { bit: FILTER_BITS.department, axis: 'department' },
  { bit: FILTER_BITS.organization, axis: 'organization' },
  { bit: FILTER_BITS.demographic, axis: 'filter' },
];

const exposes = (difference: number, minimum: number) => difference > 0 && difference < minimum;

/**
 * What a two-way table may show (rows × columns: any two of department, organization and the
 * answers to a question, for one question or the survey's respondents, within a subset of the
 * filters), with the rules of `suppression.ts` applied along both margins.
 *
 * Its margins are published by one-way reports (the report grouped by the rows' dimension, and
 * by the columns'), so a row or column those hide is hidden whole, and the hidden part of every
 * row and every column must be nothing or at least k people: `suppress` runs on each row against
 * the row's total and on each column against the column's, hiding the next smallest cells, over
 * and over until neither direction asks for more. Like a one-way table it inherits the decisions
 * of the same table under fewer filters (hidden there, hidden here; a cell differing from its
 * coarser self by 1 to k − 1 people is hidden), and a question's table hides what the table of
 * the survey's respondents hides.
 *
 * A report grouped by one dimension and filtered to one value of another is a row of such a
 * table: `hiddenInFilteredTable` hands the table's decisions to the one-way reports
 * (`DisclosureControl`), so that a cell hidden here for a column's sake is not published there.
 */
export class IntersectionControl {
  private readonly memo = new Map<string, CrossSuppression>();
  private readonly countMemo = new Map<string, CrossCounts>();

  constructor(
    private readonly index: CellIndex,
    private readonly control: DisclosureControl,
    private readonly minimumOf: (questionId: string | null) => number,
  ) {}

  counts(questionId: string | null, mask: number, rows: Axis, columns: Axis): CrossCounts {
    const memoKey = `${questionId ?? '*'}|${mask}|${rows}|${columns}`;
    const known = this.countMemo.get(memoKey);
    if (known) return known;
    const counts: CrossCounts = { total: 0, rows: new Map(), columns: new Map(), cells: new Map() };
    const add = (map: Map<string, number>, key: string, count: number) =>
      map.set(key, (map.get(key) ?? 0) + count);
    for (const cell of this.index.cells(questionId, mask)) {
      if (cell.key !== TALLY_KEY.answered) continue;
      const row = groupOf(cell, rows);
      const column = groupOf(cell, columns);
      counts.total += cell.count;
      add(counts.rows, row, cell.count);
      add(counts.columns, column, cell.count);
      add(counts.cells, crossKey(row, column), cell.count);
    }
    this.countMemo.set(memoKey, counts);
    return counts;
  }

  table(questionId: string | null, mask: number, rows: Axis, columns: Axis): CrossSuppression {
    const memoKey = `${questionId ?? '*'}|${mask}|${rows}|${columns}`;
    const known = this.memo.get(memoKey);
    if (known) return known;
    const result = this.decide(questionId, mask, rows, columns);
    this.memo.set(memoKey, result);
    return result;
  }

  /**
   * The groups a one-way table (grouped along `axis`, within `mask`) must hide because a
   * two-way table hides them: for each filter of `mask`, the table is a row of the intersection
   * of `axis` with that filter's dimension under the other filters.
   */
  hiddenInFilteredTable(questionId: string | null, mask: number, axis: Axis): Set<string> {
    const hidden = new Set<string>();
    if (axis === 'none') return hidden;
    for (const dimension of DIMENSIONS) {
      if (!(mask & dimension.bit) || dimension.axis === axis) continue;
      const value = this.filterValue(dimension.axis);
      if (value === undefined) continue;
      const table = this.table(questionId, mask & ~dimension.bit, axis, dimension.axis);
      const counts = this.counts(questionId, mask & ~dimension.bit, axis, dimension.axis);
      for (const row of counts.rows.keys())
        if (table.totalHidden || table.hidden.has(crossKey(row, value))) hidden.add(row);
    }
    return hidden;
  }

  private decide(
    questionId: string | null,
    mask: number,
    rows: Axis,
    columns: Axis,
  ): CrossSuppression {
    const { control } = this;
    const minimum = this.minimumOf(questionId);
    const counts = this.counts(questionId, mask, rows, columns);
    const rowTable = control.table(questionId, mask, rows);
    const columnTable = control.table(questionId, mask, columns);
    const allCells = () =>
      new Set(
        [...counts.rows.keys()].flatMap((row) =>
          [...counts.columns.keys()].map((column) => crossKey(row, column)),
        ),
      );
    if (control.table(questionId, mask, 'none').totalHidden)
      return { hidden: allCells(), totalHidden: true };

    const coarser = properSubsets(mask).map((subset) => ({
      counts: this.counts(questionId, subset, rows, columns),
      hidden: this.table(questionId, subset, rows, columns).hidden,
    }));
    const respondents = questionId === null ? null : this.table(null, mask, rows, columns);
    const hidden = new Set<string>();
    for (const row of counts.rows.keys()) {
      for (const column of counts.columns.keys()) {
        const key = crossKey(row, column);
        const count = counts.cells.get(key) ?? 0;
        if (
          exposes(count, minimum) ||
          rowTable.hidden.has(row) ||
          columnTable.hidden.has(column) ||
          !!respondents?.hidden.has(key) ||
          coarser.some(
            (table) =>
              table.hidden.has(key) || exposes((table.counts.cells.get(key) ?? 0) - count, minimum),
          )
        )
          hidden.add(key);
      }
    }

    // Complementary suppression along rows and columns until both are satisfied.
    const lines = [
      ...[...counts.rows].map(([row, total]) => ({
        total,
        cells: [...counts.columns.keys()].map((column) => crossKey(row, column)),
      })),
      ...[...counts.columns].map(([column, total]) => ({
        total,
        cells: [...counts.rows.keys()].map((row) => crossKey(row, column)),
      })),
    ];
    for (let changed = true; changed;) {
      changed = false;
      for (const line of lines) {
        const groups: GroupCount[] = line.cells.map((id) => ({
          id,
          respondents: counts.cells.get(id) ?? 0,
          hiddenElsewhere: hidden.has(id),
        }));
        for (const id of suppress(groups, { respondents: line.total }, minimum).hidden) {
          if (hidden.has(id)) continue;
          hidden.add(id);
          changed = true;
        }
      }
    }
    return { hidden, totalHidden: false };
  }

  private filterValue(axis: Axis): string | undefined {
    const { departmentId, organizationId, demographic } = this.index.filters;
    if (axis === 'department') return departmentId;
    if (axis === 'organization') return organizationId;
    return demographic?.key;
  }
}

/** Groups a one-way table must hide because a related table hides them. */
export type RelatedTables = (questionId: string | null, mask: number, axis: Axis) => Set<string>;

/**
 * The one-way decisions of a report and the two-way ones, linked: a filtered one-way table hides
 * what the two-way table it is a row of hides, and what `related` names (another edition's).
 */
export function linkedControls(
  index: CellIndex,
  minimumOf: (questionId: string | null) => number,
  options: {
    related?: RelatedTables;
    guardsUniform?: (questionId: string | null, mask: number, axis: Axis) => boolean;
  } = {},
) {
  const control: DisclosureControl = new DisclosureControl(
    index,
    minimumOf,
    (questionId, mask, axis) => {
      const hidden = intersections.hiddenInFilteredTable(questionId, mask, axis);
      const elsewhere = options.related?.(questionId, mask, axis);
      return elsewhere?.size ? new Set([...hidden, ...elsewhere]) : hidden;
    },
    options.guardsUniform,
  );
  const intersections = new IntersectionControl(index, control, minimumOf);
  return { control, intersections };
}
