import * as XLSX from '@e965/xlsx';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { MAX_UNCOMPRESSED_BYTES } from './spreadsheet-file';

/** A sheet row as read: its number in the sheet (1-based) and its cells as text. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
}

/**
 * Reads the first sheet of an .xlsx as text, streaming: the worksheet is inflated and scanned
 * a chunk at a time, so a 100,000-row sheet never sits in memory as a document. Shared
 * strings, styles (which cells are dates) and the workbook are small parts read whole. Any
 * entry inflating past its declared size, or all of them past the limit, stops the read.
 * `onProgress` hears the share of the worksheet read so far (0–1) after each chunk.
 */
export async function readXlsx(
  content: Buffer,
  onRow: (row: RawRow) => boolean | void,
  maxColumns: number,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const archive = await openZip(content);
  try {
    let inflated = 0;
    const text = async (name: string): Promise<string | undefined> => {
      const entry = archive.entries.get(name);
      if (!entry) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.stream(entry)) {
        inflated += (chunk as Buffer).length;
        if (inflated > MAX_UNCOMPRESSED_BYTES) throw new Error('archive expands past its limit');
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString('utf8');
    };
    const workbook = (await text('xl/workbook.xml')) ?? '';
    const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\bdate1904="(?:1|true)"/.test(workbook);
    const sheetPath = firstSheetPath(workbook, (await text('xl/_rels/workbook.xml.rels')) ?? '');
    const strings = sharedStrings((await text('xl/sharedStrings.xml')) ?? '');
    const dateStyles = dateStyleIndexes((await text('xl/styles.xml')) ?? '');
    const sheet = archive.entries.get(sheetPath);
    if (!sheet) throw new Error(`no worksheet at ${sheetPath}`);

    let tail = '';
    let lastRow = 0;
    let sheetRead = 0;
    const decoder = new StringDecoder('utf8');
    const stream = await archive.stream(sheet);
    for await (const chunk of stream) {
      inflated += (chunk as Buffer).length;
      if (inflated > MAX_UNCOMPRESSED_BYTES) throw new Error('archive expands past its limit');
      sheetRead += (chunk as Buffer).length;
      const buffer = tail + decoder.write(chunk as Buffer);
      // Only whole rows are read; the rest waits for the next chunk.
      const end = completeRowsEnd(buffer);
      tail = buffer.slice(end);
      const part = buffer.slice(0, end);
      rowPattern.lastIndex = 0;
      for (let match = rowPattern.exec(part); match; match = rowPattern.exec(part)) {
        const declared = /\br="(\d+)"/.exec(match[1]);
        lastRow = declared ? Number(declared[1]) : lastRow + 1;
        const cells = readCells(match[2] ?? '', strings, dateStyles, date1904, maxColumns);
        if (onRow({ rowNumber: lastRow, cells }) === false) {
          stream.destroy();
          return;
        }
      }
      onProgress?.(sheetRead / Math.max(sheet.uncompressedSize, 1));
    }
  } finally {
    archive.close();
  }
}

const rowPattern = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;

/** Where the last complete row of `buffer` ends (after its closing tag), or 0. */
function completeRowsEnd(buffer: string): number {
  for (let at = buffer.lastIndexOf('row>'); at >= 0; at = buffer.lastIndexOf('row>', at - 1)) {
    const open = buffer.lastIndexOf('<', at);
    if (open >= 0 && /^<\/(?:\w+:)?$/.test(buffer.slice(open, at))) return at + 4;
  }
  return 0;
}

const cellPattern = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const valuePattern = /<(?:\w+:)?v>([\s\S]*?)<\/(?:\w+:)?v>/;

function readCells(
  row: string,
  strings: string[],
  dateStyles: Set<number>,
  date1904: boolean,
  maxColumns: number,
): string[] {
  const cells: string[] = [];
  let column = -1;
  cellPattern.lastIndex = 0;
  for (let match = cellPattern.exec(row); match; match = cellPattern.exec(row)) {
    const attributes = match[1];
    const referenced = columnIndex(attribute(attributes, 'r') ?? '');
    column = referenced >= 0 ? referenced : column + 1;
    if (column >= maxColumns) break;
    const body = match[2] ?? '';
    const type = attribute(attributes, 't') ?? 'n';
    const style = Number(attribute(attributes, 's') ?? 0);
    // Most cells hold a bare <v>…</v>: cut it out without a search.
    const raw =
      body.startsWith('<v>') && body.endsWith('</v>') && body.indexOf('<', 3) === body.length - 4
        ? body.slice(3, -4)
        : valuePattern.exec(body)?.[1];
    let value: string;
    if (type === 'inlineStr') value = richText(body);
    else if (raw === undefined) value = '';
    else if (type === 's') value = strings[Number(raw)] ?? '';
    else if (type === 'str' || type === 'e') value = decode(raw);
    else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE';
    else if (type === 'd') value = isoDay(decode(raw));
    else value = numberText(Number(raw), dateStyles.has(style), date1904, raw);
    while (cells.length < column) cells.push('');
    cells[column] = value.trim();
  }
  while (cells.length && !cells[cells.length - 1]) cells.pop();
  return cells;
}

