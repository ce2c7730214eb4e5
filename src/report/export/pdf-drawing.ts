/** Drawing pieces of the report PDF: rows of label, bar and value on a fixed grid. */
export type Doc = PDFKit.PDFDocument;

/** Numbers as the reader writes them (5,13 in Portuguese and Spanish). */
export const formatter = (language: string) => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : format.format(value);
};

export const PALETTE = [
  '#1f4e79',
  '#2e75b6',
  '#9dc3e6',
  '#f4b183',
  '#c55a11',
  '#70ad47',
  '#7030a0',
  '#ffc000',
];
export const PREFER_NOT = '#a6a6a6';
export const LEFT = 40;
export const LABEL_WIDTH = 150;
export const BAR_X = LEFT + LABEL_WIDTH + 8;
export const BAR_WIDTH = 270;
export const ROW = 15;

/** Red (0%) through yellow to green (100%). */
export function heat(share: number): string {
  const red = share < 0.5 ? 215 : Math.round(215 - (share - 0.5) * 2 * 160);
  const green = share < 0.5 ? Math.round(60 + share * 2 * 150) : 190;
  return `#${[red, green, 70].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

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

export function legend(doc: Doc, items: Array<{ label: string; colour: string }>) {
  let x = BAR_X;
  let y = rowStart(doc);
  doc.font('Helvetica').fontSize(6.5);
  for (const item of items) {
    const width = doc.widthOfString(item.label) + 16;
    if (x + width > doc.page.width - LEFT) {
      x = BAR_X;
      y = rowStart(doc);
    }
    doc.rect(x, y + 2, 7, 7).fill(item.colour);
    doc.fillColor('#333').text(item.label, x + 10, y + 2, { lineBreak: false });
    x += width;
  }
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
