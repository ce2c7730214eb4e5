import { describe, expect, it } from 'vitest';
import type { QuestionReport, ReportView } from '@shared/report';
import {
  changeQuery,
  chartOptions,
  chartRows,
  heatColour,
  isAskable,
  optionColours,
  readQuery,
  writeQuery,
} from './reportQuery';

const options = (values: Array<[string, number]>) =>
  values.map(([key, percentage]) => ({ key, label: key.toUpperCase(), count: 1, percentage }));

const question: QuestionReport = {
  id: 'q1',
  position: 1,
  type: 'scale',
  text: 'Sinto que pertenço',
  sensitive: false,
  category: null,
  minimumGroupSize: 5,
  total: {
    suppressed: false,
    respondents: 32,
    options: options([
      ['agree', 80],
      ['disagree', 20],
    ]),
  },
  groups: [
    { id: 'people', suppressed: true, respondents: null },
    {
      id: 'tech',
      suppressed: false,
      respondents: 12,
      options: options([
        ['agree', 100],
        ['disagree', 0],
      ]),
    },
  ],
};
const groups: ReportView['groups'] = [
  { id: 'people', label: 'Pessoas' },
  { id: 'tech', label: 'Tecnologia' },
  { id: 'gone', label: 'Sem dados' },
];

describe('report query', () => {
  it('reads only known controls from the URL and writes them back', () => {
    const query = readQuery(new URLSearchParams('groupBy=team&departmentId=d1&x=1'));
    expect(query).toEqual({ departmentId: 'd1' });
    expect(writeQuery({ groupBy: 'department', organizationId: 'o1' }).toString()).toBe(
      'groupBy=department&organizationId=o1',
    );
  });

  it('drops what a change makes meaningless', () => {
    const grouped = changeQuery({}, { groupBy: 'question', groupQuestionId: 'q9' });
    expect(grouped).toEqual({ groupBy: 'question', groupQuestionId: 'q9' });
    expect(changeQuery(grouped, { groupBy: 'department' })).toEqual({ groupBy: 'department' });
    const filtered = { filterQuestionId: 'race', filterOptionKey: 'parda' };
    expect(changeQuery(filtered, { filterQuestionId: 'gender' })).toEqual({
      filterQuestionId: 'gender',
    });
    expect(changeQuery(filtered, { filterQuestionId: '' })).toEqual({});
    expect(changeQuery(filtered, { departmentId: 'd1' })).toEqual({
      ...filtered,
      departmentId: 'd1',
    });
  });

  it('asks the API only once a grouping question and a filter answer are chosen', () => {
    expect(isAskable({ groupBy: 'question' })).toBe(false);
    expect(isAskable({ groupBy: 'question', groupQuestionId: 'q' })).toBe(true);
    expect(isAskable({ filterQuestionId: 'race' })).toBe(false);
    expect(isAskable({})).toBe(true);
  });
});

describe('report charts', () => {
  it('draws the total then each group, a suppressed group as an empty bar', () => {
    expect(chartRows(question, groups, 'Total')).toEqual([
      {
        id: 'total',
        label: 'Total',
        suppressed: false,
        respondents: 32,
        values: { agree: 80, disagree: 20 },
      },
      { id: 'people', label: 'Pessoas', suppressed: true, respondents: null, values: {} },
      {
        id: 'tech',
        label: 'Tecnologia',
        suppressed: false,
        respondents: 12,
        values: { agree: 100, disagree: 0 },
      },
    ]);
    expect(chartOptions(question).map((option) => option.key)).toEqual(['agree', 'disagree']);
    expect(
      chartOptions({ ...question, total: { suppressed: true, respondents: null } })[0].key,
    ).toBe('agree');
  });

  it('colours favourable answers from red to green, nothing for no value', () => {
    expect(heatColour(0)).toBe('hsl(0, 70%, 84%)');
    expect(heatColour(100)).toBe('hsl(120, 70%, 84%)');
    expect(heatColour(150)).toBe('hsl(120, 70%, 84%)');
    expect(heatColour(null)).toBe('transparent');
  });
});

describe('option colours', () => {
  const scale = (favourableAt: number[]) =>
    ['1', '2', '3', '4', '5'].map((key, index) => ({
      key,
      label: key,
      count: 1,
      percentage: 20,
      favourable: favourableAt.includes(index),
    }));

  it('runs a scale from red to green, green at its favourable end, grey for no answer', () => {
    const colours = optionColours(
      [
        ...scale([3, 4]),
        { key: 'x', label: 'x', count: 0, percentage: 0, preferNotToAnswer: true },
      ],
      true,
    );
    expect(colours).toEqual([
      'hsl(0, 65%, 38%)',
      'hsl(30, 65%, 38%)',
      'hsl(60, 65%, 38%)',
      'hsl(90, 65%, 38%)',
      'hsl(120, 65%, 38%)',
      '#8a8a8a',
    ]);
    expect(optionColours(scale([0, 1]), true)[0]).toBe('hsl(120, 65%, 38%)');
    expect(new Set(optionColours(scale([]), false)).size).toBe(5);
  });
});
