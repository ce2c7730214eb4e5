import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zip } from '../../test/fixtures/zip';
import { readSpreadsheet, readWithSheetJs } from './spreadsheet-reader';

const fixture = (name: string) => readFileSync(join(__dirname, '../../test/fixtures', name));

/** The streaming .xlsx reader must read exactly what SheetJS reads. */
describe('streaming .xlsx reader', () => {
  it.each(['employees.xlsx', 'repeated-cpf.xlsx'])('reads %s as SheetJS does', async (name) => {
    const content = fixture(name);
    const streamed = await readSpreadsheet(content, 'xlsx', 1000);
    expect(streamed).toEqual(readWithSheetJs(content, 1000));
    expect(streamed.rows.length).toBeGreaterThan(3);
  });

  it('reads what SheetJS writes: entities, numbers, booleans, dates, gaps between cells', async () => {
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        ['Nome', 'Valor', 'Ativo', 'Data'],
        ['Ana & <Bia> "C"', 1234.5, true, new Date(Date.UTC(2021, 5, 1))],
        [],
        ['Duda', 52998224725, false, null, 'extra'],
        ['Édson \u00e7\u00e3o 日本', -3, null, new Date(Date.UTC(1999, 11, 31))],
      ],
      { cellDates: true, dateNF: 'dd/mm/yyyy' },
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Plan1');
    for (const bookSST of [false, true]) {
      const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer;
      const streamed = await readSpreadsheet(content, 'xlsx', 1000);
      expect(streamed).toEqual(readWithSheetJs(content, 1000));
      expect(streamed.rows.map((row) => row.cells)).toEqual([
        ['Ana & <Bia> "C"', '1234.5', 'TRUE', '01/06/2021'],
        ['Duda', '52998224725', 'FALSE', '', 'extra'],
        ['Édson ção 日本', '-3', '', '31/12/1999'],
      ]);
      expect(streamed.rows.map((row) => row.rowNumber)).toEqual([2, 4, 5]);
    }
  });

  it('reads rows and cells written without references, and stops past the row limit', async () => {
    const content = zip([
      {
        name: 'xl/workbook.xml',
        content: Buffer.from('<workbook><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>'),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content: Buffer.from(
          '<Relationships><Relationship Id="rId1" Target="worksheets/data.xml"/></Relationships>',
        ),
      },
      {
        name: 'xl/worksheets/data.xml',
        content: Buffer.from(
          '<worksheet><sheetData><row><c t="inlineStr"><is><t>Nome</t></is></c><c t="inlineStr"><is><r><t>C</t></r><r><t>PF</t></r></is></c></row>' +
            '<row/><row><c t="inlineStr"><is><t xml:space="preserve"> Ana </t></is></c><c><v>11144477735</v></c></row>' +
            '<row><c t="str"><f>A1</f><v>Bia</v></c></row><row><c t="inlineStr"><is><t>Caio</t></is></c></row></sheetData></worksheet>',
        ),
      },
    ]);
    const sheet = await readSpreadsheet(content, 'xlsx', 2);
    expect(sheet.headers).toEqual(['Nome', 'CPF']);
    expect(sheet.rows).toEqual([
      { rowNumber: 3, cells: ['Ana', '11144477735'] },
      { rowNumber: 4, cells: ['Bia'] },
      { rowNumber: 5, cells: ['Caio'] },
    ]);
  });
});
