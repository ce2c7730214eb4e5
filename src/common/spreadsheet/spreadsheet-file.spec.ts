import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compoundFile, crowdedCompoundFile } from '../../../test/fixtures/cfb';
import { checkSpreadsheet, decodeCsv } from './spreadsheet-file';

const check = (content: Buffer, name = 'planilha.xls') => checkSpreadsheet(content, name);
const fixture = (name: string) => readFileSync(join(__dirname, '../../../test/fixtures', name));
const status = (promise: Promise<unknown>) =>
  promise.then(
    (type) => type,
    (error: { getStatus(): number }) => error.getStatus(),
  );

describe('spreadsheet content check', () => {
  it('takes the .xls files of a real spreadsheet program', async () => {
    expect(await check(fixture('employees-biff.xls'))).toBe('xls');
    expect(await check(fixture('repeated-cpf.xls'))).toBe('xls');
    // Excel 5 named its stream "Book".
    expect(await check(compoundFile({ Book: Buffer.alloc(4096, 1) }))).toBe('xls');
  });

  it('refuses a compound file without a workbook stream at its root', async () => {
    expect(await status(check(fixture('letter.doc')))).toBe(400);
    // A Word document embedding a spreadsheet holds a workbook, but not at its root.
    const embedding = compoundFile({
      WordDocument: Buffer.alloc(4096, 1),
      'ObjectPool/_1/Workbook': Buffer.alloc(4096, 2),
    });
    expect(await status(check(embedding))).toBe(400);
  });

  it('refuses a truncated or looping compound file', async () => {
    const xls = fixture('employees-biff.xls');
    expect(await status(check(xls.subarray(0, 1024)))).toBe(400);
    const looping = Buffer.from(xls);
    // The directory's first sector says it is followed by itself.
    const directory = looping.readUInt32LE(0x30);
    const fat = looping.readUInt32LE(0x4c);
    looping.writeUInt32LE(directory, (fat + 1) * 512 + 4 * directory);
    expect(await status(check(looping))).toBe(400);
  });

  it('counts the directory’s entries before reading past the limit', async () => {
    expect(await check(crowdedCompoundFile(900))).toBe('xls');
    expect(await status(check(crowdedCompoundFile(1100)))).toBe(413);
  });
});

describe('CSV content check', () => {
  it('takes text tables named .csv, in UTF-8 or Latin-1, split by `;` or `,`', async () => {
    expect(await check(fixture('employees-semicolon.csv'), 'equipe.csv')).toBe('csv');
    expect(await check(fixture('employees-latin1.csv'), 'EQUIPE.CSV')).toBe('csv');
    expect(decodeCsv(fixture('employees-semicolon.csv'))?.delimiter).toBe(';');
    expect(decodeCsv(fixture('employees-latin1.csv'))).toMatchObject({
      delimiter: ',',
      text: expect.stringContaining('Fábio Gomes,fabio@example.com'),
    });
  });

  it('refuses text that is no table, binary content, and a CSV under another name', async () => {
    expect(await status(check(Buffer.from('just some notes\nand more\n'), 'notas.csv'))).toBe(400);
    expect(await status(check(Buffer.from([0x4e, 0x3b, 0x00, 0x01, 0x02]), 'dados.csv'))).toBe(400);
    expect(await status(check(fixture('employees-semicolon.csv'), 'equipe.xlsx'))).toBe(400);
    // A spreadsheet named .csv is still read by its content.
    expect(await check(fixture('employees.xlsx'), 'equipe.csv')).toBe('xlsx');
  });
});
