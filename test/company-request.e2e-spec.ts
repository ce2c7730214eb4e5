import { formatWait } from '../src/common/i18n/translate';
import { IDENTIFIER_REQUESTS } from '../src/common/throttle/throttle.service';
import { createAccount, createCompany, makeCnpj } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

describe('business sign-up: POST /api/{product}/company/request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.startRole('worker');
  });
  afterAll(() => t.close());

  const valid = () => ({
    contactName: 'Ana Souza',
    contactPhone: '+55 11 98765-4321',
    contactEmail: 'Ana.Souza@Example.com',
    companyName: 'Empresa Exemplo Ltda',
    cnpj: makeCnpj().replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  });

  it('stores the request, tells the platform owner and the requester', async () => {
    const owner = await createAccount(t.dataSource, { roles: ['super'] });
    const body = valid();
    const response = await t.http.post('/api/user/company/request').send(body).expect(201);
    expect(response.body).toEqual({ id: expect.any(String) });

    const [row] = await t.dataSource.query('SELECT * FROM company_request WHERE id = $1', [
      response.body.id,
    ]);
    expect(row).toMatchObject({
      contact_phone: '+5511987654321',
      contact_email: 'ana.souza@example.com',
      cnpj: body.cnpj.replace(/\D/g, ''),
      status: 'pending',
    });
    const toOwner = await t.smtp.waitFor(owner.email as string);
    expect(toOwner.subject).toBe('Nova solicitação de conta: Empresa Exemplo Ltda');
    expect(toOwner.text).toContain(body.cnpj);
    await t.smtp.waitFor('ana.souza@example.com');

    // The same CNPJ again while it waits: the same request, no second mail.
    const again = await t.http.post('/api/user/company/request').send(body).expect(201);
    expect(again.body.id).toBe(response.body.id);
  });

  it('accepts the alphanumeric CNPJ', async () => {
    await t.http
      .post('/api/user/company/request')
      .send({ ...valid(), cnpj: '12.ABC.345/01DE-35' })
      .expect(201);
    const [row] = await t.dataSource.query(
      `SELECT cnpj FROM company_request WHERE cnpj = '12ABC34501DE35'`,
    );
    expect(row).toBeDefined();
  });

  it('names every bad field, in the caller language', async () => {
    const response = await t.http
      .post('/api/user/company/request')
      .set('Accept-Language', 'en-US')
      .send({
        contactName: '',
        contactPhone: '123',
        contactEmail: 'nope',
        companyName: 'X',
        cnpj: '11.111.111/1111-11',
      })
      .expect(400);
    expect(response.body.errors).toEqual({
      contactName: ['Required field.'],
      contactPhone: ['Invalid phone. Use the format +55 99 99999-9999.'],
      contactEmail: ['Invalid e-mail.'],
      cnpj: ['The CNPJ’s check digits do not match: check that it was typed correctly.'],
    });
  });

  it('limits one e-mail asking for many companies, and one CNPJ asked by many e-mails', async () => {
    const byEmail = { ...valid(), contactEmail: 'insistente@example.com' };
    for (let attempt = 0; attempt < IDENTIFIER_REQUESTS; attempt++) {
      await t.http
        .post('/api/user/company/request')
        .send({ ...byEmail, cnpj: makeCnpj() })
        .expect(201);
    }
    const refused = await t.http
      .post('/api/user/company/request')
      .set('Accept-Language', 'en-US')
      .send({ ...byEmail, cnpj: makeCnpj() })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Too many attempts\. Wait \d+ (minutes?|seconds?) and try again\.$/,
    );

    const cnpj = makeCnpj();
    for (let attempt = 0; attempt < IDENTIFIER_REQUESTS; attempt++) {
      await t.http
        .post('/api/user/company/request')
        .send({ ...valid(), cnpj, contactEmail: `pessoa${attempt}@example.com` })
        .expect(201);
    }
    await t.http
      .post('/api/user/company/request')
      .send({ ...valid(), cnpj, contactEmail: 'mais.uma@example.com' })
      .expect(429);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int FROM company_request WHERE contact_email = 'insistente@example.com'`,
    );
    expect(count).toBe(IDENTIFIER_REQUESTS);
  });

  it('answers 409 for a CNPJ that is already a customer', async () => {
    const company = await createCompany(t.dataSource);
    const response = await t.http
      .post('/api/user/company/request')
      .send({ ...valid(), cnpj: company.cnpj })
      .expect(409);
    expect(response.body.message).toBe('Já existe uma empresa cadastrada com este CNPJ.');
  });
});

describe('business sign-up: the budget per IP', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ THROTTLE_IP_PER_MINUTE: '5' })));
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an IP has spent its minute', async () => {
    const ask = (index: number) =>
      t.http.post('/api/user/company/request').send({
        contactName: 'Ana Souza',
        contactPhone: '+55 11 98765-4321',
        contactEmail: `ana${index}@example.com`,
        companyName: 'Empresa Exemplo Ltda',
        cnpj: makeCnpj(),
      });
    for (let index = 0; index < 5; index++) await ask(index).expect(201);
    const refused = await ask(5).expect(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body.message).toBe(
      `Muitas tentativas. Aguarde ${formatWait('pt-BR', wait)} e tente novamente.`,
    );
  });
});
