/** Drawing pieces of the report PDF: rows of label, bar and value on a fixed grid. */
export type Doc = PDFKit.PDFDocument;

/** Numbers as the reader writes them (5,13 in Portuguese and Spanish). */
export const formatter = (language: string) => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : format.format(value);
};

export const LEFT = 40;
export const LABEL_WIDTH = 150;
export const BAR_X = LEFT + LABEL_WIDTH + 8;
export const BAR_WIDTH = 270;
export const ROW = 15;

export function heading(doc: Doc, text: string, rows: number) {
  doc.font('Helvetica-Bold').fontSize(10.5);
  const needed =
    doc.heightOfString(text, { width: doc.page.width - 2 * LEFT }) + Math.min(rows, 6) * ROW + 10;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.fillColor('#000').text(text, LEFT, doc.y, { width: doc.page.width - 2 * LEFT });
  doc.moveDown(0.3);
}

export function rowStart(doc: Doc): number {
  if (doc.y + ROW > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.y = y + ROW;
  return y;
}

export function rowLabel(doc: Doc, label: string, y: number) {
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#222')
    .text(label, LEFT, y + 2, {
      width: LABEL_WIDTH,
      height: ROW - 2,
      ellipsis: true,
      lineBreak: false,
    });
  doc.y = y + ROW;
}

export function bar(doc: Doc, y: number, segments: Array<{ share: number; colour: string }>) {
  doc.rect(BAR_X, y, BAR_WIDTH, ROW - 4).fill('#f2f2f2');
  let x = BAR_X;
  for (const segment of segments) {
    const width = Math.max(0, Math.min(1, segment.share)) * BAR_WIDTH;
    if (width > 0) doc.rect(x, y, width, ROW - 4).fill(segment.colour);
    x += width;
  }
  doc.y = y + ROW;
}

/** A suppressed group: an empty bar with diagonal hatching and the word for "suppressed". */
export function hatched(doc: Doc, y: number, text: string) {
  doc.save();
  doc.rect(BAR_X, y, BAR_WIDTH, ROW - 4).clip();
  doc.rect(BAR_X, y, BAR_WIDTH, ROW - 4).fill('#f7f7f7');
  doc.lineWidth(0.5).strokeColor('#c8c8c8');
  for (let x = BAR_X - ROW; x < BAR_X + BAR_WIDTH; x += 6)
    doc
      .moveTo(x, y + ROW - 4)
      .lineTo(x + ROW - 4, y)
      .stroke();
  doc.restore();
  value(doc, y, text);
}

export function value(doc: Doc, y: number, text: string) {
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#222')
    .text(text, BAR_X + BAR_WIDTH + 6, y + 2, {
      width: doc.page.width - LEFT - (BAR_X + BAR_WIDTH + 6),
      lineBreak: false,
      ellipsis: true,
    });
  doc.y = y + ROW;
}

export function gap(doc: Doc) {
  doc.y += 10;
}

export function note(doc: Doc, text: string) {
  doc
    .font('Helvetica-Oblique')
    .fontSize(7)
    .fillColor('#666')
    .text(text, LEFT, doc.y, { width: doc.page.width - 2 * LEFT });
  doc.moveDown(0.6);
}
