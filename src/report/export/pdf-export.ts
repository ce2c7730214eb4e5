import PDFDocument from 'pdfkit';
import { Breakdown, QuestionReport, ReportView } from '../report.model';
import { ExportSection } from '../comparisons/export-sections';
import { drawSection } from '../comparisons/pdf-section';
import { optionCells, Translator } from './export-table';

import {
  bar,
  BAR_X,
  Doc,
  formatter,
  gap,
  hatched,
  heading,
  LABEL_WIDTH,
  LEFT,
  note,
  ROW,
  rowLabel,
  rowStart,
  value,
} from './pdf-drawing';
import { Letterhead, letterhead } from './pdf-header';
import { legend } from './pdf-legend';
import { MEASURE_COLOUR, optionColour, shareColour, textColourOn } from './pdf-palette';

/**
 * The report's charts as a PDF under the company's letterhead: per question, one bar per answer
 * (ungrouped) or one stacked bar per group, a suppressed group drawn as a hatched empty bar
 * marked as such; then the favourable-answer heatmap. Aggregates only. Colours, legends and the
 * letterhead come from their own helpers, for every view the PDF draws.
 */
export function toPdf(
  report: ReportView,
  about: Letterhead,
  t: Translator,
  sections: ExportSection[] = [],
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    bufferPages: true,
    info: { Title: about.title, Creator: 'Diversitera' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  letterhead(doc, about);

  const suppressed = t('report.export.suppressed');
  const n = formatter(report.language);
  const rateRows = [
    ...report.responseRate.groups.map((cell, index) => ({
      label: report.groups[index].label,
      cell,
    })),
    { label: t('report.export.total'), cell: report.responseRate.total },
  ];
  heading(doc, t('report.export.responseRate'), rateRows.length);
  for (const { label, cell } of rateRows) {
    const y = rowStart(doc);
    rowLabel(doc, label, y);
    if (cell.suppressed) hatched(doc, y, suppressed);
    else {
      bar(doc, y, [{ share: (cell.rate ?? 0) / 100, colour: MEASURE_COLOUR }]);
      value(doc, y, `${n(cell.rate)}% (${n(cell.respondents)}/${n(cell.invited)})`);
    }
  }
  gap(doc);

  for (const question of report.questions) drawQuestion(doc, question, report, t);
  if (report.heatmap.length) drawHeatmap(doc, report, t);
  for (const section of sections) drawSection(doc, section, report.language, suppressed);

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#777')
      .text(
        t('report.export.page', { page: page + 1, pages: range.count }),
        LEFT,
        doc.page.height - 28,
        {
          width: doc.page.width - 2 * LEFT,
          align: 'center',
        },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

function drawQuestion(doc: Doc, question: QuestionReport, report: ReportView, t: Translator) {
  const suppressed = t('report.export.suppressed');
  const n = formatter(report.language);
  const rows: Array<{ label: string; cell: Breakdown }> = [
    ...question.groups.map((cell, index) => ({ label: report.groups[index].label, cell })),
    { label: t('report.export.total'), cell: question.total },
  ];
  const options = rows.find(({ cell }) => !cell.suppressed && cell.options)?.cell;
  const optionList = options && !options.suppressed ? (options.options ?? []) : [];
  const colour = (index: number) => optionColour(index, optionList[index]?.preferNotToAnswer);
  const perOption = !report.groups.length && question.type !== 'number' && optionList.length > 0;
  heading(
    doc,
    `${question.position + 1}. ${question.text}`,
    perOption ? optionList.length : rows.length + 1,
  );

  if (perOption) {
    // Ungrouped: one bar per answer.
    const total = question.total;
    optionList.forEach((option, index) => {
      const y = rowStart(doc);
      rowLabel(doc, option.label, y);
      if (total.suppressed) return hatched(doc, y, suppressed);
      const count = total.options?.[index];
      bar(doc, y, [{ share: (count?.percentage ?? 0) / 100, colour: colour(index) }]);
      const [published, share] = count ? optionCells(count, t) : [0, 0];
      value(
        doc,
        y,
        typeof published === 'number' ? `${n(published)} (${n(Number(share))}%)` : published,
      );
    });
    return note(doc, total.suppressed ? suppressed : `${enps(total)}n = ${n(total.respondents)}`);
  }

  if (optionList.length && question.type !== 'number')
    legend(
      doc,
      optionList.map((option, index) => ({ label: option.label, colour: colour(index) })),
    );
  const means = rows.flatMap(({ cell }) =>
    cell.suppressed ? [] : [Math.abs(cell.number?.max ?? 0)],
  );
  const scale = Math.max(1, ...means);
  for (const { label, cell } of rows) {
    const y = rowStart(doc);
    rowLabel(doc, label, y);
    if (cell.suppressed) {
      hatched(doc, y, suppressed);
      continue;
    }
    if (question.type === 'number') {
      const stats = cell.number;
      bar(doc, y, [{ share: Math.abs(stats?.mean ?? 0) / scale, colour: MEASURE_COLOUR }]);
      value(
        doc,
        y,
        `${n(stats?.mean)} (${n(stats?.min)}–${n(stats?.max)}) n = ${n(cell.respondents)}`,
      );
    } else if (cell.options?.length && question.type !== 'text') {
      // A count not published (a sensitive answer under k) leaves its part of the bar out.
      const sum = cell.options.reduce((total, option) => total + (option.count ?? 0), 0);
      bar(
        doc,
        y,
        cell.options.map((option, index) => ({
          share: sum ? (option.count ?? 0) / sum : 0,
          colour: colour(index),
        })),
      );
      value(doc, y, `${enps(cell)}n = ${n(cell.respondents)}`);
    } else {
      value(doc, y, `n = ${n(cell.respondents)}`);
    }
  }
  if (question.type === 'number')
    note(doc, `${t('report.export.mean')} (${t('report.export.min')}–${t('report.export.max')})`);
  // A ranking's figures for the whole table, option by option (groups show their n above).
  if (!question.total.suppressed)
    for (const rank of question.total.ranking ?? [])
      note(
        doc,
        `${rank.label}: ${t('report.export.meanRank')}: ${n(rank.meanRank)}; ${t('report.export.rankedFirst')}: ${n(rank.rankedFirst)}`,
      );
  gap(doc);
}

/** The eNPS of a shown cell of an NPS question, as a prefix of its line. */
const enps = (cell: Breakdown) =>
  !cell.suppressed && cell.nps ? `eNPS ${cell.nps.score > 0 ? '+' : ''}${cell.nps.score} · ` : '';

function drawHeatmap(doc: Doc, report: ReportView, t: Translator) {
  const n = formatter(report.language);
  const columns = [...report.groups.map((group) => group.label), t('report.export.total')];
  const width = Math.min(60, (doc.page.width - 2 * LEFT - LABEL_WIDTH) / columns.length);
  heading(doc, t('report.export.favourable'), report.heatmap.length + 2);
  let y = rowStart(doc);
  doc.font('Helvetica').fontSize(6.5).fillColor('#333');
  columns.forEach((label, index) =>
    doc.text(label, BAR_X + index * width, y, {
      width: width - 2,
      height: ROW * 1.5,
      ellipsis: true,
    }),
  );
  doc.y = y + ROW * 1.2;
  for (const row of report.heatmap) {
    y = rowStart(doc);
    rowLabel(doc, row.text, y);
    [...row.groups, row.total].forEach((cell, index) => {
      const x = BAR_X + index * width;
      if (cell.suppressed || cell.favourable === null) {
        doc.rect(x, y, width - 2, ROW - 3).fill('#eeeeee');
        doc
          .fillColor('#888')
          .fontSize(6)
          .text(cell.suppressed ? '×' : '–', x, y + 3, { width: width - 2, align: 'center' });
        return;
      }
      const fill = shareColour(cell.favourable / 100);
      doc.rect(x, y, width - 2, ROW - 3).fill(fill);
      doc
        .fillColor(textColourOn(fill))
        .fontSize(6.5)
        .text(`${n(cell.favourable)}%`, x, y + 3, { width: width - 2, align: 'center' });
    });
    doc.y = y + ROW;
  }
  doc.moveDown(0.5);
  note(doc, `× = ${t('report.export.suppressed')}`);
}
