import { Account } from '../src/account/account.entity';
import { createPlan, makeCpf, STRONG_PASSWORD } from './support/factories';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import { codeIn } from './support/smtp';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

const IDENTIFIER_REQUIRED = 'Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)';

describe('employees', () => {
  let t: TestApp;
  let admin: SignedIn;
  const as = () => bearer(admin.token);
  const create = (body: object) => t.http.post('/api/admin/employee').set(as()).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
  });
  afterAll(() => t.close());

  it('creates an employee with a user account of the same identifiers, first access pending', async () => {
    const department = await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: 'Pessoas' })
      .expect(201);
    const created = await create({
      name: '  Ana Souza ',
      email: 'Ana.Souza@Example.com',
      cellPhone: '(11) 98765-4321',
      cpf: '529.982.247-25',
      rg: '123456789',
      birthDate: '31/01/1990',
      admissionDate: '2020-03-02',
      jobTitle: 'Analista',
      departmentId: department.body.id,
      languageId: 2,
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      cellPhone: '+5511987654321',
      cpf: '52998224725',
      rg: '123456789',
      birthDate: '1990-01-31',
      admissionDate: '2020-03-02',
      departmentId: department.body.id,
      department: 'Pessoas',
      isActive: true,
      isFirstAccess: true,
      languageId: 2,
    });
    const account = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: created.body.accountId });
    expect(account).toMatchObject({
      companyId: admin.company!.id,
      roles: ['user'],
      mustCreatePassword: true,
      email: 'ana.souza@example.com',
      phone: '+5511987654321',
      cpf: '52998224725',
      languageId: 2,
    });
    const read = await t.http.get(`/api/admin/employee/${created.body.id}`).set(as()).expect(200);
    expect(read.body.id).toBe(created.body.id);
  });

  it('refuses bad input field by field, and asks for one identifier with the spec’s message', async () => {
    const bad = await create({
      name: '',
      email: 'not-an-email',
      cellPhone: '123',
      cpf: '529.982.247-26',
      rg: '12.345.678-9',
      birthDate: '31/02/1990',
    }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['birthDate', 'cellPhone', 'cpf', 'email', 'name', 'rg'].sort(),
    );
    expect(bad.body.errors.rg).toEqual(['RG inválido. Use apenas números.']);
    expect(bad.body.errors.birthDate).toEqual(['Data inválida. Use o formato dd/mm/aaaa.']);

    const none = await create({ name: 'Sem Contato', jobTitle: 'Estagiário' }).expect(400);
    expect(none.body.errors).toEqual({
      email: [IDENTIFIER_REQUIRED],
      cellPhone: [IDENTIFIER_REQUIRED],
      cpf: [IDENTIFIER_REQUIRED],
    });
    const english = await t.http
      .post('/api/admin/employee')
      .set(as())
      .set('Accept-Language', 'en-US')
      .send({ name: 'No Contact' })
      .expect(400);
    // The token's language (pt-BR) wins over the header.
    expect(english.body.errors.cpf).toEqual([IDENTIFIER_REQUIRED]);
    const foreign = await create({
      name: 'Fulano',
      cpf: makeCpf(),
      departmentId: '00000000-0000-4000-8000-000000000000',
    }).expect(400);
    expect(foreign.body.errors.departmentId).toBeDefined();
  });

  it('answers 409 to a CPF, e-mail or phone the company already has, also an administrator’s', async () => {
    const cpf = makeCpf();
    await create({ name: 'Bruno Lima', cpf, email: 'bruno@example.com' }).expect(201);
    const byCpf = await create({ name: 'Outro', cpf }).expect(409);
    expect(byCpf.body.message).toBe('Já existe uma pessoa com este CPF nesta empresa.');
    await create({ name: 'Outro', email: 'BRUNO@example.com' }).expect(409);
    await create({ name: 'Outra', cellPhone: '+55 11 98765-4321' }).expect(409);
    await create({ name: 'Admin', email: admin.account.email }).expect(409);
    // Another company may have the same person.
    const other = await signedInWithCompany(t, 'admin');
    await t.http
      .post('/api/admin/employee')
      .set(bearer(other.token))
      .send({ name: 'Bruno Lima', cpf })
      .expect(201);
  });

  it('lists with filters, search, a whitelisted order and pages', async () => {
    const org = (
      await t.http
        .post('/api/admin/company/organization')
        .set(as())
        .send({ name: 'Filial Sul' })
        .expect(201)
    ).body;
    await create({ name: 'Carla Dias', cpf: makeCpf(), organizationId: org.id }).expect(201);
    const page = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ organizationId: org.id })
      .expect(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.body.items[0]).toMatchObject({ name: 'Carla Dias', organization: 'Filial Sul' });
    const search = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ search: 'souza', order: '-name' })
      .expect(200);
    expect(search.body.items.map((item: { name: string }) => item.name)).toEqual(['Ana Souza']);
    const byCpf = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ search: '529.982' })
      .expect(200);
    expect(byCpf.body.total).toBe(1);
    const paged = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ pageSize: 1, page: 2, order: 'name', isActive: 'true' })
      .expect(200);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(paged.body.items[0].name).toBe('Bruno Lima');
    const wrong = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ order: 'passwordHash' })
      .expect(400);
    expect(wrong.body.errors.order[0]).toContain('name');
  });

  it('orders names as people file them, accents and case aside', async () => {
    const org = (
      await t.http
        .post('/api/admin/company/organization')
        .set(as())
        .send({ name: 'Filial Norte' })
        .expect(201)
    ).body;
    for (const name of ['Zuleide Prado', 'érica Nunes', 'Álvaro Reis', 'Bianca Rocha'])
      await create({ name, cpf: makeCpf(), organizationId: org.id }).expect(201);
    const listed = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ organizationId: org.id, order: 'name' })
      .expect(200);
    expect(listed.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Álvaro Reis',
      'Bianca Rocha',
      'érica Nunes',
      'Zuleide Prado',
    ]);
  });

  it('takes the organization and department by name, as the import names them', async () => {
    const session = await signedInWithCompany(t, 'admin');
    const post = (path: string, body: object) =>
      t.http.post(`/api/admin/${path}`).set(bearer(session.token)).send(body).expect(201);
    const list = async (query: object) =>
      (
        await t.http.get('/api/admin/employee').set(bearer(session.token)).query(query).expect(200)
      ).body.items.map((item: { name: string }) => item.name);
    const north = (await post('company/organization', { name: 'Filial Norte' })).body;
    const south = (await post('company/organization', { name: 'Filial Sul' })).body;
    const people = (await post('company/department', { name: 'Recursos Humanos' })).body;
    const sales = (await post('company/department', { name: 'Comercial' })).body;

    const created = await post('employee', {
      name: 'Gil Souza',
      cpf: makeCpf(),
      organization: ' filial NORTE ',
      department: 'recursos humanos',
    });
    expect(created.body).toMatchObject({
      organizationId: north.id,
      organization: 'Filial Norte',
      departmentId: people.id,
      department: 'Recursos Humanos',
    });
    await post('employee', { name: 'Ivo Lima', cpf: makeCpf(), departmentId: sales.id });
    await post('employee', {
      name: 'Júlia Reis',
      cpf: makeCpf(),
      department: 'Comercial',
      isActive: false,
    });

    const unknown = await t.http
      .post('/api/admin/employee')
      .set(bearer(session.token))
      .send({ name: 'X', cpf: makeCpf(), organization: 'Matriz', department: 'Jurídico' })
      .expect(400);
    expect(unknown.body.errors).toEqual({ organization: ['Organização não cadastrada.'] });
    const noDepartment = await t.http
      .post('/api/admin/employee')
      .set(bearer(session.token))
      .send({ name: 'X', cpf: makeCpf(), department: 'Jurídico' })
      .expect(400);
    expect(noDepartment.body.errors).toEqual({ department: ['Departamento não cadastrado.'] });

    // A form sends back the name it was shown: the id it changed wins.
    const moved = await t.http
      .put(`/api/admin/employee/${created.body.id}`)
      .set(bearer(session.token))
      .send({ ...created.body, organizationId: south.id, departmentId: null })
      .expect(200);
    expect(moved.body).toMatchObject({
      organizationId: south.id,
      departmentId: null,
      department: null,
    });

    expect(await list({ departmentId: sales.id })).toEqual(['Ivo Lima', 'Júlia Reis']);
    expect(await list({ department: sales.id })).toEqual(['Ivo Lima', 'Júlia Reis']);
    expect(await list({ department: 'comercial' })).toEqual(['Ivo Lima', 'Júlia Reis']);
    expect(await list({ department: 'comercial', active: 'true' })).toEqual(['Ivo Lima']);
    expect(await list({ organization: 'FILIAL SUL' })).toEqual(['Gil Souza']);
    expect(await list({ organization: north.id })).toEqual([]);
    expect(await list({ active: false })).toEqual(['Júlia Reis']);
    await t.http
      .get('/api/admin/employee')
      .set(bearer(session.token))
      .query({ departmentId: 'Comercial' })
      .expect(400);
  });

  it('answers 403 to every employee route when the plan lacks the Employee module', async () => {
    const other = await signedInWithCompany(t, 'admin', {
      company: { modules: ['Company', 'Survey', 'AdminUser', 'Chart', 'Document'] },
    });
    const as = bearer(other.token);
    const someone = '00000000-0000-4000-8000-000000000000';
    const answers = [
      (await t.http.get('/api/admin/employee').set(as)).status,
      (await t.http.post('/api/admin/employee').set(as).send({ name: 'X', cpf: makeCpf() })).status,
      (await t.http.get(`/api/admin/employee/${someone}`).set(as)).status,
      (await t.http.put(`/api/admin/employee/${someone}`).set(as).send({ name: 'X' })).status,
      (await t.http.delete(`/api/admin/employee/${someone}`).set(as)).status,
    ];
    expect(answers).toEqual([403, 403, 403, 403, 403]);
  });

  it('updates the employee and their account; deactivating ends the account’s sessions', async () => {
    const cpf = makeCpf();
    const created = (
      await create({ name: 'Diego Alves', cpf, email: 'diego@example.com' }).expect(201)
    ).body;
    // The employee creates a password through first access, then signs in by CPF.
    await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: 'diego@example.com' })
      .expect(200);
    const accounts = t.dataSource.getRepository(Account);
    const account = await accounts.findOneByOrFail({ id: created.accountId });
    const mail = await t.smtp.waitFor('diego@example.com', (message) =>
      /\b\d{6}\b/.test(message.text),
    );
    expect(codeIn(mail)).toHaveLength(6);

    const updated = await t.http
      .put(`/api/admin/employee/${created.id}`)
      .set(as())
      .send({ name: 'Diego A. Alves', cpf, email: 'diego.alves@example.com', jobTitle: 'Gerente' })
      .expect(200);
    expect(updated.body).toMatchObject({
      name: 'Diego A. Alves',
      email: 'diego.alves@example.com',
      jobTitle: 'Gerente',
      isActive: true,
    });
    const after = await accounts.findOneByOrFail({ id: created.accountId });
    expect(after).toMatchObject({ name: 'Diego A. Alves', email: 'diego.alves@example.com' });
    expect(after.tokenVersion).toBe(account.tokenVersion + 1);

    await t.http.delete(`/api/admin/employee/${created.id}`).set(as()).expect(204);
    const gone = await accounts.findOneByOrFail({ id: created.accountId });
    expect(gone.isActive).toBe(false);
    expect(gone.tokenVersion).toBe(after.tokenVersion + 1);
    const read = await t.http.get(`/api/admin/employee/${created.id}`).set(as()).expect(200);
    expect(read.body.isActive).toBe(false);
    const inactive = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ isActive: false })
      .expect(200);
    expect(inactive.body.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
  });

  it('lets an employee complete first access and sign in to the portal', async () => {
    const cpf = makeCpf();
    const email = 'elisa.prado@example.com';
    await create({ name: 'Elisa Prado', cpf, email }).expect(201);
    const started = await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: email })
      .expect(200);
    const code = codeIn(await t.smtp.waitFor(email, (mail) => /\b\d{6}\b/.test(mail.text)));
    const verified = await t.http
      .post('/api/user/auth/2fa')
      .query({ code })
      .set(bearer(started.body.token))
      .expect(200);
    const created = await t.http
      .post('/api/user/auth/first-password')
      .set(bearer(verified.body.token))
      .send({ password: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD })
      .expect(200);
    const accepted = await t.http
      .post('/api/user/auth/accept-terms')
      .set(bearer(created.body.token))
      .send({ HasAcceptedTerms: true })
      .expect(200);
    expect(claimsOf(accepted.body.token)).toMatchObject({
      stage: 'full',
      role: 'user',
      companyId: admin.company!.id,
    });
    const login = await t.http
      .post('/api/user/auth/local')
      .send({ emailOrPhoneNumber: cpf, password: STRONG_PASSWORD })
      .expect(200);
    expect(login.body).toMatchObject({ loginByCpf: true, isFirstAccess: false });
    const listed = await t.http
      .get('/api/admin/employee')
      .set(as())
      .query({ search: 'elisa' })
      .expect(200);
    expect(listed.body.items[0].isFirstAccess).toBe(false);
  });

  it('marks the onboarding’s employees step once the company has an employee', async () => {
    const fresh = await signedInWithCompany(t, 'admin');
    expect(claimsOf(fresh.token).isEmployeesComplete).toBe(false);
    await t.http
      .post('/api/admin/employee')
      .set(bearer(fresh.token))
      .send({ name: 'Fábio Gomes', cpf: makeCpf() })
      .expect(201);
    const again = await signIn(t, fresh.account, 'admin');
    expect(claimsOf(again).isEmployeesComplete).toBe(true);
  });

  it('refuses an employee past the plan’s limit, on creation and on reactivation', async () => {
    const plan = await createPlan(t.dataSource, { employeeLimit: 2 });
    const small = await signedInWithCompany(t, 'admin', { company: { planId: plan.id } });
    const post = (body: object) =>
      t.http.post('/api/admin/employee').set(bearer(small.token)).send(body);
    const first = (await post({ name: 'Um', cpf: makeCpf() }).expect(201)).body;
    await post({ name: 'Dois', cpf: makeCpf() }).expect(201);
    const third = await post({ name: 'Três', cpf: makeCpf() }).expect(409);
    expect(third.body.message).toBe(
      'O plano da empresa permite até 2 colaboradores ativos. Desative colaboradores ou mude de plano para incluir mais.',
    );
    // An inactive one does not count; bringing one back does.
    await post({ name: 'Inativo', cpf: makeCpf(), isActive: false }).expect(201);
    await t.http.delete(`/api/admin/employee/${first.id}`).set(bearer(small.token)).expect(204);
    await post({ name: 'Três', cpf: makeCpf() }).expect(201);
    await t.http
      .put(`/api/admin/employee/${first.id}`)
      .set(bearer(small.token))
      .send({ name: 'Um', cpf: first.cpf, isActive: true })
      .expect(409);
  });

  it('answers 404 for another company’s employee', async () => {
    const other = await signedInWithCompany(t, 'admin');
    const theirs = (
      await t.http
        .post('/api/admin/employee')
        .set(bearer(other.token))
        .send({ name: 'Alheio', cpf: makeCpf() })
        .expect(201)
    ).body;
    await t.http.get(`/api/admin/employee/${theirs.id}`).set(as()).expect(404);
    await t.http
      .put(`/api/admin/employee/${theirs.id}`)
      .set(as())
      .send({ name: 'x', cpf: theirs.cpf })
      .expect(404);
    await t.http.delete(`/api/admin/employee/${theirs.id}`).set(as()).expect(404);
    const mine = await t.http.get('/api/admin/employee').set(as()).query({ pageSize: 100 });
    expect(mine.body.items.map((item: { id: string }) => item.id)).not.toContain(theirs.id);
  });
});
