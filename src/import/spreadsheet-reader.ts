import * as XLSX from '@e965/xlsx';
import { SpreadsheetType, verifyInflatedSize } from './spreadsheet-file';

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
 * grouping, blank rows are dropped. The first non-blank row is the header.
 */
export async function readSpreadsheet(
  content: Buffer,
  type: SpreadsheetType,
  maxRows: number,
): Promise<ParsedSheet> {
  if (type === 'xlsx') await verifyInflatedSize(content);
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
  let headers: string[] | undefined;
  let headerRowNumber = 0;
  const rows: SheetRow[] = [];
  for (let index = 0; index < data.length; index++) {
    const row = data[index];
    if (!row) continue;
    const cells: string[] = [];
    const width = Math.min(row.length, MAX_COLUMNS);
    for (let column = 0; column < width; column++) cells.push(cellText(row[column], date1904));
    while (cells.length && !cells[cells.length - 1]) cells.pop();
    if (!cells.length) continue;
    if (!headers) {
      headers = cells;
      headerRowNumber = index + 1;
      continue;
    }
    rows.push({ rowNumber: index + 1, cells });
    if (rows.length > maxRows) break;
  }
  return { headers: uniqueHeaders(headers ?? []), headerRowNumber, rows };
}

function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v).trim();
    case 'n': {
      const value = cell.v as number;
      if (cell.z && XLSX.SSF.is_date(cell.z)) {
        const day = XLSX.SSF.parse_date_code(value, { date1904 });
        if (day) return `${pad(day.d)}/${pad(day.m)}/${day.y}`;
      }
      if (Number.isInteger(value) && Math.abs(value) < 1e21) return value.toFixed(0);
      return String(value);
    }
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
