import ExcelJS from 'exceljs';
import { escapeCell } from '../../common/spreadsheet/spreadsheet-writer';
import { LanguageCode } from '../../common/i18n/languages';
import { toCsv as csvOf } from '../../common/spreadsheet/csv-writer';
import { ExportSection } from '../comparisons/export-sections';
import { ExportTable, SheetValue } from './export-table';

/** Text cells go through the import's formula escape (`= + - @`, tab, CR get an apostrophe). */
const safe = (value: SheetValue): SheetValue =>
  typeof value === 'string' ? escapeCell(value) : value;

/** The table on a first sheet (numbers as numbers), what it shows on a second, each comparison on its own. */
export async function toXlsx(
  table: ExportTable,
  about: { title: string; lines: string[] },
  sheetNames: { answers: string; about: string },
  sections: ExportSection[] = [],
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

  sections.forEach((section, index) => {
    // Numbered, so that two titles alike in their first 31 characters still name two sheets.
    const page = workbook.addWorksheet(sheetName(`${index + 3}. ${section.title}`));
    page.addRow([safe(section.title)]).font = { bold: true };
    page.addRow(section.header.map(safe)).font = { bold: true };
    for (const row of section.rows) page.addRow(row.map(safe));
    for (const line of section.notes) page.addRow([safe(line)]);
    page.getColumn(1).width = 40;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The report's table, then each comparison after an empty line: its title, header and rows. */
export function toCsv(
  table: ExportTable,
  language: LanguageCode,
  sections: ExportSection[] = [],
): Buffer {
  const blocks = sections.flatMap((section) => [
    [],
    [section.title],
    section.header,
    ...section.rows,
    ...section.notes.map((line) => [line]),
  ]);
  return csvOf({ header: table.header, rows: [...table.rows, ...blocks] }, language);
}

/** Sheet names: at most 31 characters, none of \ / ? * [ ] : */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;
