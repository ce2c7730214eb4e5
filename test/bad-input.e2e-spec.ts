import { Role } from '../src/common/access/access.model';
import { createAccount, createCompany, makeCnpj } from './support/factories';
import { PNG_1x1 } from './support/files';
import { signIn, signedInWithCompany, SignedIn } from './support/session';
import { buildQuestionnaire } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/**
 * Malformed input of every family the API once answered 500: each answers 400 in the contract's
 * shape, in the caller's language, naming the field.
 */
describe('bad input at the edge', () => {
  let t: TestApp;
  let owner: string;
  let admin: SignedIn;
  let adminInEnglish: string;
  let ownerInSpanish: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signedInWithCompany(t, 'super')).token;
    admin = await signedInWithCompany(t, 'admin');
    adminInEnglish = await signedInAs(t, 'admin', admin.company!.id, 2);
    ownerInSpanish = await signedInAs(t, 'super', null, 3);
  });
  afterAll(() => t.close());

  const as = (token: string) => bearer(token);

  describe('a NUL character in any text', () => {
    it('in a query string', async () => {
      const answer = await t.http.get('/api/super/plan?search=%00').set(as(owner)).expect(400);
      expect(answer.body.errors).toEqual({ search: ['Contém caracteres não permitidos.'] });
    });

    it('in a JSON body bound for a text column', async () => {
      const answer = await t.http
        .post('/api/super/plan')
        .set(as(ownerInSpanish))
        .send({ name: `${NUL}abc`, modules: ['Company'], employeeLimit: 10 })
        .expect(400);
      expect(answer.body.errors).toEqual({ name: ['Contiene caracteres no permitidos.'] });
    });

    it('in a JSON body bound for jsonb (the company setup)', async () => {
      const answer = await t.http
        .post('/api/admin/company/setup')
        .set(as(adminInEnglish))
        .send({
          sector: `Tec${NUL}`,
          employeeCountRange: '1-49',
          hasDiversityCommittee: false,
        })
        .expect(400);
      expect(answer.body.errors).toEqual({ sector: ['Contains characters that are not allowed.'] });
    });

    it('in an object key and in a nested value', async () => {
      const key = await t.http
        .post('/api/admin/company/setup')
        .set(as(admin.token))
        .send({ [`a${NUL}`]: 1 })
        .expect(400);
      expect(Object.keys(key.body.errors)).toEqual(['body']);
      const nested = await t.http
        .put('/api/admin/employee/import/00000000-0000-4000-8000-000000000000/association')
        .set(as(admin.token))
        .send({ mapping: { Nome: `name${NUL}` } })
        .expect(400);
      expect(nested.body.errors).toEqual({ 'mapping.Nome': ['Contém caracteres não permitidos.'] });
    });

    it('in a path parameter', async () => {
      const answer = await t.http.get('/api/public/question-image/a%00b.png').expect(400);
      expect(answer.body.errors).toEqual({ file: ['Contém caracteres não permitidos.'] });
    });

    it('in a multipart field and in an uploaded file name', async () => {
      const field = await t.http
        .put('/api/admin/company/about')
        .set(as(admin.token))
        .field('companyName', `Empresa${NUL}`)
        .expect(400);
      expect(field.body.errors).toEqual({ companyName: ['Contém caracteres não permitidos.'] });
      const fileName = await t.http
        .post('/api/admin/employee/import')
        .set(as(admin.token))
        .attach('file', PNG_1x1, `pessoas${NUL}.xlsx`)
        .expect(400);
      expect(fileName.body.errors).toEqual({ file: ['Contém caracteres não permitidos.'] });
    });
  });

  describe('a lone surrogate', () => {
    it('in a name that lands in jsonb (the invitation mail of a new administrator)', async () => {
      const answer = await t.http
        .post('/api/admin/admin-user')
        .set(as(admin.token))
        .send({ name: `Ana ${LONE_SURROGATE}`, email: 'ana.surrogate@example.com' })
        .expect(400);
      expect(answer.body.errors).toEqual({ name: ['Contém caracteres não permitidos.'] });
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM account WHERE email = 'ana.surrogate@example.com'`,
      );
      expect(count).toBe(0);
    });

    it('in an e-mail field, public form included', async () => {
      const invite = await t.http
        .post('/api/admin/admin-user')
        .set(as(adminInEnglish))
        .send({ name: 'Ana', email: `ana${LONE_SURROGATE}@example.com` })
        .expect(400);
      expect(invite.body.errors).toEqual({ email: ['Contains characters that are not allowed.'] });
      const request = await t.http
        .post('/api/admin/company/request')
        .set('Accept-Language', 'es-ES')
        .send({
          contactName: 'Ana',
          contactPhone: '+55 11 98765-4321',
          contactEmail: `${LONE_SURROGATE}ana@example.com`,
          companyName: 'Empresa',
          cnpj: makeCnpj(),
        })
        .expect(400);
      expect(request.body.errors).toEqual({
        contactEmail: ['Contiene caracteres no permitidos.'],
      });
    });
  });

  describe('numbers out of range', () => {
    it.each(['1e21', '1e308', '2147483648'])('a page number of %s', async (page) => {
      const answer = await t.http.get('/api/super/plan').query({ page }).set(as(owner)).expect(400);
      expect(answer.body.errors).toEqual({ page: ['Deve ser no máximo 2147483647.'] });
    });

    it('a page number that is not finite', async () => {
      const answer = await t.http.get('/api/super/plan?page=1e400').set(as(owner)).expect(400);
      expect(answer.body.errors).toEqual({ page: ['Deve ser um número inteiro.'] });
    });

    it("an integer past its column's range", async () => {
      const answer = await t.http
        .post('/api/super/plan')
        .set(as(owner))
        .send({ name: 'Enorme', modules: ['Company'], employeeLimit: 4294967296 })
        .expect(400);
      expect(answer.body.errors).toEqual({ employeeLimit: ['Deve ser no máximo 2147483647.'] });
    });

    it("a row number past its column's range", async () => {
      const answer = await t.http
        .put('/api/admin/employee/import/00000000-0000-4000-8000-000000000000/rows/99999999999')
        .set(as(admin.token))
        .send({ values: {} })
        .expect(400);
      expect(answer.body.errors).toEqual({ rowNumber: ['Deve ser no máximo 2147483647.'] });
    });
  });

  it('a path id that is not a UUID', async () => {
    const questionnaire = await buildQuestionnaire(t, admin.token);
    const survey = await t.http
      .post('/api/admin/survey')
      .set(as(admin.token))
      .send({ name: 'Pesquisa', questionnaireId: questionnaire.id })
      .expect(201);
    const answer = await t.http
      .delete(`/api/admin/survey/${survey.body.id}/access-code/1`)
      .set(as(adminInEnglish))
      .expect(400);
    expect(answer.body.errors).toEqual({ codeId: ['Invalid identifier.'] });
    const plain = await t.http
      .get('/api/admin/company/department/abc')
      .set(as(admin.token))
      .expect(400);
    expect(plain.body.errors).toEqual({ id: ['Identificador inválido.'] });
  });

  it('a list where one object is expected', async () => {
    const answer = await t.http
      .post('/api/super/predefined-question')
      .set(as(owner))
      .send({ type: 'text', texts: { 'pt-BR': [] } })
      .expect(400);
    expect(answer.body.errors).toEqual({ 'texts.pt-BR': ['Deve ser um objeto.'] });
  });

  describe('multipart bodies the parser cannot read', () => {
    it('without a boundary', async () => {
      const answer = await t.http
        .post('/api/admin/employee/import')
        .set(as(admin.token))
        .set('Content-Type', 'multipart/form-data')
        .send('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n')
        .expect(400);
      expect(answer.body.errors).toEqual({
        file: ['O formulário enviado está incompleto ou malformado.'],
      });
    });

    it('cut short', async () => {
      const answer = await t.http
        .put('/api/admin/company/about')
        .set(as(adminInEnglish))
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .send('--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG')
        .expect(400);
      expect(answer.body.errors).toEqual({ logo: ['The form sent is incomplete or malformed.'] });
    });
  });
});

/** An account of a role in the given language, signed in (the token carries the language). */
async function signedInAs(
  t: TestApp,
  role: Role,
  companyId: string | null,
  languageId: number,
): Promise<string> {
  const company = companyId ?? (await createCompany(t.dataSource)).id;
  const account = await createAccount(t.dataSource, {
    companyId: role === 'super' ? null : company,
    roles: [role],
    languageId,
  });
  return signIn(t, account, role);
}
