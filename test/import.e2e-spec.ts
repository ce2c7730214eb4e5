import * as XLSX from '@e965/xlsx';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueueName } from '../src/queue/queues';
import { CrossRowCheckRepository } from '../src/import/cross-row-check.repository';
import { createPlan, makeCpf } from './support/factories';
import { signedInWithCompany, SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';
import { archiveBomb, crowdedArchive, zip } from './fixtures/zip';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

interface ImportView {
  id: string;
  status: string;
  progress: number;
  headers: string[];
  suggestedMapping: Record<string, string>;
  counts: Record<string, number>;
  error: string | null;
}

// Whole imports per test, on a machine that may be busy: more than the suite's default.
jest.setTimeout(180_000);

describe('employee spreadsheet import', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    // Imports left without a job are looked for often, so a test sees them recovered.
    t = await startTestApp({ IMPORT_SWEEP_INTERVAL_MS: '300' });
    admin = await signedInWithCompany(t, 'admin');
  });
  afterAll(() => t.close());

  const api = (session: SignedIn = admin) => ({
    upload: (content: Buffer, name: string) =>
      t.http
        .post('/api/admin/employee/import')
        .set(bearer(session.token))
        .attach('file', content, name),
    get: (id: string) => t.http.get(`/api/admin/employee/import/${id}`).set(bearer(session.token)),
    associate: (id: string, mapping: Record<string, string | null>, createMissing?: boolean) =>
      t.http
        .put(`/api/admin/employee/import/${id}/association`)
        .set(bearer(session.token))
        .send({ mapping, createMissing }),
    rows: (id: string, query: object = {}) =>
      t.http.get(`/api/admin/employee/import/${id}/rows`).query(query).set(bearer(session.token)),
    edit: (id: string, rowNumber: number, values: object) =>
      t.http
        .put(`/api/admin/employee/import/${id}/rows/${rowNumber}`)
        .set(bearer(session.token))
        .send({ values }),
    commit: (id: string) =>
      t.http.post(`/api/admin/employee/import/${id}/commit`).set(bearer(session.token)),
    result: (id: string) =>
      t.http
        .get(`/api/admin/employee/import/${id}/result`)
        .set(bearer(session.token))
        .buffer(true)
        .parse(binary as never),
  });

  async function settle(id: string, session: SignedIn = admin): Promise<ImportView> {
    // Generous: a loaded machine (CI beside other work) can take many seconds per step.
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      const view = (await api(session).get(id).expect(200)).body as ImportView;
      if (!['parsing', 'validating', 'committing'].includes(view.status)) return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${id} did not settle`);
  }

  /** Upload, parse and associate with the suggested mapping. */
  async function uploaded(content: Buffer, name: string, session: SignedIn = admin) {
    const started = await api(session).upload(content, name).expect(202);
    expect(started.body).toEqual({ id: expect.any(String), status: 'parsing' });
    const parsed = await settle(started.body.id, session);
    expect(parsed.status).toBe('awaiting-association');
    return parsed;
  }

  async function validated(
    content: Buffer,
    name: string,
    session: SignedIn = admin,
    createMissing?: boolean,
  ) {
    const parsed = await uploaded(content, name, session);
    await api(session).associate(parsed.id, parsed.suggestedMapping, createMissing).expect(200);
    return settle(parsed.id, session);
  }

  it('reads a LibreOffice .xlsx: formulas as values, date cells as dd/mm/yyyy, blank rows dropped', async () => {
    const parsed = await uploaded(fixture('employees.xlsx'), 'colaboradores.xlsx');
    expect(parsed.headers).toEqual([
      'Nome completo',
      'E-mail',
      'Celular',
      'CPF',
      'RG',
      'Data de nascimento',
      'Data de admissão',
      'Cargo',
      'Departamento',
      'Unidade',
    ]);
    expect(parsed.suggestedMapping).toEqual({
      'Nome completo': 'name',
      'E-mail': 'email',
      Celular: 'cellPhone',
      CPF: 'cpf',
      RG: 'rg',
      'Data de nascimento': 'birthDate',
      'Data de admissão': 'admissionDate',
      Cargo: 'jobTitle',
      Departamento: 'department',
      Unidade: 'organization',
    });
    expect(parsed.counts.total).toBe(6);

    await api().associate(parsed.id, parsed.suggestedMapping).expect(200);
    const checked = await settle(parsed.id);
    expect(checked).toMatchObject({
      status: 'awaiting-edition',
      progress: 100,
      counts: { total: 6, valid: 3, invalid: 3 },
    });
    const all = (await api().rows(parsed.id, { pageSize: 20 }).expect(200)).body;
    expect(all.items.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([
      2, 3, 6, 7, 8, 10,
    ]);
    expect(all.items[1]).toMatchObject({
      rowNumber: 3,
      values: {
        name: 'Bruno Lima',
        email: 'bruno.lima@example.com',
        cellPhone: '21998765432',
        cpf: '11144477735',
        birthDate: '15/07/1985',
        admissionDate: '01/06/2021',
      },
      errors: {},
    });
    expect(all.items[0].values).toMatchObject({
      birthDate: '31/01/1990',
      admissionDate: '02/03/2020',
    });

    const invalid = (await api().rows(parsed.id, { invalid: true }).expect(200)).body;
    expect(invalid.total).toBe(3);
    const byRow = Object.fromEntries(
      invalid.items.map((row: { rowNumber: number; errors: object }) => [
        row.rowNumber,
        row.errors,
      ]),
    );
    expect(byRow[6]).toEqual({
      rg: ['RG inválido. Use apenas números.'],
      birthDate: ['Data inválida. Use o formato dd/mm/aaaa.'],
    });
    expect(byRow[7]).toEqual({
      email: ['Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)'],
      cellPhone: ['Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)'],
      cpf: ['Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)'],
    });
    expect(byRow[8]).toEqual({ email: ['E-mail inválido.'] });

    // Import edition: fixed rows are checked again at once.
    const fixed = await api()
      .edit(parsed.id, 6, { rg: '123456789', birthDate: '28/02/1990' })
      .expect(200);
    // Carla's phone is Bruno's (row 3): once her row passes its own checks, both rows clash.
    expect(fixed.body.errors).toEqual({
      cellPhone: ['Valor repetido na planilha (linhas 3, 6).'],
    });
    const clash = (await api().rows(parsed.id, { invalid: true }).expect(200)).body;
    expect(clash.items.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([3, 6, 7, 8]);
    const phone = await api().edit(parsed.id, 6, { cellPhone: '+55 21 99876-0000' }).expect(200);
    expect(phone.body).toMatchObject({ rowNumber: 6, errors: {} });
    expect(fixed.body.values.rg).toBe('123456789');
    const stillBad = await api().edit(parsed.id, 8, { email: 'elisa.prado' }).expect(200);
    expect(stillBad.body.errors).toEqual({ email: ['E-mail inválido.'] });
    await api().edit(parsed.id, 8, { email: 'elisa.prado@example.com' }).expect(200);
    await api().edit(parsed.id, 99, { email: 'x@example.com' }).expect(404);
    const edited = (await api().get(parsed.id).expect(200)).body;
    expect(edited).toMatchObject({ status: 'awaiting-edition', counts: { valid: 5, invalid: 1 } });

    const commit = await api().commit(parsed.id).expect(202);
    expect(commit.body).toEqual({ id: parsed.id, status: 'committing' });
    const second = await api().commit(parsed.id).expect(409);
    expect(second.body.message).toBe('Esta importação já foi confirmada.');
    const done = await settle(parsed.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      counts: { created: 5, updated: 0, unchanged: 0, rejected: 1 },
    });

    // Once done, no copy of the spreadsheet is kept; the admin's list shows the import.
    const files = join(t.config.storageDir, 'imports', admin.company!.id);
    expect(readdirSync(files).filter((file) => file.startsWith(parsed.id))).toEqual([]);
    const list = await t.http
      .get('/api/admin/employee/import')
      .set(bearer(admin.token))
      .expect(200);
    expect(list.body.items[0]).toMatchObject({ id: parsed.id, status: 'done' });

    const employees = (
      await t.http
        .get('/api/admin/employee')
        .set(bearer(admin.token))
        .query({ pageSize: 100 })
        .expect(200)
    ).body;
    expect(employees.total).toBe(5);
    const bruno = employees.items.find((item: { name: string }) => item.name === 'Bruno Lima');
    expect(bruno).toMatchObject({
      email: 'bruno.lima@example.com',
      cellPhone: '+5521998765432',
      cpf: '11144477735',
      birthDate: '1985-07-15',
      admissionDate: '2021-06-01',
      department: 'Tecnologia',
      organization: 'Filial Rio',
      isFirstAccess: true,
    });
    const carla = employees.items.find((item: { name: string }) => item.name === 'Carla Dias');
    expect(carla.cpf).toBe('09338141195');
    // "Recursos Humanos" and "recursos humanos" are one department.
    const departments = (
      await t.http.get('/api/admin/company/department').set(bearer(admin.token)).expect(200)
    ).body;
    expect(departments.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Comercial',
      'Recursos Humanos',
      'Tecnologia',
    ]);

    // The result: one line per sheet row, its outcome and messages, formulas defused.
    const result = await api().result(parsed.id).expect(200);
    expect(result.headers['content-type']).toContain('spreadsheetml');
    const lines = sheetLines(result.body as Buffer);
    expect(lines[0]).toEqual([
      'Linha',
      'Nome completo',
      'E-mail',
      'Celular',
      'CPF',
      'RG',
      'Data de nascimento',
      'Data de admissão',
      'Cargo',
      'Organização',
      'Departamento',
      'Resultado',
      'Mensagens',
    ]);
    expect(lines.slice(1).map((line) => [line[0], line[11]])).toEqual([
      ['2', 'Incluído'],
      ['3', 'Incluído'],
      ['6', 'Incluído'],
      ['7', 'Rejeitado'],
      ['8', 'Incluído'],
      ['10', 'Incluído'],
    ]);
    expect(lines[5][8]).toBe(`'=HYPERLINK("http://example.com";"clique")`);
    expect(lines[4][12]).toContain('Preencha ao menos um campo de cadastro');

    // Committing the same sheet again creates nobody: every person is matched.
    const again = await validated(fixture('employees.xlsx'), 'colaboradores.xlsx');
    await api().commit(again.id).expect(202);
    expect((await settle(again.id)).counts).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      rejected: 3,
    });
    const after = (await t.http.get('/api/admin/employee').set(bearer(admin.token)).expect(200))
      .body;
    expect(after.total).toBe(5);
  });

  it('reads a LibreOffice .xls the same way, and updates the people it already has', async () => {
    const session = await signedInWithCompany(t, 'admin');
    await t.http
      .post('/api/admin/employee')
      .set(bearer(session.token))
      .send({ name: 'Ana S.', cpf: '52998224725', jobTitle: 'Estagiária' })
      .expect(201);
    const checked = await validated(fixture('employees-biff.xls'), 'antigo.xls', session);
    expect(checked.counts).toMatchObject({ total: 6, valid: 3, invalid: 3 });
    const rows = (await api(session).rows(checked.id, { pageSize: 3 }).expect(200)).body;
    expect(rows.items[0].values).toMatchObject({
      name: 'Ana Souza',
      birthDate: '31/01/1990',
      admissionDate: '02/03/2020',
    });
    expect(rows.items[1].values).toMatchObject({
      name: 'Bruno Lima',
      rg: '987654321',
      admissionDate: '01/06/2021',
    });
    await api(session).commit(checked.id).expect(202);
    expect((await settle(checked.id, session)).counts).toMatchObject({
      created: 2,
      updated: 1,
      unchanged: 0,
      rejected: 3,
    });
    const ana = (
      await t.http
        .get('/api/admin/employee')
        .set(bearer(session.token))
        .query({ search: '52998224725' })
        .expect(200)
    ).body.items[0];
    expect(ana).toMatchObject({ name: 'Ana Souza', jobTitle: 'Analista de RH' });
  });

  it('flags CPFs repeated in the file on every row that repeats them', async () => {
    const session = await signedInWithCompany(t, 'admin');
    for (const name of ['repeated-cpf.xlsx', 'repeated-cpf.xls']) {
      const checked = await validated(fixture(name), name, session);
      expect(checked.counts).toMatchObject({ total: 5, valid: 2, invalid: 3 });
      const invalid = (await api(session).rows(checked.id, { invalid: true }).expect(200)).body;
      expect(invalid.items.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([2, 4, 6]);
      expect(invalid.items[0].errors).toEqual({
        cpf: ['Valor repetido na planilha (linhas 2, 4, 6).'],
      });
    }
  });

  it('checks again at commit: a person added since validation is updated, not duplicated', async () => {
    const session = await signedInWithCompany(t, 'admin');
    const checked = await validated(fixture('repeated-cpf.xlsx'), 'r.xlsx', session);
    expect(checked.counts).toMatchObject({ valid: 2, invalid: 3 });
    // Meanwhile someone registers Hugo (row 3) by hand.
    await t.http
      .post('/api/admin/employee')
      .set(bearer(session.token))
      .send({ name: 'Hugo R.', cpf: '773.253.329-12' })
      .expect(201);
    await api(session).commit(checked.id).expect(202);
    expect((await settle(checked.id, session)).counts).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 0,
      rejected: 3,
    });
    const people = (await t.http.get('/api/admin/employee').set(bearer(session.token)).expect(200))
      .body;
    expect(people.items.map((item: { name: string }) => item.name)).toEqual([
      'Hugo Reis',
      'João Paz',
    ]);
  });

  it('imports a CSV as Excel writes it (UTF-8, `;`, quotes) and one in Latin-1 with `,`', async () => {
    const session = await signedInWithCompany(t, 'admin');
    const checked = await validated(fixture('employees-semicolon.csv'), 'equipe.csv', session);
    expect(checked.headers).toEqual([
      'Nome completo',
      'E-mail',
      'Celular',
      'CPF',
      'Data de nascimento',
      'Cargo',
      'Departamento',
    ]);
    expect(checked.counts).toMatchObject({ total: 5, valid: 4, invalid: 1 });
    const rows = (await api(session).rows(checked.id, { pageSize: 10 }).expect(200)).body.items;
    expect(rows.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([2, 3, 5, 6, 7]);
    expect(rows[1].values.name).toBe('Bruno "Bru" Lima');
    expect(rows[3].errors.cpf).toEqual([
      'Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)',
    ]);
    await api(session).commit(checked.id).expect(202);
    expect((await settle(checked.id, session)).counts).toMatchObject({ created: 4, rejected: 1 });
    const ana = (
      await t.http
        .get('/api/admin/employee')
        .set(bearer(session.token))
        .query({ search: 'Ana Souza' })
        .expect(200)
    ).body.items[0];
    expect(ana).toMatchObject({
      cpf: '52998224725',
      cellPhone: '+5511987654321',
      birthDate: '1990-01-31',
      jobTitle: 'Analista; RH',
      department: 'Recursos Humanos',
    });

    const latin = await validated(fixture('employees-latin1.csv'), 'equipe-latin1.csv', session);
    expect(latin.counts).toMatchObject({ total: 2, valid: 2 });
    const names = (await api(session).rows(latin.id).expect(200)).body.items.map(
      (row: { values: { name: string; department: string } }) => [
        row.values.name,
        row.values.department,
      ],
    );
    expect(names).toEqual([
      ['Fábio Gomes', 'Operações'],
      ['Helena Souza, filha', 'Administração'],
    ]);
  });

  it('refuses unknown departments when asked not to create them', async () => {
    const session = await signedInWithCompany(t, 'admin');
    await t.http
      .post('/api/admin/company/department')
      .set(bearer(session.token))
      .send({ name: 'Tecnologia' })
      .expect(201);
    const checked = await validated(fixture('employees.xlsx'), 'x.xlsx', session, false);
    const rows = (await api(session).rows(checked.id, { pageSize: 20 }).expect(200)).body.items;
    const errors = Object.fromEntries(
      rows.map((row: { rowNumber: number; errors: object }) => [row.rowNumber, row.errors]),
    );
    expect(errors[2]).toEqual({
      department: ['Departamento não cadastrado.'],
      organization: ['Organização não cadastrada.'],
    });
    expect(errors[3]).toEqual({ organization: ['Organização não cadastrada.'] });
  });

  it('checks the association: known headers, each field once, a name and an identifier', async () => {
    const parsed = await uploaded(fixture('repeated-cpf.xlsx'), 'r.xlsx');
    const unknown = await api().associate(parsed.id, { Nome: 'name', Sobrenome: 'name' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['mapping.Sobrenome']).toEqual([
      'Esta coluna não existe na planilha.',
    ]);
    const twice = await api().associate(parsed.id, { Nome: 'name', CPF: 'name' }).expect(400);
    expect(twice.body.errors['mapping.CPF']).toBeDefined();
    const noId = await api().associate(parsed.id, { Nome: 'name', CPF: null }).expect(400);
    expect(noId.body.errors.mapping).toEqual([
      'Associe ao menos uma coluna de e-mail, celular ou CPF.',
    ]);
    await api().associate(parsed.id, { Nome: 'name', CPF: 'job' }).expect(400);
    await api().commit(parsed.id).expect(409);

    // The mapping saved for these headers is offered next time.
    await api()
      .associate(parsed.id, { Nome: 'name', CPF: 'cpf', 'E-mail': 'jobTitle' })
      .expect(200);
    const next = await uploaded(fixture('repeated-cpf.xls'), 'r.xls');
    expect(next.suggestedMapping).toEqual({ Nome: 'name', CPF: 'cpf', 'E-mail': 'jobTitle' });
  });

  it('refuses, before any job, what is not a spreadsheet, too large, or an archive bomb', async () => {
    const spanish = await signedInWithCompany(t, 'admin', { account: { languageId: 3 } });
    const text = await api()
      .upload(Buffer.from('Nome;CPF\nAna;52998224725\n'), 'colaboradores.xlsx')
      .expect(400);
    expect(text.body.message).toBe('O arquivo deve ser uma planilha .xls, .xlsx ou .csv.');
    const renamed = await api(spanish)
      .upload(Buffer.from('just some text\n'), 'notes.txt.xls')
      .expect(400);
    expect(renamed.body.message).toBe(
      'El archivo debe ser una hoja de cálculo .xls, .xlsx o .csv.',
    );
    const huge = await api()
      .upload(Buffer.alloc(6 * 1024 * 1024, 0x50), 'grande.xlsx')
      .expect(413);
    expect(huge.body.message).toBe('O arquivo ultrapassa o tamanho máximo de 5 MB.');
    const bomb = archiveBomb();
    expect(bomb.length).toBeLessThan(10_000);
    const refused = await api().upload(bomb, 'bomba.xlsx').expect(413);
    expect(refused.body.message).toContain('grande demais depois de descompactada');
    await api().upload(crowdedArchive(), 'muitos.xlsx').expect(413);
    const twoFiles = await t.http
      .post('/api/admin/employee/import')
      .set(bearer(admin.token))
      .attach('file', fixture('employees.xlsx'), 'a.xlsx')
      .attach('file', fixture('employees.xlsx'), 'b.xlsx')
      .expect(400);
    expect(twoFiles.body.errors).toEqual({ file: ['Envie um único arquivo.'] });
    const notARow = await api().edit(randomUUID(), Number.NaN, {}).expect(400);
    expect(Object.keys(notARow.body.errors)).toEqual(['rowNumber']);
    const document = zip([{ name: 'word/document.xml', content: Buffer.from('<w/>') }]);
    await api().upload(document, 'carta.xlsx').expect(400);
    // An OLE2 file like an .xls, but a Word document: no workbook stream.
    const word = await api().upload(fixture('letter.doc'), 'carta.xls').expect(400);
    expect(word.body.errors).toEqual({
      file: ['O arquivo deve ser uma planilha .xls, .xlsx ou .csv.'],
    });
    // Text that is no table, even named .csv.
    await api().upload(Buffer.from('lembrar de ligar\npara a Ana\n'), 'notas.csv').expect(400);
    await t.http
      .post('/api/admin/employee/import')
      .set(bearer(admin.token))
      .field('other', 'x')
      .expect(400);
    const imports = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM employee_import WHERE file_name IN ('bomba.xlsx', 'grande.xlsx', 'carta.xlsx', 'carta.xls')`,
    );
    expect(imports[0].n).toBe(0);
  });

  it('fails an import whose workbook cannot be read, telling why', async () => {
    const broken = zip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('this is not xml') },
    ]);
    const started = await api().upload(broken, 'quebrada.xlsx').expect(202);
    const view = await settle(started.body.id);
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(/Não foi possível ler a planilha|não tem linhas/);
  });

  it('keeps the plan’s limit: an import past it cannot be committed', async () => {
    const plan = await createPlan(t.dataSource, { employeeLimit: 2 });
    const small = await signedInWithCompany(t, 'admin', { company: { planId: plan.id } });
    const checked = await validated(fixture('employees.xlsx'), 'x.xlsx', small);
    expect(checked.error).toBe(
      'A importação levaria a 3 colaboradores ativos; o plano da empresa permite 2.',
    );
    const refused = await api(small).commit(checked.id).expect(409);
    expect(refused.body.message).toBe(checked.error);
  });

  it('serves the template in the caller’s language', async () => {
    const english = await signedInWithCompany(t, 'admin', { account: { languageId: 2 } });
    const template = await t.http
      .get('/api/admin/employee/import/template')
      .set(bearer(english.token))
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(template.headers['content-disposition']).toContain('employee-import-template.xlsx');
    expect(sheetLines(template.body as Buffer)[0]).toEqual([
      'Full name',
      'E-mail',
      'Cell phone',
      'CPF',
      'RG',
      'Birth date',
      'Admission date',
      'Job title',
      'Organization',
      'Department',
      'Preferred channel',
    ]);
    const workbook = XLSX.read(template.body as Buffer, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Employees', 'Instructions']);
    const example = sheetLines(template.body as Buffer)[1];
    expect(example.slice(0, 4)).toEqual([
      'Maria da Silva (example)',
      'maria.silva@example.com',
      "'+55 11 91234-5678",
      '529.982.247-25',
    ]);
    const notes = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets.Instructions, {
      header: 1,
      defval: '',
    });
    const byColumn = new Map(
      notes.slice(3).map(([column, takes, required]) => [column, [takes, required]]),
    );
    expect(byColumn.size).toBe(11);
    expect(byColumn.get('Full name')).toEqual([
      "The person's full name, up to 200 characters.",
      'Yes',
    ]);
    expect(byColumn.get('RG')).toEqual(['Digits only.', 'No']);
    expect(byColumn.get('CPF')?.[1]).toBe('At least one of e-mail, cell phone or CPF');
    expect(byColumn.get('Preferred channel')?.[1]).toBe('No');

    // Sent back as it came, the example is not taken for a person.
    const checked = await validated(template.body as Buffer, 'template.xlsx', english);
    expect(checked.counts).toMatchObject({ total: 1, valid: 0, invalid: 1 });
    const [row] = (await api(english).rows(checked.id, { invalid: true }).expect(200)).body.items;
    expect(row.errors.name).toEqual([
      "This is the template's example row. Delete it or replace its data with a person's.",
    ]);
  });

  it('shows the progress of parsing while the sheet is read', async () => {
    await t.dataSource.query(`
      CREATE TABLE progress_seen (n serial, import_id uuid, status text, progress int);
      CREATE FUNCTION note_progress() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO progress_seen (import_id, status, progress)
          VALUES (NEW.id, NEW.status, NEW.progress); RETURN NEW; END $$;
      CREATE TRIGGER note_progress AFTER UPDATE OF progress ON employee_import
        FOR EACH ROW EXECUTE FUNCTION note_progress();`);
    try {
      // A worksheet of a few hundred kilobytes once inflated: read in many chunks.
      const rows = Array.from({ length: 3000 }, (_, n) => [`Pessoa ${n}`, makeCpf(), `Área ${n}`]);
      const parsed = await uploaded(book([['Nome', 'CPF', 'Departamento'], ...rows]), 'p.xlsx');
      expect(parsed).toMatchObject({ progress: 100, counts: { total: 3000 } });
      const seen = await t.dataSource.query(
        `SELECT progress FROM progress_seen WHERE import_id = $1 AND status = 'parsing' ORDER BY n`,
        [parsed.id],
      );
      const during = seen.map((row: { progress: number }) => row.progress);
      expect(
        during.filter((progress: number) => progress > 0 && progress < 100).length,
      ).toBeGreaterThan(3);
      expect(during).toEqual([...during].sort((a, b) => a - b));
    } finally {
      await t.dataSource.query(`
        DROP TRIGGER note_progress ON employee_import; DROP FUNCTION note_progress();
        DROP TABLE progress_seen;`);
    }
  });

  it('finishes an import whose job never reached the queue', async () => {
    const session = await signedInWithCompany(t, 'admin');
    const queue = t.app.get<Queue>(getQueueToken(QueueName.Import));
    const add = jest.spyOn(queue, 'add');
    const refuseOnce = () =>
      add.mockRejectedValueOnce(new Error("READONLY You can't write against a read only replica."));
    try {
      refuseOnce();
      const parsed = await uploaded(fixture('repeated-cpf.xlsx'), 'r.xlsx', session);
      refuseOnce();
      await api(session).associate(parsed.id, parsed.suggestedMapping).expect(200);
      expect(await settle(parsed.id, session)).toMatchObject({
        status: 'awaiting-edition',
        counts: { valid: 2, invalid: 3 },
      });
      refuseOnce();
      await api(session).commit(parsed.id).expect(202);
      expect((await settle(parsed.id, session)).counts).toMatchObject({ created: 2, rejected: 3 });
      // Each step was refused once, then queued by the worker's sweep.
      expect(add.mock.calls.map(([step]) => step)).toEqual([
        'parse',
        'parse',
        'validate',
        'validate',
        'commit',
        'commit',
      ]);
    } finally {
      add.mockRestore();
    }
  });

  it('fails an import whose commit cannot finish with a reason the admin can act on', async () => {
    const session = await signedInWithCompany(t, 'admin');
    const checked = await validated(fixture('repeated-cpf.xlsx'), 'r.xlsx', session);
    await t.dataSource.query(`
      CREATE FUNCTION refuse_employee() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$;
      CREATE TRIGGER refuse_employee BEFORE INSERT ON employee FOR EACH ROW
        WHEN (NEW.company_id = '${session.company!.id}') EXECUTE FUNCTION refuse_employee();`);
    try {
      await api(session).commit(checked.id).expect(202);
      const failed = await settle(checked.id, session);
      expect(failed).toMatchObject({
        status: 'failed',
        error:
          'Não foi possível concluir a confirmação e nenhum colaborador foi gravado. Envie a planilha novamente.',
      });
    } finally {
      await t.dataSource.query(`
        DROP TRIGGER refuse_employee ON employee; DROP FUNCTION refuse_employee();`);
    }
    const [people] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM account WHERE company_id = $1 AND 'user' = ANY (roles)`,
      [session.company!.id],
    );
    expect(people.n).toBe(0);
  });

  it('re-checks, after a row’s edit, the rows it can change, as a whole check would', async () => {
    const session = await signedInWithCompany(t, 'admin');
    const known = { cpf: makeCpf(), email: 'paula@example.com' };
    await t.http
      .post('/api/admin/employee')
      .set(bearer(session.token))
      .send({ name: 'Paula', ...known })
      .expect(201);
    const [c1, c2, c3, c4] = [makeCpf(), makeCpf(), makeCpf(), makeCpf()];
    const sheet = book([
      ['Nome', 'CPF', 'E-mail'],
      ['Ana', c1, 'ana@example.com'], // 2: CPF repeated by 3
      ['Bia', c1, 'bia@example.com'], // 3: e-mail repeated by 4
      ['Caio', c2, 'bia@example.com'], // 4
      ['Paula P.', known.cpf, ''], // 5: Paula, by CPF
      ['Paula Pires', '', known.email], // 6: Paula again, by e-mail
      ['Davi', '123', 'davi@example.com'], // 7: a CPF of its own that fails
      ['Eva', c3, 'eva@example.com'], // 8: shares nothing with anyone
    ]);
    const checked = await validated(sheet, 'linked.xlsx', session);
    expect(checked.counts).toMatchObject({ total: 7, valid: 1, invalid: 6 });
    const rowsOf = async () =>
      Object.fromEntries(
        (await api(session).rows(checked.id, { pageSize: 20 }).expect(200)).body.items.map(
          (row: { rowNumber: number; errors: object }) => [row.rowNumber, row.errors],
        ),
      );
    const staged = () =>
      t.dataSource.query(
        `SELECT row_number, set_errors, account_id, employee_id FROM employee_import_row
         WHERE import_id = $1 ORDER BY row_number`,
        [checked.id],
      );
    const checkWhole = () =>
      t.dataSource.transaction((manager) =>
        t.app
          .get(CrossRowCheckRepository)
          .checkAcrossRows(manager, checked.id, session.company!.id, true),
      );

    // A row sharing nothing with the edits is left as it was: not even read again.
    await t.dataSource.query(
      `UPDATE employee_import_row SET set_errors = '{"name": [{"key": "validation.required"}]}'
       WHERE import_id = $1 AND row_number = 8`,
      [checked.id],
    );
    const edits: Array<[number, object]> = [
      [2, { cpf: c4 }], // 2 and 3 no longer share a CPF
      [4, { email: 'caio@example.com' }], // 3 and 4 no longer share an e-mail
      [6, { email: 'pires@example.com' }], // 6 is someone new, 5 alone is Paula
      [7, { cpf: known.cpf }], // 7 now names Paula too
      [2, { cpf: c2 }], // 2 now shares 4's CPF
    ];
    for (const [rowNumber, values] of edits) {
      await api(session).edit(checked.id, rowNumber, values).expect(200);
      expect((await rowsOf())[8]).toEqual({ name: ['Campo obrigatório.'] });
      const afterEdit = await staged();
      await t.dataSource.query(
        `UPDATE employee_import_row SET set_errors = NULL WHERE import_id = $1 AND row_number = 8`,
        [checked.id],
      );
      await checkWhole();
      const whole = await staged();
      expect(afterEdit.filter((row: { row_number: number }) => row.row_number !== 8)).toEqual(
        whole.filter((row: { row_number: number }) => row.row_number !== 8),
      );
      await t.dataSource.query(
        `UPDATE employee_import_row SET set_errors = '{"name": [{"key": "validation.required"}]}'
         WHERE import_id = $1 AND row_number = 8`,
        [checked.id],
      );
    }
    const errors = await rowsOf();
    expect(errors[2]).toEqual({ cpf: ['Valor repetido na planilha (linhas 2, 4).'] });
    expect(errors[3]).toEqual({});
    expect(errors[5]).toEqual({ cpf: ['Valor repetido na planilha (linhas 5, 7).'] });
    expect(errors[6]).toEqual({});
  });

  it('answers 403 to every import route when the plan lacks the Employee module', async () => {
    const other = await signedInWithCompany(t, 'admin', {
      company: { modules: ['Company', 'Survey', 'AdminUser', 'Chart', 'Document'] },
    });
    const theirs = api(other);
    const id = (await uploaded(fixture('repeated-cpf.xlsx'), 'r.xlsx')).id;
    const answers = [
      (await theirs.upload(fixture('repeated-cpf.xlsx'), 'r.xlsx')).status,
      (await t.http.get('/api/admin/employee/import').set(bearer(other.token))).status,
      (await t.http.get('/api/admin/employee/import/template').set(bearer(other.token))).status,
      (await theirs.get(id)).status,
      (await theirs.associate(id, { Nome: 'name', CPF: 'cpf' })).status,
      (await theirs.rows(id)).status,
      (await theirs.edit(id, 2, { name: 'x' })).status,
      (await theirs.commit(id)).status,
      (await theirs.result(id)).status,
    ];
    expect(answers).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
  });

  it('answers 404 to every import route with another company’s import id', async () => {
    const other = await signedInWithCompany(t, 'admin');
    const theirs = await uploaded(fixture('repeated-cpf.xlsx'), 'deles.xlsx', other);
    const mine = api();
    const answers = [
      (await mine.get(theirs.id)).status,
      (await mine.associate(theirs.id, theirs.suggestedMapping)).status,
      (await mine.rows(theirs.id)).status,
      (await mine.edit(theirs.id, 2, { name: 'x' })).status,
      (await mine.commit(theirs.id)).status,
      (await mine.result(theirs.id)).status,
    ];
    expect(answers).toEqual([404, 404, 404, 404, 404, 404]);
    // Not an id at all: refused before any lookup, naming the parameter.
    expect((await mine.get('not-a-uuid')).body.errors).toEqual({ id: ['Identificador inválido.'] });
    expect((await api(other).get(theirs.id)).body.status).toBe('awaiting-association');
  });
});

function binary(
  response: NodeJS.ReadableStream,
  callback: (error: Error | null, body: unknown) => void,
) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** An .xlsx of these rows, its parts deflated as spreadsheet programs write them. */
function book(rows: string[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Pessoas');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

function sheetLines(content: Buffer): string[][] {
  const workbook = XLSX.read(content, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]], {
    header: 1,
    raw: false,
    defval: '',
  });
}
