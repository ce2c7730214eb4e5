import { ExportSection } from '../comparisons/export-sections';
import { SheetValue, Translator } from '../export/export-table';
import { TrendPoint, TrendView } from './trend.model';

const pointCell = (point: TrendPoint, t: Translator): SheetValue =>
  point.suppressed ? t('report.export.suppressed') : (point.value ?? '');

/**
 * Per question, each group's measures over the editions and the last difference, hidden exactly
 * where the API hides them; nothing when the survey has no earlier edition.
 */
export function trendSections(view: TrendView, t: Translator): ExportSection[] {
  if (view.editions.length < 2) return [];
  const groupLabel = (id: string | null) =>
    id === null
      ? t('report.export.total')
      : (view.groups.find((group) => group.id === id)?.label ?? id);
  return view.questions.map((question) => ({
    title: t('report.export.trend', { question: question.text }),
    header: [
      t('report.export.group'),
      t('report.export.measure'),
      ...view.editions.map((edition) => `${edition.name} (%)`),
      t('report.export.difference'),
    ],
    rows: question.lines.map((line) => {
      const [previous, current] = line.points.slice(-2);
      return [
        groupLabel(line.groupId),
        line.label,
        ...line.points.map((point) => pointCell(point, t)),
        line.difference ??
          (previous.suppressed || current.suppressed ? t('report.export.suppressed') : ''),
      ];
    }),
    notes: [t('report.export.trendNote')],
  }));
}
