import { TALLY_KEY } from '../../answers/tally-keys';
import { Cell, ReportFilters } from '../report.model';
import { activeMask, Axis, CellIndex, FILTER_BITS, properSubsets } from '../tables/cell-index';
import { respondentCells, seededRandom } from '../testing/report-fixtures';
import { crossKey, linkedControls } from './intersection-control';

interface Person {
  department: string | null;
  organization: string | null;
  /** The answers to two demographic questions (colour or race, gender). */
  race: string | null;
  gender: string | null;
  answered: boolean;
}

const cellsOf = (people: Person[]): Cell[] =>
  respondentCells(people, (person) => ({ groupKey: person.race, filterKey: person.gender }));

const AXIS_BIT: Partial<Record<Axis, number>> = {
  department: FILTER_BITS.department,
  organization: FILTER_BITS.organization,
  filter: FILTER_BITS.demographic,
};

/**
 * What a reader can bound a hidden cell to from the published figures: each row and column with
 * a published total gives the sum of its hidden cells; bounds are tightened until they settle.
 */
function bounds(
  cells: Map<string, number>,
  hidden: Set<string>,
  lines: Array<{ cells: string[]; total: number | null }>,
) {
  const low = new Map([...hidden].map((key) => [key, 0]));
  const high = new Map([...hidden].map((key) => [key, Infinity]));
  for (let round = 0, changed = true; changed && round < 50; round++) {
    changed = false;
    for (const line of lines) {
      if (line.total === null) continue;
      const unknown = line.cells.filter((key) => hidden.has(key));
      const known = line.cells
        .filter((key) => !hidden.has(key))
        .reduce((sum, key) => sum + (cells.get(key) ?? 0), 0);
      const rest = line.total - known;
      for (const key of unknown) {
        const others = unknown.filter((other) => other !== key);
        const lowest = rest - others.reduce((sum, other) => sum + (high.get(other) ?? 0), 0);
        const highest = rest - others.reduce((sum, other) => sum + (low.get(other) ?? 0), 0);
        if (lowest > (low.get(key) ?? 0) || highest < (high.get(key) ?? Infinity)) {
          low.set(key, Math.max(lowest, low.get(key) ?? 0));
          high.set(key, Math.min(highest, high.get(key) ?? Infinity));
          changed = true;
        }
      }
    }
  }
  return { low, high };
}

