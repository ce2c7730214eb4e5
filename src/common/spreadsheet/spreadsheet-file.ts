import { HttpStatus } from '@nestjs/common';
import yauzl from 'yauzl';
import { badRequest, LocalizedException } from '../http/app-exceptions';

export type SpreadsheetType = 'xlsx' | 'xls' | 'csv';

/** The spec's limit for a spreadsheet upload (§5, §9). */
export const SPREADSHEET_LIMIT_BYTES = 5 * 1024 * 1024;
/** ASVS 5.2.3: an archive is refused before inflating when it would expand past these. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 1000;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const notSpreadsheet = () => badRequest('file', 'upload.notSpreadsheet');
const expands = () =>
  new LocalizedException(HttpStatus.PAYLOAD_TOO_LARGE, 'upload.spreadsheetExpands', {
    limit: `${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB`,
    entries: MAX_ARCHIVE_ENTRIES,
  });

/**
 * The spreadsheet's type from its content: an OLE2 compound file holding a workbook stream
 * (.xls) or a zip holding a workbook (.xlsx), each judged by its directory alone, its entries
 * counted (a zip's declared sizes are checked before anything is inflated); or, for a file
 * named .csv, text in UTF-8 or Latin-1 whose first line is split by `,` or `;`.
 */
export async function checkSpreadsheet(
  content: Buffer,
  fileName: string,
): Promise<SpreadsheetType> {
  if (content.length > SPREADSHEET_LIMIT_BYTES) {
    throw new LocalizedException(HttpStatus.PAYLOAD_TOO_LARGE, 'error.payloadTooLarge', {
      limit: '5 MB',
    });
  }
  if (content.subarray(0, OLE2.length).equals(OLE2)) {
    if (!compoundFileHoldsWorkbook(content)) throw notSpreadsheet();
    return 'xls';
  }
  if (/\.csv$/i.test(fileName) && decodeCsv(content)) return 'csv';
  if (!content.subarray(0, ZIP.length).equals(ZIP)) throw notSpreadsheet();
  const names = await centralDirectory(content);
  if (!names.includes('xl/workbook.xml')) throw notSpreadsheet();
  return 'xlsx';
}

function centralDirectory(content: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(notSpreadsheet());
      if (zip.entryCount > MAX_ARCHIVE_ENTRIES) {
        zip.close();
        return reject(expands());
      }
      const names: string[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        if (total > MAX_UNCOMPRESSED_BYTES) {
          zip.close();
          return reject(expands());
        }
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', () => reject(notSpreadsheet()));
      zip.readEntry();
    });
  });
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface CsvText {
  text: string;
  delimiter: ',' | ';';
}

/**
 * A CSV file's text and delimiter, or undefined when it is no text table: UTF-8 (with or
 * without its byte order mark) or else Latin-1 as Windows writes it (windows-1252), without
 * control characters, its first non-blank line split by `;` or `,` (whichever it has more of,
 * as spreadsheet programs in Brazil write `;`).
 */
export function decodeCsv(content: Buffer): CsvText | undefined {
  const bytes = content.subarray(0, UTF8_BOM.length).equals(UTF8_BOM)
    ? content.subarray(UTF8_BOM.length)
    : content;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (hasControlCharacter(text)) return undefined;
  const header = /[^\r\n]*[^\s][^\r\n]*/.exec(text)?.[0] ?? '';
  const semicolons = header.split(';').length - 1;
  const commas = header.split(',').length - 1;
  if (!semicolons && !commas) return undefined;
  return { text, delimiter: semicolons >= commas ? ';' : ',' };
}

/** Whether the text holds a control character no text table has (tab and line breaks aside). */
function hasControlCharacter(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || (code >= 127 && code < 160))
      return true;
  }
  return false;
}

const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const DIRECTORY_ENTRY_BYTES = 128;

/**
 * Whether an OLE2 compound file (MS-CFB) has a workbook stream ("Workbook", or "Book" for
 * Excel 5) at its root, as an .xls does and a Word .doc does not. Only the header, the FAT
 * sectors the directory's chain needs and the directory are read; a directory of more than
 * MAX_ARCHIVE_ENTRIES entries, a chain that loops or anything out of bounds stops the look.
 */
function compoundFileHoldsWorkbook(content: Buffer): boolean {
  const u32 = (offset: number) => {
    if (offset < 0 || offset + 4 > content.length) throw notSpreadsheet();
    return content.readUInt32LE(offset);
  };
  if (content.length < 0x200) return false;
  const shift = content.readUInt16LE(0x1e);
  if (content.readUInt16LE(0x1c) !== 0xfffe || (shift !== 9 && shift !== 12)) return false;
  const sectorSize = 1 << shift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const perSector = sectorSize / 4;

  // The FAT's own sectors: the first 109 are named in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  const fatCount = Math.min(u32(0x2c), Math.ceil(content.length / sectorSize));
  for (let i = 0; i < Math.min(fatCount, 109); i++) fatSectors.push(u32(0x4c + 4 * i));
  const seen = new Set<number>();
  for (let difat = u32(0x44); fatSectors.length < fatCount && difat < END_OF_CHAIN;) {
    if (seen.has(difat)) return false;
    seen.add(difat);
    const at = sectorOffset(difat);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++)
      fatSectors.push(u32(at + 4 * i));
    difat = u32(at + sectorSize - 4);
  }
  const next = (sector: number) => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) throw notSpreadsheet();
    return u32(sectorOffset(fatSector) + 4 * (sector % perSector));
  };

  // The directory: its chain is followed for at most MAX_ARCHIVE_ENTRIES entries.
  const entries: Array<{ name: string; type: number; left: number; right: number; child: number }> =
    [];
  const maxSectors = Math.ceil((MAX_ARCHIVE_ENTRIES * DIRECTORY_ENTRY_BYTES) / sectorSize);
  seen.clear();
  for (let sector = u32(0x30); sector < END_OF_CHAIN; sector = next(sector)) {
    if (seen.has(sector)) return false;
    seen.add(sector);
    if (seen.size > maxSectors) throw expands();
    const at = sectorOffset(sector);
    if (at + sectorSize > content.length) return false;
    for (let entry = at; entry < at + sectorSize; entry += DIRECTORY_ENTRY_BYTES) {
      const nameBytes = Math.min(content.readUInt16LE(entry + 0x40), 64);
      entries.push({
        name: content.toString('utf16le', entry, entry + Math.max(nameBytes - 2, 0)),
        type: content[entry + 0x42],
        left: content.readUInt32LE(entry + 0x44),
        right: content.readUInt32LE(entry + 0x48),
        child: content.readUInt32LE(entry + 0x4c),
      });
    }
  }

  // The root's children form a tree of siblings; a workbook stream must be one of them.
  const root = entries[0];
  if (root?.type !== 5) return false;
  const pending = [root.child];
  seen.clear();
  while (pending.length) {
    const id = pending.pop() as number;
    if (id === NO_STREAM || seen.has(id) || !entries[id]) continue;
    seen.add(id);
    const entry = entries[id];
    if (entry.type === 2 && /^(workbook|book)$/i.test(entry.name)) return true;
    pending.push(entry.left, entry.right);
  }
  return false;
}

/**
 * Inflates every entry once, counting what comes out, and fails if any entry yields more than
 * its header declared (yauzl checks that) or the total passes the limit: the parser then only
 * ever sees an archive whose real size is known.
 */
export function verifyInflatedSize(content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > MAX_UNCOMPRESSED_BYTES) {
              stream.destroy();
              zip.close();
              reject(new Error('archive expands past its limit'));
            }
          });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
