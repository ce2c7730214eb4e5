import { SheetValue } from '../export/export-table';
import {
  BAR_X,
  Doc,
  formatter,
  gap,
  heading,
  LEFT,
  note,
  ROW,
  rowLabel,
  rowStart,
} from '../export/pdf-drawing';
import { ExportSection } from './export-sections';

/**
 * A comparison table in the report PDF: its header over columns as wide as the page allows, a
 * row per line; a suppressed figure on grey, as in the heatmap, never a number.
 */
export function drawSection(
  doc: Doc,
  section: ExportSection,
  language: string,
  suppressed: string,
) {
  const n = formatter(language);
  const [, ...columns] = section.header;
  const width = Math.min(80, (doc.page.width - LEFT - BAR_X) / Math.max(1, columns.length));
  heading(doc, section.title, section.rows.length + 1);
  let y = rowStart(doc);
  doc.font('Helvetica').fontSize(6).fillColor('#333');
  columns.forEach((label, index) =>
    doc.text(label, BAR_X + index * width, y, {
      width: width - 2,
      height: ROW * 1.6,
      ellipsis: true,
    }),
  );
  doc.y = y + ROW * 1.4;
  const text = (value: SheetValue) => (typeof value === 'number' ? n(value) : value);
  for (const [label, ...values] of section.rows) {
    y = rowStart(doc);
    rowLabel(doc, String(label), y);
    values.forEach((value, index) => {
      const x = BAR_X + index * width;
      if (value === suppressed) doc.rect(x, y, width - 2, ROW - 3).fill('#eeeeee');
      doc
        .font('Helvetica')
        .fontSize(6.5)
        .fillColor(value === suppressed ? '#666' : '#111')
        .text(text(value), x + 1, y + 3, {
          width: width - 4,
          align: 'center',
          lineBreak: false,
          ellipsis: true,
        });
    });
    doc.y = y + ROW;
  }
  doc.moveDown(0.3);
  for (const line of section.notes) note(doc, line);
  gap(doc);
}
