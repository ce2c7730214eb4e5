import { AnswerRow, checkAnswers } from '../../answers/answer-rules';
import { TALLY_KEY } from '../../answers/tally-keys';
import { reportQuestions } from '../../survey/matrix';
import { AnswersInput, NPS_OPTIONS } from '../../survey/question.model';
import { Cell, ReportFilters } from '../report.model';
import { frozenOption, frozenQuestion } from '../../survey/testing/frozen-question';
import { respondentCells, seededRandom } from '../testing/report-fixtures';
import { activeMask, Axis, CellIndex, properSubsets } from './cell-index';
import { DisclosureControl } from './disclosure-control';
import { buildReport } from './report-builder';

interface Person {
  department: string | null;
  organization: string | null;
  answer: string | null;
  answered: boolean;
}

/** One cell per person and count: a question's respondents and the survey's. */
const cellsOf = (people: Person[]): Cell[] =>
  respondentCells(people, (person) => ({ groupKey: person.answer, filterKey: person.answer }));

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
    const random = seededRandom(7);
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

describe('disclosure control of matrix, NPS and ranking questions', () => {
  const option = (key: string) => frozenOption(key);
  const questions = [
    frozenQuestion('00000000-0000-4000-8000-00000000000a', {
      type: 'matrix',
      options: ['1', '2', '3', '4', '5'].map(option),
      statements: ['belong', 'voice', 'fair'].map(option),
    }),
    frozenQuestion('00000000-0000-4000-8000-00000000000b', { type: 'nps', options: NPS_OPTIONS }),
    frozenQuestion('00000000-0000-4000-8000-00000000000c', {
      type: 'ranking',
      options: ['pay', 'growth', 'flexibility', 'purpose'].map(option),
    }),
  ];
  const [matrix, nps, ranking] = questions;

  /** The tallies' keys of one response's answer rows, as tally-keys.ts counts them in SQL. */
  function cellsOfResponse(
    rows: AnswerRow[],
    department: string | null,
    organization: string | null,
  ): Cell[] {
    const base = { departmentId: department, organizationId: organization, groupKey: null };
    const sums = new Map<string, { questionId: string; key: string; sum: number | null }>();
    const add = (questionId: string, key: string, value: number | null) => {
      const entry = sums.get(`${questionId}|${key}`) ?? { questionId, key, sum: null };
      if (value !== null) entry.sum = (entry.sum ?? 0) + value;
      sums.set(`${questionId}|${key}`, entry);
    };
    for (const row of rows) {
      add(
        row.questionId,
        row.preferNot ? TALLY_KEY.preferNot : (row.optionKey as string),
        row.valueNumber,
      );
      add(row.questionId, TALLY_KEY.answered, row.valueNumber);
      if (row.optionKey !== null && row.valueNumber === 1)
        add(row.questionId, `${TALLY_KEY.rankedFirst}${row.optionKey}`, row.valueNumber);
    }
    return [
      {
        ...base,
        questionId: null,
        key: TALLY_KEY.answered,
        filterKey: null,
        count: 1,
        sum: null,
        min: null,
        max: null,
      },
      ...[...sums.values()].map(({ questionId, key, sum }) => ({
        ...base,
        questionId,
        key,
        filterKey: null,
        count: 1,
        sum,
        min: sum,
        max: sum,
      })),
    ];
  }

  it('publishes no eNPS, rank or matrix row of a suppressed group, and hides no recoverable one', () => {
    const departments = [null, 'd1', 'd2', 'd3'];
    const organizationOf: Record<string, string> = { d1: 'o1', d2: 'o1', d3: 'o2' };
    const random = seededRandom(11);
    const shuffled = <T>(items: T[]) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = random(index + 1);
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    };
    for (let round = 0; round < 300; round++) {
      const cells = Array.from({ length: 3 + random(40) }, () => {
        const department = departments[random(4)];
        const answers: AnswersInput = {};
        if (random(4))
          answers[matrix.id] = {
            rows: Object.fromEntries(matrix.statements.map((s) => [s.key, String(1 + random(5))])),
          };
        if (random(4)) answers[nps.id] = { optionKeys: [String(random(11))] };
        if (random(4))
          answers[ranking.id] = { optionKeys: shuffled(ranking.options.map((o) => o.key)) };
        const { rows, errors } = checkAnswers(questions, answers, false);
        expect(errors).toEqual({});
        return cellsOfResponse(
          rows,
          department,
          department ? organizationOf[department] : ['o1', null][random(2)],
        );
      }).flat();
      const filters: ReportFilters = {
        departmentId: [undefined, 'd1', 'd3'][random(3)],
        organizationId: [undefined, 'o1'][random(2)],
      };
      const minimum = 3 + random(3);
      const index = new CellIndex(cells, filters);
      const report = buildReport({
        survey: { id: 's', name: 's', anonymous: true, status: 'in-progress' },
        questions: reportQuestions(questions),
        language: 'pt-BR',
        minimum,
        request: { groupBy: (['department', 'organization'] as const)[random(2)], filters },
        cells: index,
        departments: new Map(),
        organizations: new Map(),
        invited: null,
        visitors: 0,
        comments: new Map(),
      });
      // Each statement of the matrix is a question of the report.
      expect(report.questions.map((question) => question.type)).toEqual([
        'scale',
        'scale',
        'scale',
        'nps',
        'ranking',
      ]);
      for (const question of report.questions) {
        const shown = [...question.groups, question.total].filter((cell) => !cell.suppressed);
        for (const cell of [...question.groups, question.total]) {
          if (!cell.suppressed) continue;
          const { id: _id, ...published } = { id: '', ...cell };
          expect(published).toEqual({ suppressed: true, respondents: null });
        }
        for (const cell of shown) {
          if (cell.suppressed) continue;
          expect(cell.respondents === 0 || cell.respondents >= minimum).toBe(true);
          if (question.type === 'nps' && cell.respondents > 0) {
            const count = (from: number, to: number) =>
              (cell.options ?? [])
                .filter((o) => Number(o.key) >= from && Number(o.key) <= to)
                .reduce((sum, o) => sum + (o.count ?? 0), 0);
            expect(cell.nps?.score).toBeCloseTo(
              ((count(9, 10) - count(0, 6)) / cell.respondents) * 100,
              1,
            );
          }
          if (question.type === 'ranking' && cell.respondents > 0) {
            const ranks = cell.ranking ?? [];
            // Ranks 1..4 over every respondent: their means add up to 1 + 2 + 3 + 4.
            expect(ranks.reduce((sum, rank) => sum + (rank.meanRank ?? 0), 0)).toBeCloseTo(10, 1);
            expect(ranks.reduce((sum, rank) => sum + rank.rankedFirst, 0)).toBeCloseTo(100, 0);
          }
        }
        if (!question.total.suppressed && question.groups.length) {
          const visible = question.groups.reduce(
            (sum, cell) => sum + (cell.suppressed ? 0 : cell.respondents),
            0,
          );
          const rest = question.total.respondents - visible;
          expect(rest === 0 || rest >= minimum).toBe(true);
        }
      }
    }
  });
});
