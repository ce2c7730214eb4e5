import { HttpStatus } from '@nestjs/common';
import yauzl from 'yauzl';
import { badRequest, LocalizedException } from '../common/http/app-exceptions';

export type SpreadsheetType = 'xlsx' | 'xls';

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
 * The spreadsheet's type from its content, never its name: an OLE2 compound file (.xls) or a
 * zip holding a workbook (.xlsx). A zip is judged by its central directory alone: the declared
 * sizes and the entry count are checked before anything is inflated.
 */
export async function checkSpreadsheet(content: Buffer): Promise<SpreadsheetType> {
  if (content.length > SPREADSHEET_LIMIT_BYTES) {
    throw new LocalizedException(HttpStatus.PAYLOAD_TOO_LARGE, 'error.payloadTooLarge', {
      limit: '5 MB',
    });
  }
  if (content.subarray(0, OLE2.length).equals(OLE2)) return 'xls';
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
