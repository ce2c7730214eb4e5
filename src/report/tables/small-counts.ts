/**
 * Sensitive answers under k inside groups that are shown. The consent step promises that
 * sensitive answers are shown only for groups of at least k people, yet a department of 5 may
 * hold one "Indígena". So an option count of a sensitive question between 1 and k − 1 is
 * published as "fewer than k", without its percentage. A count so marked must not come back by
 * subtraction either: a group's respondents are published and, for single choice, its options
 * share them out; an option's total is published and the groups share it out. Further counts
 * are hidden, smallest first, until no count under k can be pinned to one value from what is
 * shown, reasoning as a reader can: a "fewer than k" is 1 … k − 1, a hidden count is k or more
 * (every smaller one reads "fewer than k"), and what the groups hidden whole hold is anything.
 * When a group's counts cannot be protected even all hidden, the group is hidden whole.
 */

export type CountState = 'shown' | 'fewer' | 'hidden';

export interface CountGrid {
  /** counts[column][key]: the groups' columns, then the total's, last. */
  counts: number[][];
  /** Columns hidden whole, the total's last (their counts are unknown to a reader). */
  hiddenColumns: boolean[];
  /** Each respondent gives one key (single choice): a column's keys add up to its respondents. */
  partition: boolean;
}

export interface CountDecision {
  states: CountState[][];
  hiddenColumns: boolean[];
}

interface Unknown {
  value: number;
  low: number;
  high: number;
  /** Its exact value would expose someone. */
  guarded: boolean;
}

/** Whether one guarded unknown is pinned to a single value by the others and their known sum. */
function pinned(unknowns: Unknown[]): boolean {
  const sum = unknowns.reduce((total, unknown) => total + unknown.value, 0);
  const lows = unknowns.reduce((total, unknown) => total + unknown.low, 0);
  const unbounded = unknowns.filter((unknown) => unknown.high === Infinity).length;
  const highs = unknowns.reduce(
    (total, unknown) => total + (unknown.high === Infinity ? 0 : unknown.high),
    0,
  );
  return unknowns.some((unknown) => {
    if (!unknown.guarded) return false;
    const othersUnbounded = unbounded - (unknown.high === Infinity ? 1 : 0) > 0;
    const othersHigh = othersUnbounded ? Infinity : highs - unknown.high;
    const low = Math.max(unknown.low, sum - othersHigh);
    const high = Math.min(unknown.high, sum - (lows - unknown.low));
    return low >= high;
  });
}

export function protectSmallCounts(grid: CountGrid, minimum: number): CountDecision {
  const { counts, partition } = grid;
  const hiddenColumns = [...grid.hiddenColumns];
  const total = counts.length - 1;
  const small = (count: number) => count > 0 && count < minimum;
  const states: CountState[][] = counts.map((column) =>
    column.map((count) => (small(count) ? 'fewer' : 'shown')),
  );
  const visible = (column: number) => !hiddenColumns[column];
  const unknowns = (cells: Array<[number, number]>): Unknown[] =>
    cells.flatMap(([column, key]): Unknown[] => {
      const value = counts[column][key];
      const state = states[column][key];
      if (!visible(column) || state === 'shown') return [];
      return state === 'fewer'
        ? [{ value, low: 1, high: minimum - 1, guarded: true }]
        : [{ value, low: minimum, high: Infinity, guarded: false }];
    });
  /** Hides the smallest shown count among `cells`; false when none is left. */
  const hideSmallest = (cells: Array<[number, number]>) => {
    const [smallest] = cells
      .filter(([column, key]) => visible(column) && states[column][key] === 'shown')
      .filter(([column, key]) => counts[column][key] > 0)
      .sort(([c1, k1], [c2, k2]) => counts[c1][k1] - counts[c2][k2]);
    if (!smallest) return false;
    states[smallest[0]][smallest[1]] = 'hidden';
    return true;
  };
  const keys = counts[0]?.map((_, key) => key) ?? [];
  const columns = counts.map((_, column) => column);

  for (let changed = true; changed;) {
    changed = false;
    for (const column of partition ? columns : []) {
      const cells = keys.map((key): [number, number] => [column, key]);
      while (visible(column) && pinned(unknowns(cells))) {
        changed = true;
        if (!hideSmallest(cells)) hiddenColumns[column] = true;
      }
    }
    for (const key of keys) {
      const cells = columns.slice(0, total).map((column): [number, number] => [column, key]);
      // The groups hidden whole, together: a reader learns their sum, never their share.
      const crowd = (): Unknown[] => {
        if (cells.every(([column]) => visible(column))) return [];
        const value = cells
          .filter(([column]) => !visible(column))
          .reduce((sum, [column]) => sum + counts[column][key], 0);
        return [{ value, low: 0, high: Infinity, guarded: small(value) }];
      };
      while (
        visible(total) &&
        states[total][key] === 'shown' &&
        pinned([...unknowns(cells), ...crowd()])
      ) {
        changed = true;
        if (!hideSmallest(cells)) states[total][key] = 'hidden';
      }
    }
  }
  return { states, hiddenColumns };
}
