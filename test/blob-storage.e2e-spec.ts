import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../src/config/app-config';
import { openStorage } from '../src/common/storage/storage.module';
import { FileStorage } from '../src/common/storage/storage';
import { Azurite } from './support/azurite';
import { makeCpf } from './support/factories';
import { PNG_1x1 } from './support/files';
import {
  exportInWorker,
  importSheet,
  invitationTokens,
  numberAnswer,
  sendNumberSurvey,
  spreadsheet,
} from './support/journeys';
import { signedInWithCompany, SignedIn } from './support/session';
import { createEmployee } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

jest.setTimeout(120_000);

const azurite = new Azurite();
beforeAll(() => azurite.start());
afterAll(() => azurite.stop());

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every store behind `FileStorage` must do, run against each driver the same way. */
describe.each([
  ['local disk', async () => ({ STORAGE_DIR: await mkdtemp(join(tmpdir(), 'storage-')) })],
  [
    'Azure Blob Storage (Azurite)',
    async () => azurite.env(`contract-${randomBytes(4).toString('hex')}`),
  ],
])('file storage contract: %s', (_name, environment) => {
  let storage: FileStorage;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    env = await environment();
    storage = await openStorage(loadConfig(env));
  });
  afterAll(async () => {
    if (env.STORAGE_DIR) await rm(env.STORAGE_DIR, { recursive: true, force: true });
  });

  it('gives back the bytes it was given, under nested keys, and null for a missing key', async () => {
    const content = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put('imports/company/sheet.xlsx', content);
    expect(
      Buffer.compare((await bytesOf(await storage.read('imports/company/sheet.xlsx')))!, content),
    ).toBe(0);
    expect(await storage.read('imports/company/other.xlsx')).toBeNull();
    expect(await storage.read('nowhere/at/all')).toBeNull();
  });

  it('replaces a file whole: readers meanwhile see the old bytes or the new, never a mix', async () => {
    const before = Buffer.alloc(1024 * 1024, 'a');
    const after = Buffer.alloc(1024 * 1024, 'b');
    await storage.put('logos/replaced.png', before);
    const reads = await Promise.all([
      storage.put('logos/replaced.png', after).then(() => null),
      ...Array.from({ length: 6 }, async () => bytesOf(await storage.read('logos/replaced.png'))),
    ]);
    for (const seen of reads.filter((read): read is Buffer => read !== null))
      expect(seen.equals(before) || seen.equals(after)).toBe(true);
    expect((await bytesOf(await storage.read('logos/replaced.png')))!.equals(after)).toBe(true);
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await storage.put('reports/report.pdf', Buffer.from('%PDF-'));
    await storage.remove('reports/report.pdf');
    expect(await storage.read('reports/report.pdf')).toBeNull();
    await expect(storage.remove('reports/report.pdf')).resolves.toBeUndefined();
  });

  it.each(['../outside', 'a/../../b', '/absolute', 'a//b', 'a/./b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
      await expect(storage.read(key)).rejects.toThrow(/not a storage key/);
    },
  );
});

describe('the product on Azure Blob Storage (Azurite)', () => {
  const container = `product-${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({ ...azurite.env(container), ROLE: 'api' });
    await t.startRole('worker');
    admin = await signedInWithCompany(t, 'admin');
  });
  afterAll(() => t.close());

  it('stops a start whose container cannot be reached with one line', async () => {
    const unreachable = `DefaultEndpointsProtocol=http;AccountName=nobody;AccountKey=a2V5;BlobEndpoint=http://127.0.0.1:1/nobody`;
    const started = openStorage(
      loadConfig({
        AZURE_STORAGE_CONNECTION_STRING: unreachable,
        AZURE_STORAGE_CONTAINER: 'files',
      }),
    );
    await expect(started).rejects.toThrow(
      /^Configuration error: AZURE_STORAGE_CONTAINER files cannot be reached \(/,
    );
  });

  it('keeps logos and question images in the container and serves them back', async () => {
    const saved = await t.http
      .post('/api/admin/company/about')
      .set(bearer(admin.token))
      .field('companyName', 'Nuvem Azul Ltda')
      .field('cnpj', admin.company!.cnpj)
      .attach('logo', PNG_1x1, 'logo.png')
      .expect(200);
    const logo = await t.http.get(saved.body.logoUrl).expect(200);
    expect(Buffer.compare(logo.body, PNG_1x1)).toBe(0);

    const questionnaire = (
      await t.http
        .post('/api/admin/questionnaire')
        .set(bearer(saved.body.token))
        .send({ name: 'Com imagem' })
        .expect(201)
    ).body.id;
    const question = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaire}/question`)
        .set(bearer(saved.body.token))
        .send({ type: 'text', texts: { 'pt-BR': { text: 'O que você vê?' } } })
        .expect(201)
    ).body.id;
    const withImage = await t.http
      .post(`/api/admin/questionnaire/${questionnaire}/question/${question}/image`)
      .set(bearer(saved.body.token))
      .attach('image', PNG_1x1, 'imagem.png')
      .expect(201);
    const image = await t.http.get(withImage.body.imageUrl).expect(200);
    expect(Buffer.compare(image.body, PNG_1x1)).toBe(0);
    const names = await azurite.blobNames(container);
    expect(names.filter((name) => name.startsWith('question-images/'))).toHaveLength(1);
    expect(names.filter((name) => !name.startsWith('question-images/'))).toHaveLength(1);
  });

  it('imports a spreadsheet through staged files in the container, and leaves none behind', async () => {
    const before = await azurite.blobNames(container);
    const rows = Array.from({ length: 30 }, (_, index) => [
      `Pessoa ${index + 1}`,
      makeCpf(),
      'Nuvem',
    ]);
    const done = await importSheet(
      t.http,
      admin.token,
      spreadsheet([['Nome', 'CPF', 'Departamento'], ...rows]),
    );
    expect(done).toMatchObject({ status: 'done', counts: { created: 30, rejected: 0 } });
    expect(await azurite.blobNames(container)).toEqual(before);
  });

  it('has the worker write a report export into the container, served by the API', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, () => createEmployee(t.dataSource, admin.company!.id)),
    );
    const { surveyId, questionId } = await sendNumberSurvey(t.http, admin.token);
    const tokens = await invitationTokens(
      t.http,
      t.smtp,
      surveyId,
      people.map((person) => person.email),
    );
    for (const [index, token] of tokens.entries())
      await t.http
        .post(`/api/survey/${surveyId}/submit`)
        .set(bearer(token))
        .send(numberAnswer(questionId, index + 1))
        .expect(201);
    const file = await exportInWorker(t.http, admin.token, surveyId);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    expect(
      (await azurite.blobNames(container)).filter((name) => name.startsWith('reports/')),
    ).toHaveLength(1);
  });
});
