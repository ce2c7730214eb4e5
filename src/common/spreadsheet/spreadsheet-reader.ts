import * as XLSX from '@e965/xlsx';
import { parseString } from '@fast-csv/parse';
import { decodeCsv, SpreadsheetType, verifyInflatedSize } from './spreadsheet-file';
import { unescapeCell } from './spreadsheet-writer';
import { numberText, readXlsx } from './xlsx-reader';

export interface SheetRow {
  /** The sheet's own row number (1-based). */
  rowNumber: number;
  cells: string[];
}

export interface ParsedSheet {
  headers: string[];
  headerRowNumber: number;
  rows: SheetRow[];
}

export const MAX_COLUMNS = 60;

/**
 * The first sheet as text (spec §5: all data as text): a formula cell is its cached value, a
 * date cell is the day it shows (dd/mm/yyyy), a number is written without exponent or
 * grouping, blank rows are dropped. The first non-blank row is the header. An .xlsx is read
 * streaming; an .xls (or an .xlsx the streaming reader cannot follow) goes through SheetJS; a
 * .csv through fast-csv, its cells as written.
 */
export async function readSpreadsheet(
  content: Buffer,
  type: SpreadsheetType,
  maxRows: number,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<ParsedSheet> {
  if (type === 'csv') return readCsv(content, maxRows, onProgress);
  if (type === 'xlsx') {
    const streamed = new SheetCollector(maxRows);
    try {
      await readXlsx(
        content,
        (row) => streamed.add(row.rowNumber, row.cells),
        MAX_COLUMNS,
        onProgress,
      );
      return streamed.result();
    } catch (error) {
      if (/limit/.test((error as Error).message)) throw error;
    }
    await verifyInflatedSize(content);
  }
  const sheet = readWithSheetJs(content, maxRows);
  // SheetJS reads the whole book in one call: the only progress there is to tell is the end.
  onProgress(1);
  return sheet;
}

export function readWithSheetJs(content: Buffer, maxRows: number): ParsedSheet {
  const workbook = XLSX.read(content, {
    type: 'buffer',
    dense: true,
    cellNF: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
  });
  const date1904 = !!workbook.Workbook?.WBProps?.date1904;
  const sheet = workbook.Sheets[workbook.SheetNames[0]] as XLSX.DenseSheet | undefined;
  const data: XLSX.CellObject[][] = sheet?.['!data'] ?? [];
  const collector = new SheetCollector(maxRows);
  for (let index = 0; index < data.length; index++) {
    const row = data[index];
    if (!row) continue;
    const cells: string[] = [];
    const width = Math.min(row.length, MAX_COLUMNS);
    for (let column = 0; column < width; column++) cells.push(cellText(row[column], date1904));
    if (!collector.add(index + 1, cells)) break;
  }
  return collector.result();
}

/**
 * A CSV file's records (quotes, doubled quotes and line breaks inside quotes as RFC 4180 has
 * them), numbered from 1 as a spreadsheet program shows them; progress by records read.
 */
function readCsv(
  content: Buffer,
  maxRows: number,
  onProgress: (fraction: number) => void,
): Promise<ParsedSheet> {
  const csv = decodeCsv(content);
  if (!csv) return Promise.reject(new Error('not a CSV table'));
  const lines = Math.max(csv.text.split('\n').length, 1);
  const collector = new SheetCollector(maxRows);
  let rowNumber = 0;
  return new Promise((resolve, reject) => {
    const parser = parseString<string[], string[]>(csv.text, { delimiter: csv.delimiter });
    parser
      .on('data', (cells: string[]) => {
        rowNumber++;
        const kept = cells.slice(0, MAX_COLUMNS).map((cell) => cell.trim());
        if (!collector.add(rowNumber, kept)) parser.destroy();
        if (rowNumber % 1000 === 0) onProgress(rowNumber / lines);
      })
      .on('error', reject)
      .on('close', () => resolve(collector.result()))
      .on('end', () => resolve(collector.result()));
  });
}

/** Drops blank rows, takes the first non-blank one as the header, stops past `maxRows`. */
class SheetCollector {
  private headers?: string[];
  private headerRowNumber = 0;
  private readonly rows: SheetRow[] = [];

  constructor(private readonly maxRows: number) {}

  add(rowNumber: number, cells: string[]): boolean {
    while (cells.length && !cells[cells.length - 1]) cells.pop();
    if (!cells.length) return true;
    if (!this.headers) {
      this.headers = cells;
      this.headerRowNumber = rowNumber;
      return true;
    }
    for (let index = 0; index < cells.length; index++) cells[index] = unescapeCell(cells[index]);
    this.rows.push({ rowNumber, cells });
    return this.rows.length <= this.maxRows;
  }

  result(): ParsedSheet {
    return {
      headers: uniqueHeaders(this.headers ?? []),
      headerRowNumber: this.headerRowNumber,
      rows: this.rows,
    };
  }
}

function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v).trim();
    case 'n':
      return numberText(
        cell.v as number,
        !!cell.z && XLSX.SSF.is_date(cell.z),
        date1904,
        String(cell.w ?? ''),
      );
    case 'd': {
      const date = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      return Number.isNaN(date.getTime())
        ? String(cell.v)
        : `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return (cell.w ?? '').trim();
    default:
      return String(cell.w ?? cell.v).trim();
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Mapping is keyed by header text, so empty and repeated headers get a column-based name. */
function uniqueHeaders(headers: string[]): string[] {
  const seen = new Set<string>();
  return headers.map((header, index) => {
    let name = header || `${columnLetter(index)}`;
    while (seen.has(name)) name = `${name} (${columnLetter(index)})`;
    seen.add(name);
    return name;
  });
}

function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
