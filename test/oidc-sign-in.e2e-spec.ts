import { Logger } from '@nestjs/common';
import { Account } from '../src/account/account.entity';
import { OidcSignInFlow } from '../src/auth/oidc/oidc.entities';
import { Company } from '../src/company/company.entity';
import { appCode } from './support/authenticator';
import { createAccount, createCompany } from './support/factories';
import { platformProvidersEnv, startTestProvider, TestProvider } from './support/oidc-provider';
import {
  callBack,
  complete,
  REDIRECT_URI,
  refusalIn,
  startAt,
  throughProvider,
} from './support/provider-sign-in';
import { signIn } from './support/session';
import { codeIn } from './support/smtp';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

describe('sign-in through Google and Microsoft (OpenID Connect)', () => {
  let t: TestApp;
  let google: TestProvider;
  let microsoft: TestProvider;
  let company: Company;

  beforeAll(async () => {
    google = await startTestProvider({ redirectUri: REDIRECT_URI });
    microsoft = await startTestProvider({ redirectUri: REDIRECT_URI, kind: 'entra' });
    t = await startTestApp(platformProvidersEnv({ google, microsoft }));
    await t.startRole('worker');
    company = await createCompany(t.dataSource, { has2faAuthentication: true });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
    await microsoft.stop();
  });

  /** An employee the provider knows by the same e-mail, verified. */
  const employee = async (values: Partial<Account> = {}, claims = {}) => {
    const account = await createAccount(t.dataSource, {
      companyId: company.id,
      mustCreatePassword: true,
      hasAcceptedTerms: false,
      password: null,
      ...values,
    } as never);
    const login = `login-${account.id}`;
    google.users.set(login, { email: account.email ?? undefined, email_verified: true, ...claims });
    microsoft.users.set(login, { email: account.email ?? undefined, xms_edov: true, ...claims });
    return { account, login };
  };

  const refusal = async (
    idp: TestProvider,
    provider: 'google' | 'microsoft',
    login: string,
    beforeCallback?: Parameters<typeof throughProvider>[3],
  ) => refusalIn((await throughProvider(t, idp, { provider, login }, beforeCallback)).location);

  it('offers the configured providers, and no SSO until a company has one', async () => {
    const options = await t.http.get('/api/public/sign-in-options').expect(200);
    expect(options.body).toEqual({ google: true, microsoft: true, sso: false });
  });

  it('asks Google with PKCE (S256), state, nonce and the three scopes, from a browser-bound cookie', async () => {
    const { cookie, url } = await startAt(t, { provider: 'google' });
    const request = new URL(url);
    expect(request.origin + '/').toBe(new URL(google.issuer).origin + '/');
    const query = Object.fromEntries(request.searchParams);
    expect(query).toMatchObject({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/^diversitera_sign_in=[A-Za-z0-9_-]{43}$/);
    const started = await t.http
      .post('/api/user/auth/oidc/start')
      .send({ provider: 'google' })
      .expect(200);
    expect(started.headers['set-cookie'][0]).toMatch(/HttpOnly/);
    expect(started.headers['set-cookie'][0]).toMatch(/SameSite=Lax/);
    expect(started.headers['set-cookie'][0]).toMatch(/Path=\/api\//);
    const flows = await t.dataSource.getRepository(OidcSignInFlow).find();
    for (const flow of flows) {
      expect(flow.stateDigest).not.toBe(query.state);
      expect(flow.codeVerifier).not.toBe(query.code_challenge);
    }
  });

  it('signs an employee in by the verified e-mail: no password, no e-mailed code, then the terms', async () => {
    const { account, login } = await employee();
    const answer = await throughProvider(t, google, { provider: 'google', login, remember: true });
    expect(answer.location).toMatch(/^http:\/\/localhost:3000\/sign-in\/provider#ticket=/);
    const signedIn = await complete(t, 'user', answer.location, answer.cookie).expect(200);
    expect(signedIn.body).toMatchObject({ isFirstAccess: false, loginByCpf: false });
    expect(claimsOf(signedIn.body.token)).toMatchObject({
      id: account.id,
      role: 'user',
      stage: 'terms',
      remember: true,
    });
    const stored = await t.dataSource.getRepository(Account).findOneByOrFail({ id: account.id });
    expect(stored.mustCreatePassword).toBe(false);
    const accepted = await t.http
      .post('/api/user/auth/accept-terms')
      .set(bearer(signedIn.body.token))
      .send({ HasAcceptedTerms: true, Remember: true })
      .expect(200);
    expect(claimsOf(accepted.body.token).stage).toBe('full');
    await t.http.get('/api/user/account/me').set(bearer(accepted.body.token)).expect(200);
    expect(t.smtp.messages.filter((mail) => mail.to.includes(account.email as string))).toEqual([]);
    // The answer and its ticket were used: nothing of the sign-in is left.
    expect(
      await t.dataSource.getRepository(OidcSignInFlow).countBy({ accountId: account.id }),
    ).toBe(0);
  });

  it('refuses a replayed callback and a ticket used twice', async () => {
    const { login } = await employee();
    const answer = await throughProvider(t, google, { provider: 'google', login });
    expect(refusalIn(await callBack(t, answer.callback, answer.cookie))).toBe('expired');
    await complete(t, 'user', answer.location, answer.cookie).expect(200);
    const again = await complete(t, 'user', answer.location, answer.cookie).expect(400);
    expect(again.body.errors.ticket).toBeDefined();
  });

  it('refuses a ticket of another role or from another browser', async () => {
    const { login } = await employee();
    const answer = await throughProvider(t, google, { provider: 'google', login });
    await complete(t, 'admin', answer.location, answer.cookie).expect(400);
    const other = await throughProvider(t, google, { provider: 'google', login });
    await complete(t, 'user', other.location, 'diversitera_sign_in=' + 'x'.repeat(43)).expect(400);
  });

  it('refuses an answer that came too late', async () => {
    const { login } = await employee();
    const reason = await refusal(google, 'google', login, () =>
      t.dataSource.query(`UPDATE oidc_sign_in SET expires_at = now() - interval '1 second'`),
    );
    expect(reason).toBe('expired');
  });

  it('refuses an answer brought to another browser (login CSRF), or with no cookie', async () => {
    const { login } = await employee();
    const stolen = await throughProvider(t, google, { provider: 'google', login }, () => undefined);
    expect(refusalIn(stolen.location)).toBeNull();
    const { url } = await startAt(t, { provider: 'google' });
    const callback = await google.signIn(url, login);
    const { cookie: otherBrowser } = await startAt(t, { provider: 'google' });
    expect(refusalIn(await callBack(t, callback, otherBrowser))).toBe('mismatch');
    const { url: second } = await startAt(t, { provider: 'google' });
    expect(refusalIn(await callBack(t, await google.signIn(second, login)))).toBe('mismatch');
  });

  it.each([
    ['a nonce that is not the one sent', { nonce: 'another-nonce' }, false, 'mismatch'],
    ['another audience', { aud: 'someone-else' }, false, 'invalid-token'],
    ['another issuer', { iss: 'https://evil.example' }, false, 'invalid-token'],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, false, 'invalid-token'],
    ['a signature of another key', {}, true, 'invalid-token'],
  ])('refuses an ID token with %s', async (_case, claims, foreignKey, reason) => {
    const { login } = await employee();
    google.tamperNextIdToken((token) => ({ claims: { ...token, ...claims }, foreignKey }));
    expect(await refusal(google, 'google', login)).toBe(reason);
  });

  it('refuses an e-mail the provider does not vouch for, or none', async () => {
    const { login } = await employee({}, { email_verified: false });
    expect(await refusal(google, 'google', login)).toBe('unverified');
    const { login: noMail } = await employee({}, { email: undefined });
    expect(await refusal(google, 'google', noMail)).toBe('unverified');
  });

  it('creates nobody: an unknown person, or an inactive account, is refused', async () => {
    google.users.set('stranger', { email: 'stranger@example.com', email_verified: true });
    const before = await t.dataSource.getRepository(Account).count();
    expect(await refusal(google, 'google', 'stranger')).toBe('unknown');
    expect(await t.dataSource.getRepository(Account).count()).toBe(before);
    const { login } = await employee({ isActive: false });
    expect(await refusal(google, 'google', login)).toBe('unknown');
  });

  it('refuses an e-mail held at several companies, which a provider cannot tell apart', async () => {
    const { account, login } = await employee();
    const elsewhere = await createCompany(t.dataSource);
    await createAccount(t.dataSource, { companyId: elsewhere.id, email: account.email });
    expect(await refusal(google, 'google', login)).toBe('ambiguous');
  });

  it('tells a person who cancelled at the provider, and a provider error, apart', async () => {
    expect(await refusal(google, 'google', 'cancel')).toBe('cancelled');
    const { cookie, url } = await startAt(t, { provider: 'google', returnTo: '/start-company' });
    const state = new URL(url).searchParams.get('state') as string;
    const location = await callBack(
      t,
      `${REDIRECT_URI}?error=temporarily_unavailable&state=${state}&iss=${encodeURIComponent(google.issuer)}`,
      cookie,
    );
    expect(location).toBe('http://localhost:3000/start-company?signInError=provider');
  });

  it('signs in through Entra’s multi-tenant issuer, checking each token against its own tenant', async () => {
    const { account, login } = await employee();
    const answer = await throughProvider(t, microsoft, { provider: 'microsoft', login });
    const signedIn = await complete(t, 'user', answer.location, answer.cookie).expect(200);
    expect(claimsOf(signedIn.body.token).id).toBe(account.id);

    // Another organization's tenant: its own issuer, its own tid. Multi-tenant: accepted.
    const otherTenant = '0b0d0c13-2f5e-4c8f-9d5a-000000000001';
    const { login: guest } = await employee();
    microsoft.tamperNextIdToken((token) => ({
      claims: {
        ...token,
        tid: otherTenant,
        iss: String(token.iss).replace(microsoft.tenantId, otherTenant),
      },
    }));
    expect(
      refusalIn(
        (await throughProvider(t, microsoft, { provider: 'microsoft', login: guest })).location,
      ),
    ).toBeNull();

    // A token whose issuer names a tenant other than its tid.
    const { login: forged } = await employee();
    microsoft.tamperNextIdToken((token) => ({ claims: { ...token, tid: otherTenant } }));
    expect(await refusal(microsoft, 'microsoft', forged)).toBe('invalid-token');
    const { login: noTenant } = await employee();
    microsoft.tamperNextIdToken(({ tid: _tid, ...token }) => ({ claims: token }));
    expect(await refusal(microsoft, 'microsoft', noTenant)).toBe('invalid-token');
  });

  it('takes Entra’s xms_edov, and refuses an Entra e-mail whose domain nobody verified', async () => {
    const { login } = await employee({}, { xms_edov: false });
    expect(await refusal(microsoft, 'microsoft', login)).toBe('unverified');
  });

  describe('administrators and the owner', () => {
    const admin = async (values: Partial<Account> = {}, claims = {}) =>
      employee(
        { roles: ['admin'], mustCreatePassword: false, hasAcceptedTerms: true, ...values },
        claims,
      );

    it('asks an administrator’s authenticator app, unless the provider used several factors', async () => {
      const { account, login } = await admin({ password: 'Tucano#Azul42' } as never);
      const session = await signIn(t, account, 'admin');
      const setup = await t.http
        .post('/api/admin/account/me/second-factor/setup')
        .set(bearer(session))
        .expect(200);
      await t.http
        .post('/api/admin/account/me/second-factor/confirm')
        .set(bearer(session))
        .send({ code: appCode(setup.body.secret, -1) })
        .expect(200);

      const answer = await throughProvider(t, google, { role: 'admin', provider: 'google', login });
      const interim = await complete(t, 'admin', answer.location, answer.cookie).expect(200);
      expect(claimsOf(interim.body.token)).toMatchObject({ stage: '2fa', factor: 'app' });
      const finished = await t.http
        .post('/api/admin/auth/2fa')
        .query({ code: appCode(setup.body.secret) })
        .set(bearer(interim.body.token))
        .expect(200);
      expect(claimsOf(finished.body.token).stage).toBe('full');

      google.users.set(login, { ...google.users.get(login), amr: ['pwd', 'mfa'] });
      const strong = await throughProvider(t, google, { role: 'admin', provider: 'google', login });
      const direct = await complete(t, 'admin', strong.location, strong.cookie).expect(200);
      expect(claimsOf(direct.body.token).stage).toBe('full');
    });

    it('walks an administrator the company requires an app of through enrolment', async () => {
      const strict = await createCompany(t.dataSource, { requiresSecondFactor: true });
      const { login } = await admin({ companyId: strict.id });
      const answer = await throughProvider(t, google, { role: 'admin', provider: 'google', login });
      const interim = await complete(t, 'admin', answer.location, answer.cookie).expect(200);
      expect(claimsOf(interim.body.token).stage).toBe('enrol');
    });

    it('sends the owner the e-mailed code, as every owner sign-in has', async () => {
      const { account, login } = await employee({
        companyId: null,
        roles: ['super'],
        mustCreatePassword: false,
        hasAcceptedTerms: true,
      });
      const answer = await throughProvider(t, google, { role: 'super', provider: 'google', login });
      const interim = await complete(t, 'super', answer.location, answer.cookie).expect(200);
      expect(claimsOf(interim.body.token).stage).toBe('2fa');
      const mail = await t.smtp.waitFor(account.email as string, (m) => /\b\d{6}\b/.test(m.text));
      const finished = await t.http
        .post('/api/super/auth/2fa')
        .query({ code: codeIn(mail) })
        .set(bearer(interim.body.token))
        .expect(200);
      expect(claimsOf(finished.body.token)).toMatchObject({ role: 'super', stage: 'full' });
    });

    it('links only an account holding the role signed in to', async () => {
      const { login } = await employee();
      const answer = await throughProvider(t, google, { role: 'admin', provider: 'google', login });
      expect(refusalIn(answer.location)).toBe('unknown');
    });
  });

  it('logs each refusal with its reason, and never a code, a token, a ticket or a state', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const info = jest.spyOn(Logger.prototype, 'log');
    try {
      const { login } = await employee({}, { email_verified: false });
      const answer = await throughProvider(t, google, { provider: 'google', login });
      const { login: good } = await employee();
      const accepted = await throughProvider(t, google, { provider: 'google', login: good });
      const logged = JSON.stringify([...warn.mock.calls, ...info.mock.calls]);
      expect(logged).toContain('unverified');
      const secrets = [
        new URL(answer.callback).searchParams.get('code'),
        new URL(answer.callback).searchParams.get('state'),
        new URL(accepted.callback).searchParams.get('code'),
        accepted.location.split('#ticket=')[1],
        accepted.cookie.split('=')[1],
      ];
      for (const secret of secrets) expect(logged).not.toContain(secret);
      expect(logged).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });
});
