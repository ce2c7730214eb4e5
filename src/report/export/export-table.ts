import { LanguageCode } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { MessageKey } from '../../common/i18n/messages.pt-BR';
import { MessageParams } from '../../common/i18n/translate';
import { Breakdown, OptionCount, ReportView } from '../report.model';

export type SheetValue = string | number;

/** The aggregates of a report as one table: what the CSV holds and the spreadsheet's first sheet. */
export interface ExportTable {
  header: string[];
  rows: SheetValue[][];
}

export type Translator = (key: MessageKey, params?: MessageParams) => string;

export const translator =
  (language: LanguageCode): Translator =>
  (key, params) =>
    translate(language, key, params);

/**
 * An option's count and percentage as published: numbers, or for a sensitive answer of fewer
 * than k people "fewer than k" in both, or the word for "suppressed" where it is hidden so that
 * such a count cannot be worked out.
 */
export function optionCells(option: OptionCount, t: Translator): [SheetValue, SheetValue] {
  if (option.count !== null && option.percentage !== null) return [option.count, option.percentage];
  const word = option.fewerThan
    ? t('report.export.fewerThan', { min: option.fewerThan })
    : t('report.export.suppressed');
  return [word, word];
}

/**
 * Question, answer, then a count and a percentage per group and for the total. A suppressed cell
 * holds the word for "suppressed" in both columns, never a number; free-text answers are not
 * exported (aggregates only, DESIGN §5b).
 */
export function exportTable(report: ReportView, t: Translator): ExportTable {
  const suppressed = t('report.export.suppressed');
  const columns = [...report.groups, { id: '#total', label: t('report.export.total') }];
  const header = [
    t('report.export.question'),
    t('report.export.answer'),
    ...columns.flatMap((column) => [`${column.label} (n)`, `${column.label} (%)`]),
  ];
  const rows: SheetValue[][] = [];
  const pairs = (cells: Array<[SheetValue, SheetValue] | null>) =>
    cells.flatMap((cell) => cell ?? [suppressed, suppressed]);

  for (const question of report.questions) {
    const all: Breakdown[] = [...question.groups, question.total];
    const title = `${question.position + 1}. ${question.text}`;
    rows.push([
      title,
      t('report.export.respondents'),
      ...pairs(all.map((cell) => (cell.suppressed ? null : [cell.respondents, '']))),
    ]);
    const options = all.flatMap((cell) => (cell.suppressed ? [] : [cell.options ?? []]))[0] ?? [];
    options.forEach((option, index) =>
      rows.push([
        title,
        option.label,
        ...pairs(
          all.map((cell) => {
            const count = cell.suppressed ? undefined : cell.options?.[index];
            return count ? optionCells(count, t) : null;
          }),
        ),
      ]),
    );
    if (question.type === 'number') {
      for (const stat of ['mean', 'min', 'max'] as const) {
        rows.push([
          title,
          t(`report.export.${stat}`),
          ...pairs(all.map((cell) => (cell.suppressed ? null : [cell.number?.[stat] ?? '', '']))),
        ]);
      }
    }
    if (question.type === 'nps')
      rows.push([
        title,
        t('report.export.enps'),
        ...pairs(all.map((cell) => (cell.suppressed ? null : [cell.nps?.score ?? '', '']))),
      ]);
    // A ranking: per option, its mean rank (n column) and the share who ranked it first (%).
    const ranked = all.flatMap((cell) => (cell.suppressed ? [] : [cell.ranking ?? []]))[0] ?? [];
    ranked.forEach((option, index) => {
      const rankOf = (cell: Breakdown) => (cell.suppressed ? undefined : cell.ranking?.[index]);
      rows.push([
        title,
        `${option.label}: ${t('report.export.meanRank')}`,
        ...pairs(
          all.map((cell) => {
            const rank = rankOf(cell);
            return rank ? [rank.meanRank ?? '', ''] : null;
          }),
        ),
      ]);
      rows.push([
        title,
        `${option.label}: ${t('report.export.rankedFirst')}`,
        ...pairs(
          all.map((cell) => {
            const rank = rankOf(cell);
            return rank ? ['', rank.rankedFirst] : null;
          }),
        ),
      ]);
    });
  }

  const rate = report.responseRate;
  const rateCells = [...rate.groups, rate.total];
  const rateTitle = t('report.export.responseRate');
  rows.push([
    rateTitle,
    t('report.export.invited'),
    ...rateCells.flatMap((cell) => [cell.invited ?? '', '']),
  ]);
  rows.push([
    rateTitle,
    t('report.export.respondents'),
    ...pairs(
      rateCells.map((cell) => (cell.suppressed ? null : [cell.respondents ?? '', cell.rate ?? ''])),
    ),
  ]);

  for (const row of report.heatmap) {
    rows.push([
      t('report.export.favourable'),
      row.text,
      ...pairs(
        [...row.groups, row.total].map((cell) =>
          cell.suppressed ? null : ['', cell.favourable ?? ''],
        ),
      ),
    ]);
  }
  return { header, rows };
}

/** Lines that say what the export shows: survey, grouping, filters, date, the suppression rule. */
export function describe(
  report: ReportView,
  t: Translator,
  filters: string[],
  groupQuestion: string | undefined,
  now = new Date(),
): string[] {
  const grouping =
    report.groupBy === 'department'
      ? t('report.export.groupByDepartment')
      : report.groupBy === 'organization'
        ? t('report.export.groupByOrganization')
        : report.groupBy === 'question'
          ? t('report.export.groupByQuestion', { question: groupQuestion ?? '' })
          : t('report.export.noGrouping');
  return [
    t('report.export.generatedAt', {
      date: now.toLocaleString(report.language, { timeZone: 'America/Sao_Paulo' }),
    }),
    grouping,
    filters.length
      ? t('report.export.filters', { filters: filters.join('; ') })
      : t('report.export.noFilters'),
    t('report.export.visitors', { count: report.responseRate.visitors }),
    t('report.export.suppressionNote', {
      min: report.minimumGroupSize,
      textMin: report.textMinimumGroupSize,
      suppressed: t('report.export.suppressed'),
    }),
  ];
}
