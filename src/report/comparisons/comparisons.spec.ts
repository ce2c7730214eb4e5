import { POPULATION_VARIABLES } from '../../benchmark/population/population-variables';
import { TALLY_KEY } from '../../answers/tally-keys';
import { buildBenchmark } from '../benchmark/benchmark-view';
import { buildInclusionIndex } from '../inclusion-index/inclusion-index-view';
import { Cell, ReportRequest } from '../report.model';
import { CellIndex } from '../tables/cell-index';
import { frozenOption, frozenQuestion } from '../../survey/testing/frozen-question';
import { answerCells, seededRandom } from '../testing/report-fixtures';
import { buildReport } from '../tables/report-builder';

const SCALE = ['1', '2', '3', '4', '5'].map((key) => frozenOption(key, key >= '4'));
const RACES = ['branca', 'preta', 'amarela', 'parda', 'indigena'];
const QUESTIONS = [
  frozenQuestion('race', {
    sensitive: true,
    category: 'race',
    options: RACES.map((key) => frozenOption(key)),
  }),
  frozenQuestion('belonging', { type: 'scale', category: 'belonging', options: SCALE }),
  frozenQuestion('authenticity', { type: 'scale', category: 'belonging', options: SCALE }),
];

interface Person {
  department: string;
  race: string;
  answers: Record<string, string>;
}

/** One tally cell per person and answer, as the pair tallies split by colour or race hold them. */
const cellsOf = (people: Person[]): Cell[] =>
  answerCells(people, (person) => ({ groupKey: person.race, filterKey: null }));

describe('comparisons of random small companies', () => {
  it('publish no share or index that the report itself would not, nor a sensitive group of 1 to k − 1', () => {
    const random = seededRandom(23);
    const populations = POPULATION_VARIABLES.map(({ areasOf, ...variable }) => ({
      ...variable,
      areas: areasOf({}).map(({ area, shares }) => ({ ...area, name: area.code, shares })),
    }));
    let checked = 0;
    for (let round = 0; round < 300; round++) {
      const people: Person[] = Array.from({ length: 5 + random(60) }, () => ({
        department: ['d1', 'd2', 'd3'][random(3)],
        race: [...RACES, TALLY_KEY.preferNot][Math.min(5, random(9))],
        answers: {},
      }));
      for (const person of people) {
        person.answers.race = person.race;
        for (const statement of ['belonging', 'authenticity'])
          if (random(8)) person.answers[statement] = String(1 + random(5));
      }
      const minimum = 3 + random(3);
      const request: ReportRequest = {
        groupBy: (['department', 'question', undefined] as const)[random(3)],
        filters: {},
      };
      if (request.groupBy === 'question') request.groupQuestionId = 'race';
      const report = buildReport({
        survey: { id: 's', name: 's', anonymous: true, status: 'closed' },
        questions: QUESTIONS,
        language: 'pt-BR',
        minimum,
        request,
        cells: new CellIndex(cellsOf(people), request.filters),
        departments: new Map([
          ['d1', 'd1'],
          ['d2', 'd2'],
          ['d3', 'd3'],
        ]),
        organizations: new Map(),
        invited: null,
        visitors: 0,
        comments: new Map(),
      });
      const race = report.questions.find((candidate) => candidate.id === 'race')!;
      const benchmark = buildBenchmark(report, QUESTIONS, populations);
      const [variable] = benchmark.variables;
      const compositions = [
        { breakdown: race.total, composition: variable.total },
        ...race.groups.map((breakdown, index) => ({
          breakdown,
          composition: variable.groups[index],
        })),
      ];
      for (const { breakdown, composition } of compositions) {
        checked++;
        expect(composition.suppressed).toBe(breakdown.suppressed);
        if (breakdown.suppressed) {
          expect(composition.categories.every((category) => category.share === null)).toBe(true);
          continue;
        }
        // Shares of "those who declared" would give back an unpublished "prefer not" count.
        const preferNot = breakdown.options?.find((candidate) => candidate.preferNotToAnswer);
        if (composition.base === 'declared') expect(preferNot?.count).not.toBeNull();
        for (const category of composition.categories) {
          const published = breakdown.options?.find((candidate) => candidate.key === category.key);
          // A share exists only where the report publishes the count: never for "fewer than k".
          if (category.share !== null) expect(published?.count).not.toBeNull();
          if (published?.count === null) expect(category.share).toBeNull();
          if (published?.count) expect(published.count).toBeGreaterThanOrEqual(minimum);
        }
      }
      const index = buildInclusionIndex(report, QUESTIONS);
      for (const group of index.groups) {
        const cells = report.heatmap.map((row) => row.groups.find((cell) => cell.id === group.id));
        if (cells.some((cell) => cell?.suppressed))
          expect(group).toMatchObject({ value: null, suppressed: true });
        if (group.drivers) {
          const opinions = report.questions
            .filter((candidate) => candidate.type === 'scale')
            .map((candidate) => candidate.groups.find((cell) => cell.id === group.id))
            .map((cell) => (cell && !cell.suppressed ? cell.respondents : 0));
          expect(Math.min(...opinions)).toBeGreaterThanOrEqual(index.driverMinimumOpinions);
        }
      }
    }
    expect(checked).toBeGreaterThan(600);
  });
});
