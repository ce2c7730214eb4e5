import { translate } from '../../common/i18n/translate';
import { CHOICE_TYPES, FrozenQuestion } from '../../survey/question.model';
import { Breakdown, ReportView } from '../report.model';
import { label } from '../tables/question-tables';
import {
  FAVOURABLE,
  TrendEdition,
  TrendLine,
  TrendPoint,
  TrendQuestion,
  TrendView,
} from './trend.model';

/** One edition's published report and how its questions map to the compared survey's. */
export interface EditionReport {
  edition: TrendEdition;
  report: ReportView;
  /** The compared survey's question id → this edition's (absent: not asked). */
  questionOf: Map<string, string>;
}

const ABSENT: TrendPoint = { value: null, suppressed: false, absent: true };
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The trend of a survey over its editions, built only from each edition's published report (whose
 * decisions were taken together, see joint-control.ts): a figure is what the report shows, a
 * hidden one stays hidden, and a difference is given only when both of its figures are shown.
 */
export function buildTrend(
  editions: EditionReport[],
  questions: FrozenQuestion[],
  series: TrendView['series'],
): TrendView {
  const current = editions[editions.length - 1].report;
  const groupIds: Array<string | null> = [null, ...current.groups.map((group) => group.id)];
  // Only what can be compared: a question asked in at least one other edition too.
  const trendQuestions = questions
    .filter((question) => CHOICE_TYPES.includes(question.type))
    .filter(
      (question) => editions.filter((edition) => edition.questionOf.has(question.id)).length > 1,
    )
    .map((question): TrendQuestion => {
      const favourable = question.options.some((option) => option.favourable);
      const measures =
        question.type === 'scale'
          ? favourable
            ? [{ key: FAVOURABLE, label: translate(current.language, 'report.export.favourable') }]
            : []
          : question.options.map((option) => ({
              key: option.key,
              label: label(option.labels, current.language),
            }));
      const lines = groupIds.flatMap((groupId) =>
        measures.map(({ key, label: measureLabel }) =>
          line(
            groupId,
            key,
            measureLabel,
            editions.map((edition) => pointOf(edition, question.id, groupId, key)),
          ),
        ),
      );
      return {
        id: question.id,
        text: question.texts[current.language]?.text ?? question.texts['pt-BR'].text,
        type: question.type,
        lines,
      };
    })
    .filter((question) => question.lines.length > 0);
  return {
    survey: { id: current.survey.id, name: current.survey.name },
    series,
    language: current.language,
    minimumGroupSize: current.minimumGroupSize,
    editions: editions.map((edition) => edition.edition),
    groupBy: current.groupBy,
    groupQuestionId: current.groupQuestionId,
    groups: current.groups,
    questions: trendQuestions,
  };
}

function line(
  groupId: string | null,
  measure: string,
  measureLabel: string,
  points: TrendPoint[],
): TrendLine {
  const current = points[points.length - 1]?.value ?? null;
  const previous = points.length > 1 ? points[points.length - 2].value : null;
  return {
    groupId,
    measure,
    label: measureLabel,
    points,
    current,
    previous,
    difference: current !== null && previous !== null ? round(current - previous) : null,
  };
}

/** What one edition's report publishes for a question, a group and a measure. */
function pointOf(
  edition: EditionReport,
  questionId: string,
  groupId: string | null,
  measure: string,
): TrendPoint {
  const own = edition.questionOf.get(questionId);
  if (!own) return ABSENT;
  const { report } = edition;
  if (measure === FAVOURABLE) {
    const row = report.heatmap.find((candidate) => candidate.questionId === own);
    const cell = groupId === null ? row?.total : row?.groups.find((group) => group.id === groupId);
    if (!cell || (!cell.suppressed && cell.favourable === null)) return ABSENT;
    return { value: cell.suppressed ? null : cell.favourable, suppressed: cell.suppressed };
  }
  const question = report.questions.find((candidate) => candidate.id === own);
  const breakdown: Breakdown | undefined =
    groupId === null ? question?.total : question?.groups.find((group) => group.id === groupId);
  if (!breakdown) return ABSENT;
  if (breakdown.suppressed) return { value: null, suppressed: true };
  if (breakdown.respondents === 0) return ABSENT;
  const option = breakdown.options?.find((candidate) => candidate.key === measure);
  if (!option) return ABSENT;
  // A sensitive answer of fewer than k, or one hidden so that it cannot be worked out.
  if (option.percentage === null) return { value: null, suppressed: true };
  return { value: option.percentage, suppressed: false };
}
