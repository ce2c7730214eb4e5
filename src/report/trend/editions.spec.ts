import { Cell, ReportRequest, ReportView } from '../report.model';
import { Axis, CellIndex, properSubsets } from '../tables/cell-index';
import { buildReport, disclosureFor } from '../tables/report-builder';
import { frozenOption, frozenQuestion } from '../../survey/testing/frozen-question';
import { answerCells, seededRandom } from '../testing/report-fixtures';
import { decideTogether, hiddenInReport } from './joint-control';
import { buildTrend } from './trend-view';

const RACES = ['branca', 'preta', 'parda', 'indigena'];
const GENDERS = ['woman', 'man', 'non-binary'];
const QUESTIONS = [
  frozenQuestion('race', {
    sensitive: true,
    category: 'race',
    options: RACES.map((key) => frozenOption(key)),
  }),
  frozenQuestion('gender', {
    sensitive: true,
    category: 'gender',
    options: GENDERS.map((key) => frozenOption(key)),
  }),
  frozenQuestion('belonging', {
    type: 'scale',
    category: 'belonging',
    options: ['1', '2', '3', '4', '5'].map((key) => frozenOption(key, key >= '4')),
  }),
];
const DEPARTMENTS = ['d1', 'd2', 'd3'];

interface Person {
  department: string;
  answers: Record<string, string>;
}

/** One tally cell per person and answer, split by the request's grouping and filter questions. */
const cellsOf = (people: Person[], request: ReportRequest): Cell[] =>
  answerCells(people, (person) => ({
    groupKey: request.groupQuestionId ? (person.answers[request.groupQuestionId] ?? null) : null,
    filterKey: request.filters.demographic
      ? (person.answers[request.filters.demographic.questionId] ?? null)
      : null,
  }));

describe('editions of random small companies, decided together', () => {
  it('publish no group of 1 to k − 1, no difference of a hidden cell, no group of one sensitive answer', async () => {
    const random = seededRandom(41, { highBits: true });
    const draw = (): Person => ({
      department: DEPARTMENTS[random(3)],
      answers: {
        race: RACES[Math.min(3, random(6))],
        gender: GENDERS[Math.min(2, random(5))],
        belonging: String(1 + random(5)),
      },
    });
    const counts = { companies: 0, editions: 0, requests: 0, groups: 0, differences: 0 };
    for (let round = 0; round < 150; round++) {
      const minimum = 3 + random(3);
      // Editions a year apart: most people answer again, some leave, some join, answers move.
      const editions: Person[][] = [Array.from({ length: 5 + random(50) }, draw)];
      for (let more = 1 + random(2); more > 0; more--) {
        const last = editions[editions.length - 1];
        editions.push([
          ...last
            .filter(() => random(5) > 0)
            .map((person) => (random(4) ? person : { ...draw(), department: person.department })),
          ...Array.from({ length: random(12) }, draw),
        ]);
      }
      counts.companies++;
      counts.editions += editions.length;
      for (const groupBy of ['department', 'question', undefined] as const)
        for (const filter of [0, 1, 2, 3]) {
          const request: ReportRequest = { groupBy, filters: {} };
          if (groupBy === 'question') request.groupQuestionId = random(2) ? 'race' : 'gender';
          if (filter & 1) request.filters.departmentId = DEPARTMENTS[random(3)];
          if (filter & 2) request.filters.demographic = { questionId: 'race', key: 'branca' };
          const reads = editions.map(
            (people) => new CellIndex(cellsOf(people, request), request.filters),
          );
          const reports = await decideTogether(
            reads.map((cells) => ({
              common: (id: string | null) => id,
              control: (related) => disclosureFor(cells, QUESTIONS, minimum, request, related),
            })),
            async (controls) =>
              reads.map((cells, index) =>
                buildReport({
                  survey: { id: `s${index}`, name: 's', anonymous: true, status: 'closed' },
                  questions: QUESTIONS,
                  language: 'pt-BR',
                  minimum,
                  request,
                  cells,
                  departments: new Map(DEPARTMENTS.map((id) => [id, id])),
                  organizations: new Map(),
                  invited: null,
                  visitors: 0,
                  comments: new Map(),
                  control: controls[index],
                }),
              ),
            (report) => hiddenInReport(report, request),
          );
          counts.requests++;
          for (const report of reports) counts.groups += checkReport(report, request, minimum);
          counts.groups += checkTogether(reports);
          const trend = buildTrend(
            reports.map((report, index) => ({
              edition: { id: `s${index}`, name: 's', edition: index + 1, status: 'closed' },
              report,
              questionOf: new Map(QUESTIONS.map(({ id }) => [id, id])),
            })),
            QUESTIONS,
            null,
          );
          for (const line of trend.questions.flatMap((row) => row.lines)) {
            const [previous, current] = line.points.slice(-2);
            if (line.difference === null) continue;
            counts.differences++;
            expect(previous.suppressed || current.suppressed).toBe(false);
          }
        }
    }
    // The figures the README gives.
    expect(counts).toEqual({
      companies: 150,
      editions: 369,
      requests: 1800,
      groups: 15469,
      differences: 6822,
    });
  });
});

