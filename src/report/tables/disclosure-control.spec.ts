import { Cell, ReportFilters } from '../report.model';
import { TALLY_KEY } from '../../answers/tally-keys';
import { activeMask, Axis, CellIndex, properSubsets } from './cell-index';
import { DisclosureControl } from './disclosure-control';

interface Person {
  department: string | null;
  organization: string | null;
  answer: string | null;
  answered: boolean;
}

/** One cell per person and count: a question's respondents and the survey's. */
function cellsOf(people: Person[]): Cell[] {
  return people.flatMap((person) => {
    const base = {
      key: TALLY_KEY.answered,
      departmentId: person.department,
      organizationId: person.organization,
      groupKey: person.answer,
      filterKey: person.answer,
      count: 1,
      sum: null,
      min: null,
      max: null,
    };
    return [
      { ...base, questionId: null },
      ...(person.answered ? [{ ...base, questionId: 'q' }] : []),
    ];
  });
}

const control = (people: Person[], filters: ReportFilters, minimum = 5) => {
  const index = new CellIndex(cellsOf(people), filters);
  return { index, control: new DisclosureControl(index, () => minimum) };
};

const crowd = (
  department: string | null,
  organization: string | null,
  size: number,
  answer: string | null = 'a',
) => Array.from({ length: size }, () => ({ department, organization, answer, answered: true }));

describe('disclosure control', () => {
  it('hides a department of 4 and the next smallest', () => {
    const people = [
      ...crowd('people', 'south', 4),
      ...crowd('sales', 'north', 6),
      ...crowd('tech', 'north', 12),
    ];
    const table = control(people, {}).control.table('q', 0, 'department');
    expect([...table.hidden].sort()).toEqual(['people', 'sales']);
  });

  it('keeps a complementary cell hidden in a filtered report that changes nothing for it', () => {
    const people = [
      ...crowd('people', 'south', 4),
      ...crowd('sales', 'north', 6),
      ...crowd('tech', 'north', 12),
      ...crowd('ops', 'south', 10),
    ];
    const { control: north } = control(people, { organizationId: 'north' });
    const mask = activeMask({ organizationId: 'north' });
    expect(north.table('q', 0, 'department').hidden.has('sales')).toBe(true);
    expect(north.table('q', mask, 'department').hidden.has('sales')).toBe(true);
    // Sul − Operações would be Pessoas: Sul is hidden, and so is Norte beside it.
    expect([...north.table('q', 0, 'organization').hidden].sort()).toEqual(['north', 'south']);
    expect(north.table('q', mask, 'none').totalHidden).toBe(true);
  });

  it('hides the empty cell of a question for a group the respondents table hides', () => {
    const people = [
      ...crowd('people', null, 4).map((person) => ({ ...person, answered: false })),
      ...crowd('sales', null, 20),
      ...crowd('tech', null, 20),
    ];
    const table = control(people, {}).control.table('q', 0, 'department');
    expect(table.hidden.has('people')).toBe(true);
  });

  it('never lets two reports of one family differ by a few people, nor a table by its hidden part', () => {
    const departments = [null, 'd1', 'd2', 'd3'];
    const organizationOf: Record<string, string> = { d1: 'o1', d2: 'o1', d3: 'o2' };
    const axes: Axis[] = ['none', 'department', 'organization', 'group'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 400; round++) {
      const people: Person[] = Array.from({ length: 5 + random(40) }, () => {
        const department = departments[random(4)];
        return {
          department,
          organization: department ? organizationOf[department] : ['o1', 'o2', null][random(3)],
          answer: ['a', 'b', 'c', null][random(4)],
          answered: random(10) > 0,
        };
      });
      const filters: ReportFilters = {
        departmentId: [undefined, 'd1', 'd3'][random(3)],
        organizationId: [undefined, 'o1', 'o2'][random(3)],
        demographic: [undefined, { questionId: 'd', key: 'a' }][random(2)],
      };
      const minimum = 3 + random(3);
      const { index, control: decisions } = control(people, filters, minimum);
      const full = activeMask(filters);
      for (const mask of [full, ...properSubsets(full)]) {
        for (const axis of axes) {
          const table = decisions.table('q', mask, axis);
          const counts = index.respondents('q', mask, axis);
          const visible = [...counts.groups].filter(([id]) => !table.hidden.has(id));
          for (const [, size] of visible) expect(size === 0 || size >= minimum).toBe(true);
          const rest = counts.total - visible.reduce((sum, [, size]) => sum + size, 0);
          if (!table.totalHidden && axis !== 'none')
            expect(rest === 0 || rest >= minimum).toBe(true);
          for (const subset of properSubsets(mask)) {
            const coarser = decisions.table('q', subset, axis);
            const coarserCounts = index.respondents('q', subset, axis);
            for (const [id, size] of visible) {
              if (coarser.hidden.has(id))
                throw new Error(`${id} shown under ${mask}, hidden under ${subset}`);
              const difference = (coarserCounts.groups.get(id) ?? 0) - size;
              expect(difference === 0 || difference >= minimum).toBe(true);
            }
            if (!table.totalHidden && !coarser.totalHidden) {
              const difference = coarserCounts.total - counts.total;
              expect(difference === 0 || difference >= minimum).toBe(true);
            }
          }
        }
      }
    }
  });
});
