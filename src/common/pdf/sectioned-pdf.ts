import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;
const MARGIN = 50;

/**
 * An A4 document of titled sections (a person's statement, a company's records of processing):
 * `write` draws the content with the helpers below; every page then gets its number, in the
 * words `pageLabel` gives. pdfkit's Helvetica draws Latin-1 letters, which Portuguese and
 * Spanish need.
 */
export function sectionedPdf(
  title: string,
  pageLabel: (page: number, pages: number) => string,
  write: (doc: Doc) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'Diversitera' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000').text(title);
  write(doc);
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#666')
      .text(pageLabel(index + 1, pages.count), MARGIN, doc.page.height - MARGIN / 2 - 8, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** A small grey line under the title (who, when). */
export function subtitle(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(9).fillColor('#444');
  doc.text(text);
  doc.moveDown();
}

export function section(doc: Doc, title: string) {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#1f4e79').text(title, MARGIN);
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(doc.page.width - MARGIN, doc.y + 2)
    .lineWidth(0.5)
    .strokeColor('#9dc3e6')
    .stroke();
  doc.moveDown(0.5);
}

/** A bold line heading a group of fields within a section. */
export function heading(doc: Doc, text: string) {
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor('#000').text(text, MARGIN);
}

/** Label and value, one pair a line; an empty value reads as a dash. */
export function fields(doc: Doc, pairs: Array<[string, string | null | undefined]>) {
  for (const [label, value] of pairs) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#222').text(`${label}: `, MARGIN, doc.y, {
      continued: true,
    });
    doc.font('Helvetica').text(value || '—');
  }
  doc.moveDown(0.4);
}

export function lines(doc: Doc, texts: string[], empty?: string) {
  doc.font('Helvetica').fontSize(9).fillColor('#222');
  for (const text of texts.length ? texts : empty ? [empty] : []) doc.text(text, MARGIN);
  doc.moveDown(0.4);
}