/** Within one report: shown groups of k or more, a hidden part of 0 or k or more, no one answer. */
function checkReport(report: ReportView, request: ReportRequest, minimum: number): number {
  let checked = 0;
  for (const row of report.questions) {
    if (row.total.suppressed) continue;
    const shown = row.groups.filter((group) => !group.suppressed);
    const hidden = row.total.respondents - shown.reduce((sum, group) => sum + group.respondents, 0);
    expect(hidden === 0 || hidden >= minimum).toBe(true);
    for (const group of shown) {
      checked++;
      expect(group.respondents === 0 || group.respondents >= minimum).toBe(true);
      const ownAnswers =
        row.id === request.groupQuestionId || row.id === request.filters.demographic?.questionId;
      if (!row.sensitive || ownAnswers || group.respondents === 0) continue;
      // l-diversity: no option that every member of a shown group chose.
      expect(group.options?.some((option) => option.count === group.respondents)).toBe(false);
    }
  }
  return checked;
}

/** Across editions: a group hidden in one is hidden wherever it has anyone. */
function checkTogether(reports: ReportView[]): number {
  let checked = 0;
  for (const row of reports[0].questions) {
    const ids = new Set(reports.flatMap((report) => report.groups.map((group) => group.id)));
    for (const id of ids) {
      const cells = reports
        .map((report) => report.questions.find((candidate) => candidate.id === row.id))
        .map((candidate) => candidate?.groups.find((group) => group.id === id))
        .filter((cell) => cell !== undefined);
      if (!cells.some((cell) => cell.suppressed)) continue;
      checked++;
      for (const cell of cells) if (!cell.suppressed) expect(cell.respondents).toBe(0);
    }
  }
  return checked;
}

/**
 * The respondents of every finest cell the tallies keep (publication.repository.ts): per question
 * (or the survey) and department, alone, split by one single-choice answer, and by two.
 */
function finestCells(people: Person[]): Map<string, number> {
  const cells = new Map<string, number>();
  const add = (key: string) => cells.set(key, (cells.get(key) ?? 0) + 1);
  for (const person of people)
    for (const question of [null, ...Object.keys(person.answers)]) {
      const base = `${question}|${person.department}`;
      add(base);
      for (const by of ['race', 'gender']) add(`${base}|${by}=${person.answers[by] ?? '-'}`);
      add(`${base}|race=${person.answers.race ?? '-'}|gender=${person.answers.gender ?? '-'}`);
    }
  return cells;
}

describe('a running survey read twice, published in steps of k', () => {
  it('changes no group of any table by 1 to k − 1 when no finest cell did', () => {
    const random = seededRandom(7, { highBits: true });
    const draw = (): Person => ({
      department: DEPARTMENTS[random(3)],
      answers: {
        race: RACES[Math.min(3, random(6))],
        gender: GENDERS[Math.min(2, random(5))],
        ...(random(6) ? { belonging: String(1 + random(5)) } : {}),
      },
    });
    const counts = { pairs: 0, published: 0, groups: 0 };
    for (let round = 0; round < 300; round++) {
      const minimum = 3 + random(3);
      const before = Array.from({ length: 5 + random(40) }, draw);
      // New answers come in crowds of one profile (k or more) and, sometimes, alone.
      const after = [...before];
      for (let crowd = random(3); crowd >= 0; crowd--) {
        const profile = draw();
        const size = random(4) ? minimum + random(3) : 1 + random(minimum - 1);
        for (let index = 0; index < size; index++)
          after.push({ ...profile, answers: { ...profile.answers } });
      }
      counts.pairs++;
      const [cellsBefore, cellsAfter] = [finestCells(before), finestCells(after)];
      const publishable = [...new Set([...cellsBefore.keys(), ...cellsAfter.keys()])].every(
        (key) => {
          const change = Math.abs((cellsAfter.get(key) ?? 0) - (cellsBefore.get(key) ?? 0));
          return change === 0 || change >= minimum;
        },
      );
      if (!publishable) continue;
      counts.published++;
      for (const groupBy of ['department', 'question', undefined] as const)
        for (const groupQuestionId of groupBy === 'question' ? ['race', 'gender'] : [undefined]) {
          const request: ReportRequest = {
            groupBy,
            groupQuestionId,
            filters: {
              departmentId: DEPARTMENTS[random(3)],
              demographic: { questionId: random(2) ? 'race' : 'gender', key: 'woman' },
            },
          };
          if (request.filters.demographic?.questionId === 'race')
            request.filters.demographic.key = 'branca';
          const [one, two] = [before, after].map(
            (people) => new CellIndex(cellsOf(people, request), request.filters),
          );
          const axes: Axis[] = [
            'department',
            'filter',
            'none',
            ...(groupBy ? ['group' as const] : []),
          ];
          for (const mask of [7, ...properSubsets(7)])
            for (const axis of axes)
              for (const questionId of [null, ...QUESTIONS.map(({ id }) => id)]) {
                const [a, b] = [one, two].map((index) => index.respondents(questionId, mask, axis));
                for (const group of new Set([...a.groups.keys(), ...b.groups.keys()])) {
                  counts.groups++;
                  const change = Math.abs((b.groups.get(group) ?? 0) - (a.groups.get(group) ?? 0));
                  expect(change === 0 || change >= minimum).toBe(true);
                }
              }
        }
    }
    expect(counts).toEqual({
      pairs: 300,
      published: 174,
      groups: 67011,
    });
  });
});
