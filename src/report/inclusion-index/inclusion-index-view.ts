import type { FrozenQuestion } from '../../survey/question.model';
import type { Breakdown, HeatCell, ReportView } from '../report.model';
import { indexOf, indexStatements } from './inclusion-index';
import type { Driver, InclusionIndexView, Published } from './inclusion-index.model';

/**
 * Drivers are named only for a group in which every statement has at least this many opinions:
 * below it, a few people's answers move a share by more than any real difference would.
 */
export const DRIVER_MINIMUM_OPINIONS = 30;

/** How far a share must be from the reference's to be named (a two-sided 95 % margin). */
const Z_95 = 1.96;

const opinionsOf = (breakdown: Breakdown | undefined): number | null => {
  if (!breakdown || breakdown.suppressed) return null;
  const preferNot = breakdown.options?.find((option) => option.preferNotToAnswer);
  if (preferNot && preferNot.count === null) return null;
  return breakdown.respondents - (preferNot?.count ?? 0);
};

const published = (cell: HeatCell | undefined): Published => ({
  value: cell?.favourable ?? null,
  suppressed: cell?.suppressed ?? true,
});

/**
 * The inclusion index of the report's groups (inclusion-index.ts), and per group the statements
 * whose favourable share is furthest from the whole report's — only those further than the 95 %
 * margin of error of a share of that many opinions, and only in groups where each statement has
 * at least DRIVER_MINIMUM_OPINIONS opinions.
 */
export function buildInclusionIndex(
  report: ReportView,
  questions: FrozenQuestion[],
): InclusionIndexView {
  const statements = indexStatements(questions);
  const rows = statements.map((question) => ({
    question,
    heat: report.heatmap.find((row) => row.questionId === question.id),
    answers: report.questions.find((candidate) => candidate.id === question.id),
  }));
  const total = indexOf(rows.map((row) => published(row.heat?.total)));
  const drivers = (groupId: string): Driver[] | null => {
    const parts = rows.map((row) => ({
      questionId: row.question.id,
      cell: row.heat?.groups.find((cell) => cell.id === groupId),
      opinions: opinionsOf(row.answers?.groups.find((cell) => cell.id === groupId)),
      reference: row.heat?.total.favourable ?? null,
    }));
    if (
      !parts.length ||
      parts.some(
        (part) =>
          part.cell?.favourable == null ||
          part.reference === null ||
          (part.opinions ?? 0) < DRIVER_MINIMUM_OPINIONS,
      )
    )
      return null;
    return parts
      .map((part) => {
        const favourable = part.cell?.favourable as number;
        const reference = part.reference as number;
        const p = reference / 100;
        const margin = Z_95 * Math.sqrt((p * (1 - p)) / (part.opinions as number)) * 100;
        const difference = Math.round((favourable - reference) * 10) / 10;
        return { questionId: part.questionId, favourable, reference, difference, margin };
      })
      .filter((part) => Math.abs(part.difference) > part.margin)
      .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference))
      .map(({ margin: _margin, ...driver }) => driver);
  };
  return {
    survey: { id: report.survey.id, name: report.survey.name },
    language: report.language,
    minimumGroupSize: report.minimumGroupSize,
    driverMinimumOpinions: DRIVER_MINIMUM_OPINIONS,
    groupBy: report.groupBy,
    groupQuestionId: report.groupQuestionId,
    filters: report.filters,
    statements: rows.map((row) => ({
      questionId: row.question.id,
      text: row.heat?.text ?? row.answers?.text ?? '',
    })),
    total: {
      ...total,
      statements: rows.map((row) => ({
        questionId: row.question.id,
        favourable: row.heat?.total.favourable ?? null,
      })),
    },
    groups: report.groups.map((group) => ({
      id: group.id,
      label: group.label,
      ...indexOf(
        rows.map((row) => published(row.heat?.groups.find((cell) => cell.id === group.id))),
      ),
      drivers: drivers(group.id),
    })),
  };
}
