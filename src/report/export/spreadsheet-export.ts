import ExcelJS from 'exceljs';
import { escapeCell } from '../../import/spreadsheet-writer';
import { ExportTable, SheetValue } from './export-table';

/** Text cells go through the import's formula escape (`= + - @`, tab, CR get an apostrophe). */
const safe = (value: SheetValue): SheetValue =>
  typeof value === 'string' ? escapeCell(value) : value;

/** The table on a first sheet (numbers as numbers), and what it shows on a second one. */
export async function toXlsx(
  table: ExportTable,
  about: { title: string; lines: string[] },
  sheetNames: { answers: string; about: string },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Diversitera';
  const sheet = workbook.addWorksheet(sheetName(sheetNames.answers), {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }],
  });
  sheet.addRow(table.header.map(safe)).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(safe));
  sheet.getColumn(1).width = 48;
  sheet.getColumn(2).width = 32;
  for (let index = 3; index <= table.header.length; index++) sheet.getColumn(index).width = 14;

  const info = workbook.addWorksheet(sheetName(sheetNames.about));
  info.addRow([safe(about.title)]).font = { bold: true, size: 14 };
  for (const line of about.lines) info.addRow([safe(line)]);
  info.getColumn(1).width = 120;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** RFC 4180, with a byte-order mark so spreadsheet programs read the accents right. */
export function toCsv(table: ExportTable): Buffer {
  const field = (value: SheetValue) => {
    if (typeof value === 'number') return String(value);
    const text = escapeCell(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [table.header, ...table.rows].map((row) => row.map(field).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Sheet names: at most 31 characters, none of \ / ? * [ ] : */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;
