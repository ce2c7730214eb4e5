import type { ReportQuery } from './report.api';
import {
  GROUP_BY,
  type Breakdown,
  type GroupBy,
  type OptionCount,
  type QuestionReport,
  type ReportView,
} from '@shared/report';

const KEYS = [
  'groupBy',
  'groupQuestionId',
  'departmentId',
  'organizationId',
  'filterQuestionId',
  'filterOptionKey',
] as const;

/** The report's grouping and filters from the page's URL (so a reload or a link keeps them). */
export function readQuery(params: URLSearchParams): ReportQuery {
  const query: ReportQuery = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) (query as Record<string, string>)[key] = value;
  }
  if (query.groupBy && !(GROUP_BY as readonly string[]).includes(query.groupBy))
    delete query.groupBy;
  return query;
}

export function writeQuery(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (query[key]) params.set(key, query[key] as string);
  return params;
}

/** A change of one control, and what it makes meaningless with it. */
export function changeQuery(query: ReportQuery, change: Partial<ReportQuery>): ReportQuery {
  const next: ReportQuery = { ...query, ...change };
  if (next.groupBy !== 'question') delete next.groupQuestionId;
  if ('filterQuestionId' in change && change.filterQuestionId !== query.filterQuestionId)
    delete next.filterOptionKey;
  if (!next.filterQuestionId) delete next.filterOptionKey;
  for (const key of KEYS) if (!next[key]) delete next[key];
  return next;
}

/** Can the API answer it? A grouping question and a filter answer must be chosen first. */
export const isAskable = (query: ReportQuery) =>
  (query.groupBy !== 'question' || !!query.groupQuestionId) &&
  (!query.filterQuestionId || !!query.filterOptionKey);

/** Questions a report can be grouped or filtered by: single choice (as the API requires). */
export const singleChoiceQuestions = (report: ReportView | undefined) =>
  (report?.questions ?? []).filter((question) => question.type === 'single');

/** The answers of a question to filter by, read from the report without filters. */
export const optionsOf = (question: QuestionReport | undefined): OptionCount[] =>
  question && !question.total.suppressed ? (question.total.options ?? []) : [];

export const groupBy = (query: ReportQuery): GroupBy | '' => query.groupBy ?? '';

/**
 * A heatmap cell's background for a favourable percentage: red (0) through amber to green
 * (100), light enough that dark text keeps AA contrast on every shade.
 */
export function heatColour(favourable: number | null): string {
  if (favourable === null) return 'transparent';
  const value = Math.max(0, Math.min(100, favourable));
  return `hsl(${Math.round(value * 1.2)}, 70%, 84%)`;
}

/** One bar of a grouped chart: the group's label and each option's percentage by its key. */
export interface ChartRow {
  id: string;
  label: string;
  suppressed: boolean;
  respondents: number | null;
  values: Record<string, number>;
}

/** A choice question's bars: the whole population, then each group, suppressed ones empty. */
export function chartRows(
  question: QuestionReport,
  groups: ReportView['groups'],
  totalLabel: string,
): ChartRow[] {
  const row = (id: string, label: string, cell: Breakdown): ChartRow => ({
    id,
    label,
    suppressed: cell.suppressed,
    respondents: cell.respondents,
    values: cell.suppressed
      ? {}
      : Object.fromEntries(
          (cell.options ?? []).flatMap((option) =>
            option.percentage === null ? [] : [[option.key, option.percentage]],
          ),
        ),
  });
  const byId = new Map(question.groups.map((cell) => [cell.id, cell]));
  return [
    row('total', totalLabel, question.total),
    ...groups.flatMap((group) => {
      const cell = byId.get(group.id);
      return cell ? [row(group.id, group.label, cell)] : [];
    }),
  ];
}

/** The groups (the whole population first) with answers whose counts are not published. */
export function unpublishedCounts(
  question: QuestionReport,
  groups: ReportView['groups'],
  totalLabel: string,
): Array<{ label: string; fewer: string[]; hidden: string[] }> {
  const byId = new Map(question.groups.map((cell) => [cell.id, cell]));
  const rows: Array<[string, Breakdown | undefined]> = [
    [totalLabel, question.total],
    ...groups.map((group): [string, Breakdown | undefined] => [group.label, byId.get(group.id)]),
  ];
  return rows.flatMap(([label, cell]) => {
    const options = !cell || cell.suppressed ? [] : (cell.options ?? []);
    const fewer = options.filter((option) => option.fewerThan).map((option) => option.label);
    const hidden = options.filter((option) => option.hidden).map((option) => option.label);
    return fewer.length || hidden.length ? [{ label, fewer, hidden }] : [];
  });
}

/** The options a chart draws, in the question's order (from the first group that shows them). */
export function chartOptions(question: QuestionReport): OptionCount[] {
  const cells = [question.total, ...question.groups];
  for (const cell of cells) if (!cell.suppressed && cell.options?.length) return cell.options;
  return [];
}

/**
 * The percentage axis of every chart: 0 to 100 in fixed steps, whatever the data. Percentages
 * rounded to one decimal may add up to a little over 100 (three thirds of 33,4 %), which let
 * the chart stretch its axis to "100,2 %".
 */
export const percentAxis = (locale: string) => ({
  type: 'number' as const,
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  allowDataOverflow: true,
  tickFormatter: (value: number) => formatPercent(value, locale),
});

/** A percentage in the interface language: one decimal at most (87,5% in pt-BR). */
export const formatPercent = (value: number, locale: string) =>
  `${value.toLocaleString(locale, { maximumFractionDigits: 1 })}%`;

/** Distinct colours for options (AA contrast for the labels drawn beside them). */
const PALETTE = [
  '#5b2a86',
  '#1b7a3a',
  '#b35c00',
  '#1565c0',
  '#b3261e',
  '#00796b',
  '#6d4c41',
  '#ad1457',
];
const NEUTRAL = '#8a8a8a';

/**
 * An option's colour. A scale runs from red to green through amber, green at its favourable
 * end (whichever end the favourable options are); other questions get distinct colours.
 */
export function optionColours(options: OptionCount[], ordered: boolean): string[] {
  const steps = options.filter((option) => !option.preferNotToAnswer);
  const favourableFirst = !!steps[0]?.favourable && !steps[steps.length - 1]?.favourable;
  return options.map((option, index) => {
    if (option.preferNotToAnswer) return NEUTRAL;
    if (!ordered || steps.length < 2) return PALETTE[index % PALETTE.length];
    const position = steps.indexOf(option) / (steps.length - 1);
    const hue = Math.round((favourableFirst ? 1 - position : position) * 120);
    return `hsl(${hue}, 65%, 38%)`;
  });
}
