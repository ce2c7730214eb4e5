import * as XLSX from '@e965/xlsx';

/**
 * A one-sheet .xlsx whose every cell is text. A value that a spreadsheet program could take for
 * a formula (starting with = + - @, tab or CR) is prefixed with an apostrophe (OWASP CSV
 * injection), so opening an exported file never runs anything a spreadsheet row carried.
 */
export function writeSheet(name: string, rows: string[][], widths?: number[]): Buffer {
  return writeWorkbook([{ name, rows, widths }]);
}

export interface SheetContent {
  name: string;
  rows: string[][];
  /** Column widths in characters. */
  widths?: number[];
}

/** Several such sheets in one .xlsx, in order (the first opens first). */
export function writeWorkbook(sheets: SheetContent[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const { name, rows, widths } of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map(escapeCell)));
    if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(workbook, sheet, name);
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The inverse of escapeCell, for files that come back: a result sheet fixed and uploaded again
 * must read "+55 11 …", not "'+55 11 …". An apostrophe before anything else is kept.
 */
export function unescapeCell(value: string): string {
  return value.charCodeAt(0) === APOSTROPHE && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

const APOSTROPHE = 39;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
