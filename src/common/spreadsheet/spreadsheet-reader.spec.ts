import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zip } from '../../../test/fixtures/zip';
import { readSpreadsheet, readWithSheetJs } from './spreadsheet-reader';
import { writeSheet } from './spreadsheet-writer';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../test/fixtures', name));

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

describe('CSV reader', () => {
  it('reads an Excel-style CSV: UTF-8 with its mark, `;`, quotes and a line break in a cell', async () => {
    const sheet = await readSpreadsheet(fixture('employees-semicolon.csv'), 'csv', 1000);
    expect(sheet.headers).toEqual([
      'Nome completo',
      'E-mail',
      'Celular',
      'CPF',
      'Data de nascimento',
      'Cargo',
      'Departamento',
    ]);
    expect(sheet.headerRowNumber).toBe(1);
    // The blank line is dropped but keeps its number, as a spreadsheet program shows it.
    expect(sheet.rows.map((row) => row.rowNumber)).toEqual([2, 3, 5, 6, 7]);
    expect(sheet.rows[0].cells).toEqual([
      'Ana Souza',
      'ana.souza@example.com',
      '(11) 98765-4321',
      '529.982.247-25',
      '31/01/1990',
      'Analista; RH',
      'Recursos Humanos',
    ]);
    expect(sheet.rows[1].cells[0]).toBe('Bruno "Bru" Lima');
    expect(sheet.rows[2].cells[5]).toBe('Gerente\r\nComercial');
    expect(sheet.rows[4].cells).toEqual([
      'João Paz',
      'joao@example.com',
      '',
      '',
      '',
      '',
      'Operações',
    ]);
  });

  it('reads the result sheet it wrote as its values: the formula escape comes off', async () => {
    const written = writeSheet('Resultado', [
      ['Nome', 'Celular', 'Cargo', 'Apelido'],
      ['Ana Souza', '+55 11 98765-4321', '=1+1', "'Aninha"],
    ]);
    expect(readWithSheetJs(written, 10).rows[0].cells).toEqual([
      'Ana Souza',
      '+55 11 98765-4321',
      '=1+1',
      "'Aninha",
    ]);
    expect((await readSpreadsheet(written, 'xlsx', 10)).rows[0].cells[1]).toBe('+55 11 98765-4321');
  });

  it('reads Latin-1 as Windows writes it, with `,`', async () => {
    const sheet = await readSpreadsheet(fixture('employees-latin1.csv'), 'csv', 1000);
    expect(sheet.headers).toEqual(['Nome', 'E-mail', 'CPF', 'Departamento']);
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      ['Fábio Gomes', 'fabio@example.com', '77325332912', 'Operações'],
      ['Helena Souza, filha', 'helena@example.com', '', 'Administração'],
    ]);
  });

  it('stops past the row limit', async () => {
    const text = ['Nome;CPF', ...Array.from({ length: 50 }, (_, n) => `P${n};1`)].join('\n');
    const sheet = await readSpreadsheet(Buffer.from(text), 'csv', 10);
    expect(sheet.rows.length).toBe(11);
  });
});
