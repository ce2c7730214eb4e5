import * as XLSX from '@e965/xlsx';
import type { Response } from 'superagent';
import { signedInWithCompany, SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/** The employees list as a file, and many people deactivated at once. */
describe('employees in bulk: export and deactivation', () => {
  let t: TestApp;
  let admin: SignedIn;
  const ids: Record<string, string> = {};
  const departments: Record<string, string> = {};
  const as = () => bearer(admin.token);
  const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const organization = (
      await t.http
        .post('/api/admin/company/organization')
        .set(as())
        .send({ name: 'Matriz' })
        .expect(201)
    ).body.id;
    for (const name of ['Vendas', 'Pessoas'])
      departments[name] = (
        await t.http
          .post('/api/admin/company/department')
          .set(as())
          .send({ name, encryptedOrganizationId: organization })
          .expect(201)
      ).body.id;
    const people = [
      ['ana', 'Ana Souza', 'ana@example.com', 'Vendas'],
      ['bruno', '=HYPERLINK("http://x")', 'bruno@example.com', 'Vendas'],
      ['carla', 'Carla Dias', 'carla@example.com', 'Pessoas'],
    ];
    for (const [key, name, email, department] of people)
      ids[key] = (
        await t.http
          .post('/api/admin/employee')
          .set(as())
          .send({
            name,
            email,
            departmentId: departments[department],
            organizationId: organization,
            birthDate: '15/03/1990',
          })
          .expect(201)
      ).body.id;
  });
  afterAll(() => t.close());

  const exported = (query: Record<string, string>) =>
    t.http
      .get('/api/admin/employee/export')
      .query(query)
      .set(as())
      .buffer(true)
      .parse(binary)
      .expect(200);

  it('exports the filtered list as a CSV for a Brazilian spreadsheet, formulas defused, audited', async () => {
    const response = await exported({ format: 'csv', departmentId: departments.Vendas });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('colaboradores.csv');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0].split(';').slice(0, 3)).toEqual(['Nome completo', 'E-mail', 'Celular']);
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[1])
        .sort(),
    ).toEqual(['ana@example.com', 'bruno@example.com']);
    expect(lines.find((line) => line.includes('bruno'))?.startsWith(`"'=HYPERLINK(`)).toBe(true);
    expect(lines.find((line) => line.includes('ana@'))).toContain('15/03/1990');
    const [entry] = await t.dataSource.query(
      `SELECT actor_account_id, details FROM audit_entry WHERE action = 'employee.exported'`,
    );
    expect(entry.actor_account_id).toBe(admin.account.id);
    expect(entry.details).toMatchObject({ format: 'csv', count: 2 });
  });

  it('exports an .xlsx with the import’s columns, so it can be edited and imported back', async () => {
    const response = await exported({ format: 'xlsx', department: 'pessoas' });
    const workbook = XLSX.read(response.body as Buffer, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]], {
      header: 1,
    });
    expect(rows[0]).toEqual([
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
      'Canal preferido',
      'Ativo',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[8], row[9], row[11]])).toEqual([
      ['Carla Dias', 'Matriz', 'Pessoas', 'Sim'],
    ]);
    await t.http.get('/api/admin/employee/export').query({ format: 'pdf' }).set(as()).expect(400);
  });

  it('deactivates a selection all together, or nobody when one is not the company’s', async () => {
    const other = await signedInWithCompany(t, 'admin');
    const stranger = (
      await t.http
        .post('/api/admin/employee')
        .set(bearer(other.token))
        .send({ name: 'Davi', email: 'davi@example.com' })
        .expect(201)
    ).body.id;
    await t.http
      .post('/api/admin/employee/deactivate')
      .set(as())
      .send({ ids: [ids.ana, stranger] })
      .expect(404);
    const active = async (id: string) =>
      (await t.http.get(`/api/admin/employee/${id}`).set(as()).expect(200)).body.isActive;
    expect(await active(ids.ana)).toBe(true);

    await t.http
      .post('/api/admin/employee/deactivate')
      .set(as())
      .send({ ids: [ids.ana, ids.bruno] })
      .expect(200, { deactivated: 2 });
    expect([await active(ids.ana), await active(ids.bruno), await active(ids.carla)]).toEqual([
      false,
      false,
      true,
    ]);
    const [account] = await t.dataSource.query(
      'SELECT a.is_active FROM account a JOIN employee e ON e.account_id = a.id WHERE e.id = $1',
      [ids.ana],
    );
    expect(account.is_active).toBe(false);
    const tooMany = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    await t.http
      .post('/api/admin/employee/deactivate')
      .set(as())
      .send({ ids: tooMany })
      .expect(400);
  });
});
