import type { JWKSCacheInput } from 'oauth4webapi';
import * as client from 'openid-client';
import { OidcClientSettings } from '../../config/oidc-config';

/** How long a provider's metadata is trusted before it is read again. */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** A provider slower than this is treated as away: the person is told, nothing hangs. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/** A provider as its discovery document describes it, ready for a sign-in. */
export interface DiscoveredProvider {
  settings: OidcClientSettings;
  /** openid-client's configuration: builds the authorization request. */
  configuration: client.Configuration;
  metadata: client.ServerMetadata;
  /**
   * Entra ID's multi-tenant issuers (`…/common/v2.0`) publish `…/{tenantid}/v2.0`: each ID
   * token is then issued by the person's own tenant, and its `iss` must be that template with
   * the token's own `tid`.
   */
  tenantTemplate: boolean;
  /** A loopback issuer over plain http (development and tests). */
  insecure: boolean;
  /** The provider's signing keys, kept between sign-ins (oauth4webapi fills it). */
  jwksCache: JWKSCacheInput;
}

/** Why a provider's document could not be used: it did not come, or named another issuer. */
export class DiscoveryError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'issuer' | 'incomplete',
    message: string,
    readonly found?: string,
  ) {
    super(message);
  }
}

export const documentAddress = (issuer: string) => `${issuer}/.well-known/openid-configuration`;

/**
 * Reads `{issuer}/.well-known/openid-configuration` and checks that the document names the
 * issuer configured (or, for a multi-tenant issuer, its `{tenantid}` template).
 */
export async function discover(settings: OidcClientSettings): Promise<DiscoveredProvider> {
  const insecure = new URL(settings.issuer).protocol === 'http:';
  let configuration: client.Configuration;
  try {
    configuration = await client.discovery(
      // The document's address, not the issuer: openid-client then leaves the issuer's check to
      // us, which knows Entra's template wherever the provider runs (tests run one on loopback).
      new URL(documentAddress(settings.issuer)),
      settings.clientId,
      undefined,
      undefined,
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    );
  } catch (error) {
    throw new DiscoveryError('unreachable', `discovery failed: ${(error as Error).message}`);
  }
  const metadata = configuration.serverMetadata();
  const match = issuerMatch(settings.issuer, metadata.issuer);
  if (!match)
    throw new DiscoveryError('issuer', `the document names another issuer`, metadata.issuer);
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri)
    throw new DiscoveryError('incomplete', 'no authorization, token or keys endpoint');
  return {
    settings,
    configuration,
    metadata,
    tenantTemplate: match === 'tenant-template',
    insecure,
    jwksCache: {},
  };
}

/** `exact`, or `tenant-template` when one path segment of the issuer is Entra's `{tenantid}`. */
export function issuerMatch(
  configured: string,
  published: string,
): 'exact' | 'tenant-template' | undefined {
  const found = published.replace(/\/+$/, '');
  if (found === configured) return 'exact';
  const ours = configured.split('/');
  const theirs = found.split('/');
  if (ours.length !== theirs.length) return undefined;
  const differing = theirs.filter((segment, index) => segment !== ours[index]);
  return differing.length === 1 && differing[0] === '{tenantid}' ? 'tenant-template' : undefined;
}

/**
 * Discovered providers, each read once an hour at most. Only successes are kept: a provider
 * that was away is asked again at the next sign-in. A cache, not state: every instance builds
 * its own from the providers' documents.
 */
export class DiscoveryCache {
  private readonly entries = new Map<
    string,
    { at: number; provider: Promise<DiscoveredProvider> }
  >();

  get(key: string, settings: OidcClientSettings, now = Date.now()): Promise<DiscoveredProvider> {
    const entry = this.entries.get(key);
    if (entry && now - entry.at < METADATA_TTL_MS) return entry.provider;
    const provider = discover(settings);
    this.entries.set(key, { at: now, provider });
    provider.catch(() => this.entries.delete(key));
    return provider;
  }
}
