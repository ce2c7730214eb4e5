import { STRONG_PASSWORD } from './support/factories';
import { signedInWithCompany } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

describe('own data: /api/{product}/account/me', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('shows the signed-in person their data', async () => {
    const { token, account, company } = await signedInWithCompany(t, 'user');
    const response = await t.http.get('/api/user/account/me').set(bearer(token)).expect(200);
    expect(response.body).toEqual({
      id: account.id,
      name: account.name,
      email: account.email,
      phone: null,
      cpf: null,
      languageId: 1,
      companyName: company?.companyName,
    });
  });

  it('changes the password after checking the current one, ending other sessions', async () => {
    const { token } = await signedInWithCompany(t, 'user');
    const wrong = await t.http
      .put('/api/user/account/me/password')
      .set(bearer(token))
      .send({ currentPassword: 'Nope#Nope123', password: 'Capivara#Feliz9' })
      .expect(400);
    expect(wrong.body.errors.currentPassword).toEqual(['Senha atual incorreta.']);

    const changed = await t.http
      .put('/api/user/account/me/password')
      .set(bearer(token))
      .send({
        currentPassword: STRONG_PASSWORD,
        password: 'Capivara#Feliz9',
        confirmNewPassword: 'Capivara#Feliz9',
      })
      .expect(200);
    await t.http.get('/api/user/account/me').set(bearer(token)).expect(401);
    await t.http.get('/api/user/account/me').set(bearer(changed.body.token)).expect(200);
  });
});
