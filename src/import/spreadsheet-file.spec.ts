import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compoundFile, crowdedCompoundFile } from '../../test/fixtures/cfb';
import { checkSpreadsheet } from './spreadsheet-file';

const fixture = (name: string) => readFileSync(join(__dirname, '../../test/fixtures', name));
const status = (promise: Promise<unknown>) =>
  promise.then(
    (type) => type,
    (error: { getStatus(): number }) => error.getStatus(),
  );

describe('spreadsheet content check', () => {
  it('takes the .xls files of a real spreadsheet program', async () => {
    expect(await checkSpreadsheet(fixture('employees-biff.xls'))).toBe('xls');
    expect(await checkSpreadsheet(fixture('repeated-cpf.xls'))).toBe('xls');
    // Excel 5 named its stream "Book".
    expect(await checkSpreadsheet(compoundFile({ Book: Buffer.alloc(4096, 1) }))).toBe('xls');
  });

  it('refuses a compound file without a workbook stream at its root', async () => {
    expect(await status(checkSpreadsheet(fixture('letter.doc')))).toBe(400);
    // A Word document embedding a spreadsheet holds a workbook, but not at its root.
    const embedding = compoundFile({
      WordDocument: Buffer.alloc(4096, 1),
      'ObjectPool/_1/Workbook': Buffer.alloc(4096, 2),
    });
    expect(await status(checkSpreadsheet(embedding))).toBe(400);
  });

  it('refuses a truncated or looping compound file', async () => {
    const xls = fixture('employees-biff.xls');
    expect(await status(checkSpreadsheet(xls.subarray(0, 1024)))).toBe(400);
    const looping = Buffer.from(xls);
    // The directory's first sector says it is followed by itself.
    const directory = looping.readUInt32LE(0x30);
    const fat = looping.readUInt32LE(0x4c);
    looping.writeUInt32LE(directory, (fat + 1) * 512 + 4 * directory);
    expect(await status(checkSpreadsheet(looping))).toBe(400);
  });

  it('counts the directory’s entries before reading past the limit', async () => {
    expect(await checkSpreadsheet(crowdedCompoundFile(900))).toBe('xls');
    expect(await status(checkSpreadsheet(crowdedCompoundFile(1100)))).toBe(413);
  });
});