describe('intersection control', () => {
  it('hides a small cell and complements it along its row and its column', () => {
    const people: Person[] = [
      ...Array.from({ length: 3 }, () => ['preta', 'woman']),
      ...Array.from({ length: 12 }, () => ['preta', 'man']),
      ...Array.from({ length: 10 }, () => ['branca', 'woman']),
      ...Array.from({ length: 10 }, () => ['branca', 'man']),
    ].map(([race, gender]) => ({
      department: 'd1',
      organization: 'o1',
      race,
      gender,
      answered: true,
    }));
    const index = new CellIndex(cellsOf(people), {});
    const { intersections } = linkedControls(index, () => 5);
    const table = intersections.table('q', 0, 'group', 'filter');
    expect([...table.hidden].sort()).toEqual(
      [
        crossKey('branca', 'man'),
        crossKey('branca', 'woman'),
        crossKey('preta', 'man'),
        crossKey('preta', 'woman'),
      ].sort(),
    );
  });

  it('hides in a filtered one-way report what the two-way table hides for a column', () => {
    // Colour "a" is 10 × x, 10 × y, 3 × z. The report by colour filtered to "x" is a row of the
    // intersection: were it to show a = 10 (and the one filtered to "y" another 10), the report
    // by colour (a = 23) would give away the 3 people of "a" × "z".
    const plan: Array<[string, string, number]> = [
      ['a', 'x', 10],
      ['a', 'y', 10],
      ['a', 'z', 3],
      ['b', 'x', 10],
      ['b', 'y', 10],
      ['b', 'z', 10],
    ];
    const people = plan.flatMap(([race, gender, size]) =>
      Array.from({ length: size }, () => ({
        department: 'd1',
        organization: 'o1',
        race,
        gender,
        answered: true,
      })),
    );
    const filters = { demographic: { questionId: 'gender', key: 'x' } };
    const { control } = linkedControls(new CellIndex(cellsOf(people), filters), () => 5);
    const filtered = control.table('q', FILTER_BITS.demographic, 'group');
    expect([...filtered.hidden].sort()).toEqual(['a', 'b']);
  });

  it('keeps every published figure of random small companies from exposing a group of 1 to k − 1', () => {
    const departments = [null, 'd1', 'd2', 'd3'];
    const organizationOf: Record<string, string> = { d1: 'o1', d2: 'o1', d3: 'o2' };
    const pairs: Array<[Axis, Axis]> = [
      ['group', 'filter'],
      ['group', 'department'],
      ['department', 'organization'],
      ['organization', 'filter'],
    ];
    const random = seededRandom(11);
    let tables = 0;
    for (let round = 0; round < 300; round++) {
      // Large enough for two-way cells to be shown, with rare answers beside common ones, and
      // answers that go together (few "a" are "x"), so that a row and a column can both be
      // large around a small cell.
      const people: Person[] = Array.from({ length: 10 + random(110) }, () => {
        const department = departments[random(4)];
        const race = ['a', 'a', 'a', 'b', 'b', 'b', 'c', TALLY_KEY.preferNot, null][random(9)];
        return {
          department,
          organization: department ? organizationOf[department] : ['o1', 'o2', null][random(3)],
          race,
          gender: race === 'a' && random(8) ? 'y' : ['x', 'x', 'x', 'y', 'y', 'z', null][random(7)],
          answered: random(10) > 0,
        };
      });
      const filters: ReportFilters = {
        departmentId: [undefined, 'd1', 'd3'][random(3)],
        organizationId: [undefined, 'o1', 'o2'][random(3)],
        demographic: [undefined, { questionId: 'gender', key: 'x' }][random(2)],
      };
      const minimum = 3 + random(3);
      const index = new CellIndex(cellsOf(people), filters);
      const { control, intersections } = linkedControls(index, () => minimum);
      const full = activeMask(filters);
      const exposes = (count: number) => count > 0 && count < minimum;
      for (const [rows, columns] of pairs) {
        const own = (AXIS_BIT[rows] ?? 0) | (AXIS_BIT[columns] ?? 0);
        const mask = full & ~own;
        for (const subset of [mask, ...properSubsets(mask)]) {
          for (const question of [null, 'q']) {
            tables++;
            const table = intersections.table(question, subset, rows, columns);
            const counts = intersections.counts(question, subset, rows, columns);
            const rowTable = control.table(question, subset, rows);
            const columnTable = control.table(question, subset, columns);
            const totalShown = !control.table(question, subset, 'none').totalHidden;
            const shown = [...counts.cells].filter(([key]) => !table.hidden.has(key));
            for (const [, count] of shown) expect(exposes(count)).toBe(false);
            const lines = [
              ...[...counts.rows].map(([row, total]) => ({
                cells: [...counts.columns.keys()].map((column) => crossKey(row, column)),
                total: rowTable.hidden.has(row) || !totalShown ? null : total,
              })),
              ...[...counts.columns].map(([column, total]) => ({
                cells: [...counts.rows.keys()].map((row) => crossKey(row, column)),
                total: columnTable.hidden.has(column) || !totalShown ? null : total,
              })),
            ];
            for (const line of lines) {
              if (line.total === null) continue;
              const visible = line.cells
                .filter((key) => !table.hidden.has(key))
                .reduce((sum, key) => sum + (counts.cells.get(key) ?? 0), 0);
              expect(exposes(line.total - visible)).toBe(false);
            }
            const { low, high } = bounds(counts.cells, table.hidden, lines);
            for (const key of table.hidden) {
              if (!exposes(counts.cells.get(key) ?? 0)) continue;
              const pinned = (low.get(key) ?? 0) >= 1 && (high.get(key) ?? 0) < minimum;
              if (pinned) throw new Error(`round ${round}: ${key} bounded to 1..${minimum - 1}`);
            }
            for (const coarser of properSubsets(subset)) {
              const wider = intersections.table(question, coarser, rows, columns);
              const widerCounts = intersections.counts(question, coarser, rows, columns);
              for (const [key, count] of shown) {
                expect(wider.hidden.has(key)).toBe(false);
                expect(exposes((widerCounts.cells.get(key) ?? 0) - count)).toBe(false);
              }
            }
            // A one-way report filtered to one value of the columns' dimension is a row of
            // this table: it hides at least what this table hides there.
            const bit = AXIS_BIT[columns];
            const value =
              columns === 'department'
                ? filters.departmentId
                : columns === 'organization'
                  ? filters.organizationId
                  : filters.demographic?.key;
            if (bit && value && full & bit) {
              const filtered = control.table(question, subset | bit, rows);
              for (const row of counts.rows.keys())
                if (table.hidden.has(crossKey(row, value)))
                  expect(filtered.hidden.has(row) || filtered.totalHidden).toBe(true);
            }
          }
        }
      }
    }
    expect(tables).toBe(4308);
  });
});
