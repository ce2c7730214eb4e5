import { exportJWK, generateKeyPair, SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** What a person at the provider is, as its ID tokens say. */
export interface ProviderUser {
  email?: string;
  email_verified?: boolean;
  /** Entra ID's "the e-mail's domain is verified by the tenant". */
  xms_edov?: boolean;
  name?: string;
  /** How the person signed in (RFC 8176), e.g. ['pwd', 'mfa']. */
  amr?: string[];
}

export interface ProviderOptions {
  /** The product's redirect URI, registered for the provider's one client. */
  redirectUri: string;
  /**
   * `entra`: Microsoft Entra ID's multi-tenant endpoint: the product is configured with
   * `{issuer}` = `…/common/v2.0`, whose document publishes `…/{tenantid}/v2.0`, and each token
   * is issued by the tenant `tenantId` with a `tid` claim; like Entra, no `iss` in the redirect.
   */
  kind?: 'plain' | 'entra';
  tenantId?: string;
}

/** Changes the next ID token the token endpoint returns: claims, or a key that is not the provider's. */
export type TokenTamper = (claims: JWTPayload) => { claims: JWTPayload; foreignKey?: boolean };

export interface TestProvider {
  /** What the product is configured with. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  tenantId: string;
  users: Map<string, ProviderUser>;
  tamperNextIdToken(tamper: TokenTamper): void;
  /**
   * Goes through the provider's pages as `login` (or cancels), the way a browser would, and
   * answers where the provider sends the browser back: the product's callback with its answer.
   */
  signIn(authorizationUrl: string, login: string | 'cancel'): Promise<string>;
  stop(): Promise<void>;
}

/** The product's configuration of the platform's providers, standing in for the real ones. */
export function platformProvidersEnv(providers: {
  google?: TestProvider;
  microsoft?: TestProvider;
}): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(providers).flatMap(([name, idp]) => {
      const prefix = `OIDC_${name.toUpperCase()}_`;
      return idp
        ? [
            [`${prefix}CLIENT_ID`, idp.clientId],
            [`${prefix}CLIENT_SECRET`, idp.clientSecret],
            [`${prefix}ISSUER`, idp.issuer],
          ]
        : [];
    }),
  );
}

/**
 * A certified OpenID provider (`oidc-provider`) on loopback, standing in for Google, Microsoft
 * or a company's IdP: one client, people of the test's choosing, a login page of its own.
 */
export async function startTestProvider(options: ProviderOptions): Promise<TestProvider> {
  const kind = options.kind ?? 'plain';
  const tenantId = options.tenantId ?? '72f988bf-86f1-41af-91ab-2d7cd011db47';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenIssuer = kind === 'entra' ? `${origin}/${tenantId}/v2.0` : origin;
  const configuredIssuer = kind === 'entra' ? `${origin}/common/v2.0` : origin;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const users = new Map<string, ProviderUser>();
  const client = { id: `client-${Math.random().toString(36).slice(2)}`, secret: 'client-secret' };
  let tamper: TokenTamper | undefined;

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: ['test-cookie-key'] },
    claims: {
      // How the person signed in comes with the scope `openid`, as Entra's and Okta's tokens carry it.
      openid: ['sub', 'tid', 'amr'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name'],
    },
    // ID tokens carry the e-mail, as Google's and Entra's do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = users.get(id);
      if (!user) return undefined;
      const { amr: _amr, ...claims } = user;
      return {
        accountId: id,
        claims: () => ({ sub: id, ...claims, ...(kind === 'entra' ? { tid: tenantId } : {}) }),
      };
    },
  };
  const provider = new Provider(tokenIssuer, configuration);
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (kind === 'entra') entraShape(ctx, configuredIssuer, options.redirectUri);
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tamper && body?.id_token) {
      const change = tamper(decodeJwt(body.id_token));
      tamper = undefined;
      const key = change.foreignKey ? (await generateKeyPair('RS256')).privateKey : privateKey;
      ctx.body = {
        ...body,
        id_token: await new SignJWT(change.claims)
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .sign(key),
      };
    }
  });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      void interaction(provider, users, req, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
      return;
    }
    if (kind === 'entra' && req.url?.startsWith('/common/v2.0/'))
      req.url = req.url.slice('/common/v2.0'.length);
    void handle(req, res);
  });

  return {
    issuer: configuredIssuer,
    clientId: client.id,
    clientSecret: client.secret,
    tenantId,
    users,
    tamperNextIdToken: (change) => {
      tamper = change;
    },
    signIn: (authorizationUrl, login) => browse(authorizationUrl, login, options.redirectUri),
    stop: () => stopServer(server),
  };
}

/** Entra's multi-tenant document names the `{tenantid}` template, and its redirect has no `iss`. */
function entraShape(ctx: KoaContextWithOIDC, configuredIssuer: string, redirectUri: string) {
  if (ctx.path === '/.well-known/openid-configuration') {
    const { authorization_response_iss_parameter_supported: _supported, ...document } =
      ctx.body as Record<string, unknown>;
    ctx.body = { ...document, issuer: configuredIssuer.replace('/common/', '/{tenantid}/') };
  }
  const location = String(ctx.response.get('location') ?? '');
  if (location.startsWith(redirectUri)) {
    const url = new URL(location);
    url.searchParams.delete('iss');
    ctx.set('location', url.href);
  }
}

/** The provider's login page: a name to sign in as, or cancel. */
async function interaction(
  provider: Provider,
  users: Map<string, ProviderUser>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><title>Test provider</title><main>
      <h1>Test provider sign-in</h1>
      <form method="post" action="/interaction/${details.uid}">
        <label>Account <input name="login" autocomplete="off"></label>
        <button type="submit">Continue</button>
        <button type="submit" name="cancel" value="1">Cancel</button>
      </form></main></html>`);
    return;
  }
  const form = new URLSearchParams(await bodyOf(req));
  const login = form.get('login') ?? '';
  if (form.get('cancel') || !users.has(login)) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person cancelled' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = new provider.Grant({
    accountId: login,
    clientId: details.params.client_id as string,
  });
  grant.addOIDCScope('openid email profile');
  await provider.interactionFinished(
    req,
    res,
    {
      login: { accountId: login, amr: users.get(login)?.amr },
      consent: { grantId: await grant.save() },
    },
    { mergeWithLastSubmission: false },
  );
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** Follows the provider's redirects with its cookies, as a browser does, up to the product. */
async function browse(authorizationUrl: string, login: string, redirectUri: string) {
  const jar = new Map<string, string>();
  const visit = async (url: string, form?: URLSearchParams): Promise<string> => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      body: form,
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url}: ${response.status}`);
    return new URL(location, url).href;
  };
  let next = await visit(authorizationUrl);
  for (let step = 0; step < 5 && !next.startsWith(redirectUri); step++) {
    next = next.includes('/interaction/')
      ? await visit(next, new URLSearchParams(login === 'cancel' ? { cancel: '1' } : { login }))
      : await visit(next);
  }
  return next;
}

function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
