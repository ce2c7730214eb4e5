import type { VariablePopulation } from '../../benchmark/benchmark.service';
import { LanguageCode } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { FrozenQuestion } from '../../survey/question.model';
import { Breakdown, ReportView } from '../report.model';
import { label } from '../tables/question-tables';
import { BenchmarkVariable, BenchmarkView, Composition } from './benchmark.model';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The survey's question a variable compares with: its category, with the library's options. */
export function questionFor(
  questions: FrozenQuestion[],
  variable: Pick<VariablePopulation, 'category' | 'keys'>,
): FrozenQuestion | undefined {
  return questions.find(
    (question) =>
      question.type === 'single' &&
      question.category === variable.category &&
      question.options.length === variable.keys.length &&
      variable.keys.every((key) => question.options.some((option) => option.key === key)),
  );
}

/**
 * The company's composition beside Brazil's population: built from the report's own breakdowns,
 * so it publishes exactly what the report publishes (suppressed groups, "fewer than k", hidden
 * counts), as shares instead of counts.
 */
export function buildBenchmark(
  report: ReportView,
  questions: FrozenQuestion[],
  populations: VariablePopulation[],
): BenchmarkView {
  const variables: BenchmarkVariable[] = [];
  const notAsked: BenchmarkView['notAsked'] = [];
  for (const population of populations) {
    const question = questionFor(questions, population);
    const reported = report.questions.find((candidate) => candidate.id === question?.id);
    if (!question || !reported) {
      notAsked.push(population.variable);
      continue;
    }
    const compose = (breakdown: Breakdown) => composition(breakdown, population);
    variables.push({
      variable: population.variable,
      questionId: question.id,
      text: reported.text,
      source: {
        ...population.source,
        population: translate(report.language, `benchmark.population.${population.variable}`),
      },
      categories: population.keys.map((key) => ({
        key,
        label: optionLabel(question, key, report.language),
      })),
      areas: population.areas.map((area) => ({
        ...area,
        shares: Object.fromEntries(
          Object.entries(area.shares).map(([key, share]) => [key, round(share * 100, 2)]),
        ),
      })),
      total: compose(reported.total),
      groups: reported.groups.map((group) => ({ id: group.id, ...compose(group) })),
    });
  }
  return {
    survey: { id: report.survey.id, name: report.survey.name },
    language: report.language,
    minimumGroupSize: report.minimumGroupSize,
    groupBy: report.groupBy,
    groupQuestionId: report.groupQuestionId,
    filters: report.filters,
    groups: report.groups,
    variables,
    notAsked,
  };
}

function optionLabel(question: FrozenQuestion, key: string, language: LanguageCode) {
  const option = question.options.find((candidate) => candidate.key === key);
  return option ? label(option.labels, language) : key;
}

function composition(breakdown: Breakdown, population: VariablePopulation): Composition {
  const noGaps = population.areas.map((area) => ({ code: area.code, points: null, ratio: null }));
  if (breakdown.suppressed)
    return {
      suppressed: true,
      base: null,
      categories: population.keys.map((key) => ({ key, share: null, gaps: noGaps })),
    };
  const options = breakdown.options ?? [];
  const preferNot = options.find((option) => option.preferNotToAnswer);
  const declaredKnown = !preferNot || preferNot.count !== null;
  const base = declaredKnown
    ? breakdown.respondents - (preferNot?.count ?? 0)
    : breakdown.respondents;
  return {
    suppressed: false,
    base: declaredKnown ? 'declared' : 'respondents',
    categories: population.keys.map((key) => {
      const option = options.find((candidate) => candidate.key === key);
      if (!option || option.count === null || base <= 0)
        return {
          key,
          share: null,
          ...(option?.fewerThan ? { fewerThan: option.fewerThan } : {}),
          ...(option?.hidden ? { hidden: true } : {}),
          gaps: noGaps,
        };
      const share = option.count / base;
      return {
        key,
        share: round(share * 100, 1),
        gaps: population.areas.map((area) => ({
          code: area.code,
          points: round((share - area.shares[key]) * 100, 1),
          ratio: area.shares[key] > 0 ? round(share / area.shares[key], 2) : null,
        })),
      };
    }),
  };
}
