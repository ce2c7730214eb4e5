import PDFDocument from 'pdfkit';
import { inflateSync } from 'node:zlib';

/** A run of text as a PDF made by the product draws it: page, box (points, from the bottom). */
export interface PdfText {
  page: number;
  text: string;
  font: string;
  size: number;
  x: number;
  /** The baseline. */
  y: number;
  width: number;
}

/**
 * The text runs of a PDF written by pdfkit with its standard fonts (every page's content stream
 * inflated, each `BT … ET` read for its position, font and string), measured with pdfkit's own
 * font metrics.
 */
export function pdfTexts(pdf: Buffer): PdfText[] {
  const source = pdf.toString('latin1');
  const fonts = fontNames(source);
  const measure = new PDFDocument();
  const texts: PdfText[] = [];
  let page = 0;
  for (const content of contentStreams(pdf, source)) {
    page++;
    for (const [, block] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const position = block.match(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/);
      const font = block.match(/\/(F\d+) ([\d.]+) Tf/);
      if (!position || !font) continue;
      const text = [...block.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
        .join('');
      const name = fonts.get(font[1]) ?? 'Helvetica';
      const size = Number(font[2]);
      texts.push({
        page,
        text,
        font: name,
        size,
        x: Number(position[1]),
        y: Number(position[2]),
        width: measure.font(name).fontSize(size).widthOfString(text),
      });
    }
  }
  return texts;
}

/** Pairs of text runs that print over each other (their letters' boxes meet). */
export function overprinted(texts: PdfText[]): Array<[string, string]> {
  const box = (text: PdfText) => ({
    left: text.x,
    right: text.x + text.width,
    // From the baseline to the top of a capital: accents and descenders may touch the next line.
    bottom: text.y,
    top: text.y + 0.7 * text.size,
  });
  const pairs: Array<[string, string]> = [];
  texts.forEach((first, index) => {
    for (const second of texts.slice(index + 1)) {
      if (first.page !== second.page || !first.text.trim() || !second.text.trim()) continue;
      const [a, b] = [box(first), box(second)];
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (across > 0.5 && down > 0.5) pairs.push([first.text, second.text]);
    }
  });
  return pairs;
}

/** How many images the PDF holds. */
export function pdfImageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
}

function fontNames(source: string): Map<string, string> {
  const baseFonts = new Map<string, string>();
  for (const [, id, name] of source.matchAll(/(\d+) 0 obj\s*<<[^>]*?\/BaseFont \/([\w-]+)/g))
    baseFonts.set(id, name);
  const names = new Map<string, string>();
  for (const [, alias, id] of source.matchAll(/\/(F\d+) (\d+) 0 R/g))
    names.set(alias, baseFonts.get(id) ?? 'Helvetica');
  return names;
}

/** The pages' content streams, in page order. */
function contentStreams(pdf: Buffer, source: string): string[] {
  const streams = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*<<(?:(?!endobj)[^])*?>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    try {
      streams.set(match[1], inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated content (an image's raw data, say): not text.
    }
  }
  return [...source.matchAll(/\/Type \/Page\b(?:(?!endobj)[^])*?\/Contents (\d+) 0 R/g)].flatMap(
    ([, id]) => (streams.has(id) ? [streams.get(id) as string] : []),
  );
}
