import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { OidcProvider } from '../../common/access/sign-in-providers';
import { SecretBox } from '../../common/crypto/secret-box';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OidcClientSettings, PLATFORM_PROVIDERS } from '../../config/oidc-config';
import { CompanySsoRepository } from './company-sso.repository';
import { DiscoveredProvider, DiscoveryCache } from './discovery';

/** The sign-in options the portal offers: the platform's providers, and SSO if any company has one. */
export interface SignInOptions {
  google: boolean;
  microsoft: boolean;
  sso: boolean;
}

/** A company's client secret opens only on its own row (the company id is the sealed data's owner). */
export const ssoSecretOwner = (companyId: string) => `company-sso:${companyId}`;

/** Which provider signs a person in, with which client, and what it published about itself. */
@Injectable()
export class ProviderDirectory {
  private readonly discovered = new DiscoveryCache();
  private readonly logger = new Logger(ProviderDirectory.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ssos: CompanySsoRepository,
    private readonly box: SecretBox,
  ) {}

  async options(): Promise<SignInOptions> {
    return {
      google: !!this.config.oidc.google,
      microsoft: !!this.config.oidc.microsoft,
      sso: await this.ssos.anyActive(),
    };
  }

  /** The client of a provider for a sign-in, or undefined when it is not (or no longer) set up. */
  async settings(
    provider: OidcProvider,
    companyId: string | null,
  ): Promise<OidcClientSettings | undefined> {
    if (provider !== 'sso')
      return (PLATFORM_PROVIDERS as readonly string[]).includes(provider)
        ? this.config.oidc[provider]
        : undefined;
    const sso = companyId ? await this.ssos.find(companyId) : null;
    if (!sso) return undefined;
    try {
      return {
        issuer: sso.issuer,
        clientId: sso.clientId,
        clientSecret: this.box.open(sso.sealedClientSecret, ssoSecretOwner(sso.companyId)),
      };
    } catch (error) {
      // ENCRYPTION_KEY changed (or the row was altered): the secret must be typed again.
      this.logger.warn({ companyId, error: (error as Error).message }, 'SSO secret unreadable');
      return undefined;
    }
  }

  /** The provider's metadata, read at most hourly per client (a changed secret is a new client). */
  discover(settings: OidcClientSettings): Promise<DiscoveredProvider> {
    const key = createHash('sha256')
      .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]))
      .digest('base64url');
    return this.discovered.get(key, settings);
  }
}
