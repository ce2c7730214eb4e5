import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

type Doc = InstanceType<typeof PDFDocument>;

/** One poster: a department's (or everyone's) code and the words around it. */
export interface PosterPage {
  company: string;
  survey: string;
  /** The department the poster is for, as its first line says; null: everyone. */
  audience: string | null;
  code: string;
  link: string;
  words: { heading: string; scan: string; orType: string; privacy: string };
}

export interface CodeCard {
  code: string;
  link: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#4b5563';

/** A QR code as a PNG whose every module is `scale` pixels, with the standard quiet zone. */
const qrPng = (link: string, scale: number) =>
  QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale });

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Printable A4 posters, one page each: the survey's name, a large QR code to the code's link,
 * the code itself for those who type it, and a short sentence on privacy.
 */
export async function postersPdf(title: string, pages: PosterPage[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Diversitera' },
  });
  const done = collect(doc);
  const width = A4.width - 2 * MARGIN;
  for (const page of pages) {
    doc.addPage();
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(MUTED)
      .text(page.company, { width, align: 'center' });
    if (page.audience) doc.text(page.audience, { width, align: 'center' });
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(30).fillColor(INK);
    doc.text(page.words.heading, { width, align: 'center' });
    doc.moveDown(0.3).fontSize(20).text(page.survey, { width, align: 'center' });
    const size = 300;
    const top = doc.y + 24;
    doc.image(await qrPng(page.link, 10), (A4.width - size) / 2, top, {
      width: size,
      height: size,
    });
    doc.y = top + size + 16;
    doc
      .font('Helvetica')
      .fontSize(14)
      .fillColor(INK)
      .text(page.words.scan, MARGIN, doc.y, { width, align: 'center' });
    doc
      .moveDown(0.6)
      .fontSize(12)
      .fillColor(MUTED)
      .text(page.words.orType, { width, align: 'center' });
    doc
      .moveDown(0.3)
      .font('Courier-Bold')
      .fontSize(40)
      .fillColor(INK)
      .text(page.code, { width, align: 'center' });
    doc
      .moveDown(1)
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(page.words.privacy, { width, align: 'center' });
  }
  doc.end();
  return done;
}

const COLUMNS = 2;
const ROWS = 5;

/**
 * Cards to cut out and hand out, ten to an A4 page: each with its own single-use code, a small
 * QR code to its link, the address for typing it, and the survey's name.
 */
export async function codeSheetPdf(
  title: string,
  heading: string,
  words: { survey: string; orType: string; once: string },
  cards: CodeCard[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Diversitera' },
  });
  const done = collect(doc);
  const cardWidth = (A4.width - 2 * 36) / COLUMNS;
  const cardHeight = (A4.height - 2 * 48) / ROWS;
  for (let index = 0; index < cards.length; index++) {
    const slot = index % (COLUMNS * ROWS);
    if (slot === 0) {
      doc.addPage();
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(heading, 36, 24, { width: A4.width - 72 });
    }
    const x = 36 + (slot % COLUMNS) * cardWidth;
    const y = 48 + Math.floor(slot / COLUMNS) * cardHeight;
    doc
      .save()
      .dash(4, { space: 4 })
      .strokeColor('#9ca3af')
      .rect(x, y, cardWidth, cardHeight)
      .stroke()
      .restore();
    const qr = 104;
    doc.image(await qrPng(cards[index].link, 4), x + 10, y + (cardHeight - qr) / 2, {
      width: qr,
      height: qr,
    });
    const textX = x + qr + 20;
    const textWidth = cardWidth - qr - 30;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(words.survey, textX, y + 16, { width: textWidth, height: 26, ellipsis: true });
    doc
      .font('Courier-Bold')
      .fontSize(20)
      .text(cards[index].code, textX, y + 48, { width: textWidth });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(words.orType, textX, y + 78, { width: textWidth });
    doc.text(words.once, { width: textWidth });
  }
  doc.end();
  return done;
}
