import { AuditEntry } from '../src/audit/audit-entry.entity';
import { CompanySso } from '../src/auth/oidc/oidc.entities';
import { createAccount, STRONG_PASSWORD } from './support/factories';
import { platformProvidersEnv, startTestProvider, TestProvider } from './support/oidc-provider';
import {
  complete,
  REDIRECT_URI,
  refusalIn,
  startAt,
  throughProvider,
} from './support/provider-sign-in';
import { signedInWithCompany, SignedIn } from './support/session';
import { codeIn } from './support/smtp';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

describe('a company’s own sign-in provider (SSO)', () => {
  let t: TestApp;
  let idp: TestProvider;
  let google: TestProvider;
  let a: SignedIn;
  let b: SignedIn;

  const settings = (values: object = {}) => ({
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: ['Acme.test'],
    required: false,
    ...values,
  });
  const put = (session: SignedIn, body: object) =>
    t.http.put('/api/admin/company/sso').set(bearer(session.token)).send(body);
  const auditOf = (companyId: string, action: string) =>
    t.dataSource.getRepository(AuditEntry).find({
      where: { companyId, action },
      order: { createdAt: 'ASC' },
    });
  /** A person of company A known to the company's provider by their verified e-mail. */
  const personOfA = async (local: string, values: object = {}) => {
    const account = await createAccount(t.dataSource, {
      companyId: a.company!.id,
      email: `${local}@acme.test`,
      ...values,
    });
    idp.users.set(local, { email: `${local}@ACME.test`, email_verified: true });
    google.users.set(local, { email: `${local}@acme.test`, email_verified: true });
    return account;
  };

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUri: REDIRECT_URI });
    google = await startTestProvider({ redirectUri: REDIRECT_URI });
    t = await startTestApp(platformProvidersEnv({ google }));
    await t.startRole('worker');
    a = await signedInWithCompany(t, 'admin');
    b = await signedInWithCompany(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
    await google.stop();
  });

  it('starts unset, naming the redirect URI to register', async () => {
    const sso = await t.http.get('/api/admin/company/sso').set(bearer(a.token)).expect(200);
    expect(sso.body).toEqual({
      configured: false,
      issuer: null,
      clientId: null,
      hasClientSecret: false,
      domains: [],
      required: false,
      verifiedAt: null,
      redirectUri: REDIRECT_URI,
    });
    await t.http.get('/api/public/sign-in-options').expect(200, {
      google: true,
      microsoft: false,
      sso: false,
    });
  });

  it.each([
    [
      'an issuer over plain http elsewhere than loopback',
      { issuer: 'http://idp.example.com' },
      'issuer',
    ],
    ['an issuer with a query', { issuer: 'https://idp.example.com/?tenant=1' }, 'issuer'],
    ['no domain', { domains: [] }, 'domains'],
    ['a domain that is not one', { domains: ['acme', 'not a domain'] }, 'domains'],
    ['21 domains', { domains: Array.from({ length: 21 }, (_, i) => `d${i}.test`) }, 'domains'],
    ['no client secret, at first', { clientSecret: undefined }, 'clientSecret'],
    ['required before anyone signed in through it', { required: true }, 'required'],
  ])('refuses %s (400 on the field), storing nothing', async (_case, values, field) => {
    const answer = await put(a, settings(values)).expect(400);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(await t.dataSource.getRepository(CompanySso).count()).toBe(0);
  });

  it('refuses an issuer whose document cannot be read, or names another issuer', async () => {
    const away = await startTestProvider({ redirectUri: REDIRECT_URI });
    await away.stop();
    // The administrator reads Portuguese: the session's language wins over the browser's.
    const unreachable = await put(a, settings({ issuer: away.issuer }))
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(unreachable.body.errors.issuer[0]).toBe(
      `Não foi possível ler ${away.issuer}/.well-known/openid-configuration: confira o endereço do emissor.`,
    );
    const elsewhere = idp.issuer.replace('127.0.0.1', 'localhost');
    const mismatch = await put(a, settings({ issuer: elsewhere })).expect(400);
    expect(mismatch.body.errors.issuer[0]).toContain(idp.issuer);
  });

  it('keeps the client secret sealed, never answers it, and writes the audit log', async () => {
    const saved = await put(a, settings()).expect(200);
    expect(saved.body).toMatchObject({
      configured: true,
      issuer: idp.issuer,
      clientId: idp.clientId,
      hasClientSecret: true,
      domains: ['acme.test'],
      required: false,
      verifiedAt: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const row = await t.dataSource.getRepository(CompanySso).findOneByOrFail({
      companyId: a.company!.id,
    });
    expect(row.sealedClientSecret).toMatch(/^v1\./);
    expect(row.sealedClientSecret).not.toContain(idp.clientSecret);
    const [entry] = await auditOf(a.company!.id, 'sso.configured');
    expect(entry).toMatchObject({ actorAccountId: a.account.id, targetId: a.company!.id });
    expect(entry.details).toMatchObject({ issuer: idp.issuer, domains: ['acme.test'] });
    expect(JSON.stringify(entry.details)).not.toContain(idp.clientSecret);
    await t.http.get('/api/public/sign-in-options').expect(200, {
      google: true,
      microsoft: false,
      sso: true,
    });
  });

  it('keeps each domain one company’s, and each company’s settings its own', async () => {
    const taken = await put(b, settings({ domains: ['beta.test', 'acme.test'] })).expect(409);
    expect(taken.body.message).toBe('O domínio acme.test já é atendido pelo SSO de outra empresa.');
    const ofB = await t.http.get('/api/admin/company/sso').set(bearer(b.token)).expect(200);
    expect(ofB.body.configured).toBe(false);
    await t.http.delete('/api/admin/company/sso').set(bearer(b.token)).expect(200);
    const ofA = await t.http.get('/api/admin/company/sso').set(bearer(a.token)).expect(200);
    expect(ofA.body.configured).toBe(true);
  });

  it('sends an e-mail of the domain to the company’s provider, with it as login hint', async () => {
    const { url } = await startAt(t, { provider: 'sso', email: ' Ana@ACME.test ' });
    const request = new URL(url);
    expect(request.origin).toBe(new URL(idp.issuer).origin);
    expect(request.searchParams.get('client_id')).toBe(idp.clientId);
    expect(request.searchParams.get('login_hint')).toBe('ana@acme.test');
    const unknown = await t.http
      .post('/api/user/auth/oidc/start')
      .send({ provider: 'sso', email: 'ana@nowhere.test' })
      .expect(400);
    expect(unknown.body.errors.email).toEqual([
      'Nenhuma empresa configurou o acesso por SSO para o domínio deste e-mail.',
    ]);
    await t.http.post('/api/user/auth/oidc/start').send({ provider: 'sso' }).expect(400);
    await t.http
      .post('/api/super/auth/oidc/start')
      .send({ provider: 'sso', email: 'ana@acme.test' })
      .expect(400);
  });

  it('signs the company’s people in, only the company’s, only of its domains', async () => {
    const ana = await personOfA('ana', { mustCreatePassword: true, hasAcceptedTerms: false });
    const answer = await throughProvider(t, idp, {
      provider: 'sso',
      email: ana.email!,
      login: 'ana',
    });
    const signedIn = await complete(t, 'user', answer.location, answer.cookie).expect(200);
    expect(claimsOf(signedIn.body.token)).toMatchObject({ id: ana.id, stage: 'terms' });
    const row = await t.dataSource.getRepository(CompanySso).findOneByOrFail({
      companyId: a.company!.id,
    });
    expect(row.verifiedAt).not.toBeNull();

    // The provider vouches for an address of a domain the company did not list.
    idp.users.set('outsider', { email: 'ana@other.test', email_verified: true });
    const outsider = await throughProvider(t, idp, {
      provider: 'sso',
      email: 'ana@acme.test',
      login: 'outsider',
    });
    expect(refusalIn(outsider.location)).toBe('domain');

    // Someone of another company with an address of the domain is not this provider's to sign in.
    await createAccount(t.dataSource, { companyId: b.company!.id, email: 'bob@acme.test' });
    idp.users.set('bob', { email: 'bob@acme.test', email_verified: true });
    const bob = await throughProvider(t, idp, {
      provider: 'sso',
      email: 'bob@acme.test',
      login: 'bob',
    });
    expect(refusalIn(bob.location)).toBe('unknown');
  });

  it('when required, turns password sign-in, first access and Google off for the company', async () => {
    const caio = await personOfA('caio');
    const pending = await personOfA('dora', { mustCreatePassword: true });
    const required = await put(a, settings({ clientSecret: undefined, required: true })).expect(
      200,
    );
    expect(required.body.required).toBe(true);
    const [entry] = await auditOf(a.company!.id, 'sso.updated');
    expect(entry.details).toMatchObject({
      required: true,
      clientSecretChanged: false,
      before: { required: false },
    });

    const password = await t.http
      .post('/api/user/auth/local')
      .set('Accept-Language', 'en-US')
      .send({ emailOrPhoneNumber: caio.email, password: STRONG_PASSWORD })
      .expect(401);
    expect(password.body.message).toBe(
      'Your company signs in through its own SSO: use "Sign in with SSO".',
    );
    const wrong = await t.http
      .post('/api/user/auth/local')
      .send({ emailOrPhoneNumber: caio.email, password: 'Wrong#Password1' })
      .expect(401);
    expect(wrong.body.code).toBe('auth.invalidLogin');

    const firstAccess = await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: pending.email })
      .expect(200);
    const mail = await t.smtp.waitFor(pending.email!, (m) => /\b\d{6}\b/.test(m.text));
    const code = await t.http
      .post('/api/user/auth/2fa')
      .query({ code: codeIn(mail) })
      .set(bearer(firstAccess.body.token))
      .expect(401);
    expect(code.body.code).toBe('auth.ssoRequired');

    const viaGoogle = await throughProvider(t, google, { provider: 'google', login: 'caio' });
    expect(refusalIn(viaGoogle.location)).toBe('sso-required');
    const viaSso = await throughProvider(t, idp, {
      provider: 'sso',
      email: caio.email!,
      login: 'caio',
    });
    await complete(t, 'user', viaSso.location, viaSso.cookie).expect(200);
  });

  it('starts over with another client: no longer verified, so not required', async () => {
    const other = await put(a, settings({ clientId: 'another-client', required: true })).expect(
      400,
    );
    expect(other.body.errors.required).toBeDefined();
  });

  it('removes the provider, and the company signs in with passwords again', async () => {
    const eva = await personOfA('eva');
    await t.http.delete('/api/admin/company/sso').set(bearer(a.token)).expect(200);
    const [entry] = await auditOf(a.company!.id, 'sso.removed');
    expect(entry.details).toMatchObject({ issuer: idp.issuer, required: true });
    await t.http
      .post('/api/user/auth/local')
      .send({ emailOrPhoneNumber: eva.email, password: STRONG_PASSWORD })
      .expect(200);
    await t.http
      .post('/api/user/auth/oidc/start')
      .send({ provider: 'sso', email: eva.email })
      .expect(400);
  });

  it('answers 502 while the company’s provider cannot be reached, 400 for one not set up', async () => {
    const flaky = await startTestProvider({ redirectUri: REDIRECT_URI });
    await put(b, {
      issuer: flaky.issuer,
      clientId: flaky.clientId,
      clientSecret: flaky.clientSecret,
      domains: ['beta.test'],
      required: false,
    }).expect(200);
    await flaky.stop();
    const away = await t.http
      .post('/api/user/auth/oidc/start')
      .set('Accept-Language', 'es-ES')
      .send({ provider: 'sso', email: 'someone@beta.test' })
      .expect(502);
    expect(away.body.message).toBe(
      'El proveedor de acceso no respondió. Inténtalo de nuevo en unos instantes.',
    );
    const missing = await t.http
      .post('/api/user/auth/oidc/start')
      .send({ provider: 'microsoft' })
      .expect(400);
    expect(missing.body.errors.provider).toEqual(['Este meio de acesso não está configurado.']);
  });

  it('takes a secret that no longer opens (another ENCRYPTION_KEY) for a provider not set up', async () => {
    await t.dataSource.query(
      `UPDATE company_sso SET sealed_client_secret = 'v1.AAAA.AAAA.AAAA' WHERE company_id = $1`,
      [b.company!.id],
    );
    const refused = await t.http
      .post('/api/user/auth/oidc/start')
      .send({ provider: 'sso', email: 'someone@beta.test' })
      .expect(400);
    expect(refused.body.errors.provider).toEqual(['Este meio de acesso não está configurado.']);
  });
});
