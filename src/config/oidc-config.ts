import { ISSUER_RULE, normalIssuer } from './issuer-url';

/** The sign-in providers the platform configures for everyone through the environment. */
export const PLATFORM_PROVIDERS = ['google', 'microsoft'] as const;
export type PlatformProvider = (typeof PLATFORM_PROVIDERS)[number];

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type PlatformProviderSettings = Partial<Record<PlatformProvider, OidcClientSettings>>;

/**
 * Google's issuer, and Entra ID's multi-tenant one: any organization's accounts (and personal
 * Microsoft accounts), each token then issued by its own tenant (README, "Sign-in providers").
 */
export const DEFAULT_ISSUERS: Record<PlatformProvider, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
};

/**
 * `OIDC_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET` and `_ISSUER`: a provider is on when its client
 * is given; id and secret go together. Throws a message naming the variable.
 */
export function platformProvidersOf(source: NodeJS.ProcessEnv): PlatformProviderSettings {
  const settings: PlatformProviderSettings = {};
  for (const provider of PLATFORM_PROVIDERS) {
    const prefix = `OIDC_${provider.toUpperCase()}_`;
    const clientId = source[`${prefix}CLIENT_ID`]?.trim() || undefined;
    const clientSecret = source[`${prefix}CLIENT_SECRET`] || undefined;
    const issuerText = source[`${prefix}ISSUER`]?.trim() || DEFAULT_ISSUERS[provider];
    const issuer = normalIssuer(issuerText);
    if (!issuer) throw new Error(`${prefix}ISSUER ${ISSUER_RULE}`);
    if (!clientId && !clientSecret) continue;
    if (!clientId) throw new Error(`${prefix}CLIENT_ID is required with ${prefix}CLIENT_SECRET`);
    if (!clientSecret)
      throw new Error(`${prefix}CLIENT_SECRET is required with ${prefix}CLIENT_ID`);
    settings[provider] = { issuer, clientId, clientSecret };
  }
  return settings;
}
