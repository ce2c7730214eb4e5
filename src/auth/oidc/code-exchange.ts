import * as oauth from 'oauth4webapi';
import { DiscoveredProvider, PROVIDER_TIMEOUT_SECONDS } from './discovery';
import { SignInRefused } from './sign-in-refusal';

export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Entra's tenant ids are GUIDs; anything else in `tid` cannot name an issuer. */
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Trades the provider's answer for its ID token and checks the token whole: the answer's state
 * (and `iss`, where sent), then through oauth4webapi, on which openid-client is built, the
 * token's issuer, audience, times and nonce, and its signature against the provider's published
 * keys (a token read over TLS would be trusted without it by the specification; we check it).
 * Errors come back as the refusal a person can act on.
 */
export async function exchangeCode(
  provider: DiscoveredProvider,
  callback: URL,
  checks: FlowChecks,
): Promise<oauth.IDToken> {
  const as = provider.metadata;
  const client: oauth.Client = { client_id: provider.settings.clientId };
  const http = {
    [oauth.allowInsecureRequests]: provider.insecure,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
  };

  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(as, client, callback.searchParams, checks.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError)
      throw new SignInRefused(
        error.error === 'access_denied' ? 'cancelled' : 'provider',
        `the provider answered ${error.error}`,
      );
    throw new SignInRefused('mismatch', `authorization response: ${(error as Error).message}`);
  }

  const response = await oauth
    .authorizationCodeGrantRequest(
      as,
      client,
      clientAuthentication(provider),
      parameters,
      checks.redirectUri,
      checks.codeVerifier,
      http,
    )
    .catch((error: Error) => {
      throw new SignInRefused('provider', `token request: ${error.message}`);
    });
  const issuer = provider.tenantTemplate ? await tenantIssuer(as.issuer, response) : as.issuer;
  const tokenAs = { ...as, issuer };

  let result: oauth.TokenEndpointResponse;
  try {
    result = await oauth.processAuthorizationCodeResponse(tokenAs, client, response, {
      expectedNonce: checks.nonce,
      requireIdToken: true,
    });
  } catch (error) {
    throw tokenRefusal(error);
  }
  try {
    await oauth.validateApplicationLevelSignature(tokenAs, response, {
      ...http,
      [oauth.jwksCache]: provider.jwksCache,
    });
  } catch (error) {
    const reachable = error instanceof oauth.OperationProcessingError;
    throw new SignInRefused(
      reachable ? 'invalid-token' : 'provider',
      `ID token signature: ${(error as Error).message}`,
    );
  }
  return oauth.getValidatedIdTokenClaims(result) as oauth.IDToken;
}

/**
 * The issuer a multi-tenant provider's token must carry: the template with the tenant the token
 * names. Read before the token is checked only to know what to check it against; a token whose
 * `iss` is another tenant's, or whose signature does not hold, is then refused.
 */
async function tenantIssuer(template: string, response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { id_token?: unknown };
  const payload = typeof body.id_token === 'string' ? body.id_token.split('.')[1] : undefined;
  let tenant: unknown;
  try {
    tenant = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).tid;
  } catch {
    tenant = undefined;
  }
  if (typeof tenant !== 'string' || !TENANT_ID.test(tenant))
    throw new SignInRefused('invalid-token', 'a multi-tenant ID token without a tenant id');
  return template.replace('{tenantid}', tenant);
}

function tokenRefusal(error: unknown): SignInRefused {
  if (error instanceof oauth.ResponseBodyError)
    return new SignInRefused('provider', `token endpoint answered ${error.error}`);
  const cause = (error as { cause?: { claim?: unknown } }).cause;
  if (
    error instanceof oauth.OperationProcessingError &&
    error.code === oauth.JWT_CLAIM_COMPARISON &&
    cause?.claim === 'nonce'
  )
    return new SignInRefused('mismatch', 'the ID token carries another nonce');
  return new SignInRefused('invalid-token', `ID token: ${(error as Error).message}`);
}

/** `client_secret_post` where the provider offers it (Google, Entra), else Basic (the default). */
function clientAuthentication(provider: DiscoveredProvider): oauth.ClientAuth {
  const secret = provider.settings.clientSecret;
  return provider.metadata.token_endpoint_auth_methods_supported?.includes('client_secret_post')
    ? oauth.ClientSecretPost(secret)
    : oauth.ClientSecretBasic(secret);
}