/**
 * An attribute's value in a tag's attribute text (` r="A2" t="s"`), read without a regular
 * expression: every cell has two or three, and a 100,000-row sheet has a million cells.
 */
function attribute(attributes: string, name: string): string | undefined {
  const key = `${name}="`;
  for (let at = attributes.indexOf(key); at >= 0; at = attributes.indexOf(key, at + 1)) {
    if (at > 0 && attributes.charCodeAt(at - 1) > 32) continue;
    const start = at + key.length;
    const end = attributes.indexOf('"', start);
    return end < 0 ? undefined : attributes.slice(start, end);
  }
  return undefined;
}

/** Same rules as the SheetJS path: a date cell is the day it shows, a number has no exponent. */
export function numberText(value: number, isDate: boolean, date1904: boolean, raw = ''): string {
  if (Number.isNaN(value)) return raw.trim();
  if (isDate) {
    const day = dayText(value, date1904);
    if (day) return day;
  }
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return value.toFixed(0);
  return String(value);
}

/** Date serials already read: a sheet's dates repeat, and SheetJS's conversion is slow. */
const days = new Map<string, string>();

function dayText(value: number, date1904: boolean): string {
  const key = `${date1904 ? 'b' : 'a'}${value}`;
  let text = days.get(key);
  if (text === undefined) {
    const day = XLSX.SSF.parse_date_code(value, { date1904 });
    text = day ? `${pad(day.d)}/${pad(day.m)}/${day.y}` : '';
    if (days.size >= 50_000) days.clear();
    days.set(key, text);
  }
  return text;
}

function isoDay(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The column of a cell reference ("AB12" → 27), from its letters; -1 without any. */
function columnIndex(reference: string): number {
  let index = 0;
  for (let at = 0; at < reference.length; at++) {
    const code = reference.charCodeAt(at);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** The text of a rich or plain string: its runs' <t> elements, phonetic hints left out. */
function richText(xml: string): string {
  const withoutPhonetic = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let text = '';
  const pattern = /<(?:\w+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g;
  for (let match = pattern.exec(withoutPhonetic); match; match = pattern.exec(withoutPhonetic))
    text += decode(match[1] ?? '');
  return text;
}

function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  const pattern = /<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g;
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml))
    strings.push(richText(match[1] ?? ''));
  return strings;
}

/** Built-in number formats that are dates (ECMA-376 18.8.30), and custom ones that read as dates. */
const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

function dateStyleIndexes(xml: string): Set<number> {
  const custom = new Map<number, string>();
  const formats = /<(?:\w+:)?numFmt\b[^>]*?numFmtId="(\d+)"[^>]*?formatCode="([^"]*)"/g;
  for (let match = formats.exec(xml); match; match = formats.exec(xml))
    custom.set(Number(match[1]), decode(match[2]));
  const cellXfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(xml)?.[1] ?? '';
  const dates = new Set<number>();
  const xfs = /<(?:\w+:)?xf\b([^>]*?)(?:\/>|>)/g;
  let index = 0;
  for (let match = xfs.exec(cellXfs); match; match = xfs.exec(cellXfs), index++) {
    const id = Number(/\bnumFmtId="(\d+)"/.exec(match[1])?.[1] ?? 0);
    const code = custom.get(id);
    if (code !== undefined ? XLSX.SSF.is_date(code) : BUILTIN_DATES.has(id)) dates.add(index);
  }
  return dates;
}

function firstSheetPath(workbook: string, relationships: string): string {
  const sheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook);
  if (!sheet) return 'xl/worksheets/sheet1.xml';
  const pattern = /<(?:\w+:)?Relationship\b([^>]*?)\/?>/g;
  for (let match = pattern.exec(relationships); match; match = pattern.exec(relationships)) {
    if (/\bId="([^"]+)"/.exec(match[1])?.[1] !== sheet[1]) continue;
    const target = decode(/\bTarget="([^"]+)"/.exec(match[1])?.[1] ?? '');
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    })
    .replace(/_x([0-9A-F]{4})_/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface OpenZip {
  entries: Map<string, yauzl.Entry>;
  stream(entry: yauzl.Entry): Promise<Readable>;
  close(): void;
}

function openZip(content: Buffer): Promise<OpenZip> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      const entries = new Map<string, yauzl.Entry>();
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('error', reject);
      zip.on('end', () =>
        resolve({
          entries,
          stream: (entry) =>
            new Promise((done, fail) =>
              zip.openReadStream(entry, (streamError, stream) =>
                streamError || !stream ? fail(streamError) : done(stream),
              ),
            ),
          close: () => zip.close(),
        }),
      );
      zip.readEntry();
    });
  });
}
