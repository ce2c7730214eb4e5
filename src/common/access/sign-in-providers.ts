/**
 * Sign-in through OpenID Connect providers, as the API and the portal both name it. Dependency
 * free: the portal imports this file too (`@shared/sign-in-providers`).
 */
export const OIDC_PROVIDERS = ['google', 'microsoft', 'sso'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

/** Where a sign-in through a provider started, and where a refusal brings the person back. */
export const RETURN_PAGES = ['/login', '/start-company'] as const;
export type ReturnPage = (typeof RETURN_PAGES)[number];

/** The query parameter that names why a provider's sign-in was refused. */
export const REFUSAL_PARAMETER = 'signInError';

/**
 * Why a sign-in through a provider was refused, as the portal is told (and shows in the
 * person's language):
 * - `cancelled`: the person said no at the provider;
 * - `provider`: the provider answered with an error, or could not be reached;
 * - `expired`: the sign-in took too long, or its answer was already used (a replay);
 * - `mismatch`: the answer belongs to a sign-in started in another browser, or its nonce is not
 *   the one sent;
 * - `invalid-token`: the ID token's signature, issuer, audience or times are wrong;
 * - `unverified`: the provider does not vouch for the e-mail (`email_verified`);
 * - `domain`: the e-mail is not of a domain the company's SSO answers for;
 * - `unknown`: no active account of this role has that e-mail;
 * - `ambiguous`: accounts at several companies have it, and a provider cannot say which;
 * - `sso-required`: the person's company signs its people in through its own SSO only.
 */
export const SIGN_IN_REFUSALS = [
  'cancelled',
  'provider',
  'expired',
  'mismatch',
  'invalid-token',
  'unverified',
  'domain',
  'unknown',
  'ambiguous',
  'sso-required',
] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

/** The portal page that trades a provider's accepted answer for a session. */
export const PROVIDER_LANDING = '/sign-in/provider';
