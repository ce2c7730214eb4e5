import { loadConfig } from './app-config';

describe('sign-in providers in the configuration', () => {
  it('has none until a client is given, and then Google’s and Entra’s multi-tenant issuers', () => {
    expect(loadConfig({}).oidc).toEqual({});
    const config = loadConfig({
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_MICROSOFT_CLIENT_ID: 'm-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'm-secret',
    });
    expect(config.oidc).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
      microsoft: {
        issuer: 'https://login.microsoftonline.com/common/v2.0',
        clientId: 'm-id',
        clientSecret: 'm-secret',
      },
    });
  });

  it('takes an issuer of one tenant, and plain http on loopback only, without a trailing slash', () => {
    const tenant = 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0/';
    const client = { OIDC_MICROSOFT_CLIENT_ID: 'id', OIDC_MICROSOFT_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...client, OIDC_MICROSOFT_ISSUER: tenant }).oidc.microsoft?.issuer).toBe(
      tenant.slice(0, -1),
    );
    for (const issuer of [
      'http://127.0.0.1:4000',
      'http://localhost:4000/realms/acme',
      'http://[::1]:9',
    ])
      expect(loadConfig({ ...client, OIDC_MICROSOFT_ISSUER: issuer }).oidc.microsoft).toBeDefined();
  });

  it.each([
    [
      { OIDC_GOOGLE_CLIENT_ID: 'id' },
      /^Configuration error: OIDC_GOOGLE_CLIENT_SECRET is required/,
    ],
    [
      { OIDC_MICROSOFT_CLIENT_SECRET: 'secret' },
      /^Configuration error: OIDC_MICROSOFT_CLIENT_ID is required/,
    ],
    [
      { OIDC_GOOGLE_ISSUER: 'http://accounts.example.com' },
      /^Configuration error: OIDC_GOOGLE_ISSUER /,
    ],
    [
      { OIDC_GOOGLE_ISSUER: 'https://idp.example.com/?x=1' },
      /^Configuration error: OIDC_GOOGLE_ISSUER /,
    ],
    [{ OIDC_MICROSOFT_ISSUER: 'not a url' }, /^Configuration error: OIDC_MICROSOFT_ISSUER /],
  ])('stops on %j in one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
