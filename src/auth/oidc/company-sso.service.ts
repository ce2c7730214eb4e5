import { HttpStatus, Injectable } from '@nestjs/common';
import { isFQDN } from 'class-validator';
import { AuditService } from '../../audit/audit.service';
import { AccessClaims } from '../../common/access/access-claims';
import { SecretBox } from '../../common/crypto/secret-box';
import { LocalizedException, badRequest } from '../../common/http/app-exceptions';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { normalIssuer } from '../../config/issuer-url';
import { OidcClientSettings } from '../../config/oidc-config';
import { CompanySsoDto, MAX_SSO_DOMAINS, SaveCompanySsoDto } from './company-sso.dto';
import { CompanySsoRepository } from './company-sso.repository';
import { CompanySso } from './oidc.entities';
import { discover, DiscoveryError, documentAddress } from './discovery';
import { OidcSignInService } from './oidc-sign-in.service';
import { ssoSecretOwner } from './provider-directory';

/**
 * A company's own sign-in provider, as its administrators set it up. Every change is an audit
 * entry (`sso.*`) naming what changed, never the secret.
 */
@Injectable()
export class CompanySsoService {
  constructor(
    private readonly ssos: CompanySsoRepository,
    private readonly box: SecretBox,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    private readonly signIn: OidcSignInService,
  ) {}

  async get(scope: TenantScope): Promise<CompanySsoDto> {
    const sso = await this.ssos.find(scope.companyId);
    return {
      configured: !!sso,
      issuer: sso?.issuer ?? null,
      clientId: sso?.clientId ?? null,
      hasClientSecret: !!sso,
      domains: domainsOf(sso),
      required: sso?.isRequired ?? false,
      verifiedAt: sso?.verifiedAt ?? null,
      redirectUri: this.signIn.redirectUri,
    };
  }

  /**
   * Saved only once the provider's document reads right, so a typo is found here and not by the
   * company's people. It may be required only after a sign-in through it worked (by whoever set
   * it up), so that a wrong client cannot lock the company out; a new issuer or client starts
   * over.
   */
  async save(
    scope: TenantScope,
    claims: AccessClaims,
    ip: string,
    body: SaveCompanySsoDto,
  ): Promise<CompanySsoDto> {
    const current = await this.ssos.find(scope.companyId);
    const issuer = normalIssuer(body.issuer);
    if (!issuer) throw badRequest('issuer', 'sso.issuerInvalid');
    const clientId = body.clientId.trim();
    const clientSecret =
      body.clientSecret ||
      (current
        ? this.box.open(current.sealedClientSecret, ssoSecretOwner(scope.companyId))
        : undefined);
    if (!clientSecret) throw badRequest('clientSecret', 'validation.required');
    const domains = await this.checkedDomains(scope.companyId, body.domains);
    const sameClient = current?.issuer === issuer && current.clientId === clientId;
    const verifiedAt = sameClient ? current.verifiedAt : null;
    if (body.required && !verifiedAt) throw badRequest('required', 'sso.requiredNeedsVerified');
    await this.checkDocument({ issuer, clientId, clientSecret });

    await this.transactions.run(async (tx) => {
      await this.ssos.saveSettings(
        tx.manager,
        scope.companyId,
        {
          issuer,
          clientId,
          sealedClientSecret: this.box.seal(clientSecret, ssoSecretOwner(scope.companyId)),
          isRequired: body.required,
          verifiedAt,
        },
        domains,
      );
      await this.audit.record(tx.manager, {
        actorAccountId: claims.impersonatedBy ?? claims.id,
        companyId: scope.companyId,
        action: current ? 'sso.updated' : 'sso.configured',
        targetId: scope.companyId,
        details: {
          issuer,
          clientId,
          domains,
          required: body.required,
          clientSecretChanged: !!body.clientSecret,
          ...(current
            ? {
                before: {
                  issuer: current.issuer,
                  clientId: current.clientId,
                  domains: domainsOf(current),
                  required: current.isRequired,
                },
              }
            : {}),
        },
        ip,
      });
    });
    return this.get(scope);
  }

  async remove(scope: TenantScope, claims: AccessClaims, ip: string): Promise<void> {
    const current = await this.ssos.find(scope.companyId);
    if (!current) return;
    await this.transactions.run(async (tx) => {
      await this.ssos.removeSettings(tx.manager, scope.companyId);
      await this.audit.record(tx.manager, {
        actorAccountId: claims.impersonatedBy ?? claims.id,
        companyId: scope.companyId,
        action: 'sso.removed',
        targetId: scope.companyId,
        details: {
          issuer: current.issuer,
          clientId: current.clientId,
          domains: domainsOf(current),
          required: current.isRequired,
        },
        ip,
      });
    });
  }

  /** Lower case, each a domain name, each this company's alone. */
  private async checkedDomains(companyId: string, typed: string[]): Promise<string[]> {
    const domains = [...new Set(typed.map((domain) => domain.trim().toLowerCase()))];
    if (!domains.length || domains.length > MAX_SSO_DOMAINS)
      throw badRequest('domains', 'sso.tooManyDomains', { max: MAX_SSO_DOMAINS });
    const invalid = domains.find((domain) => !isFQDN(domain, { require_tld: true }));
    if (invalid !== undefined)
      throw badRequest('domains', 'sso.domainInvalid', { domain: invalid });
    const [taken] = await this.ssos.domainsTakenElsewhere(companyId, domains);
    if (taken)
      throw new LocalizedException(HttpStatus.CONFLICT, 'sso.domainTaken', { domain: taken });
    return domains;
  }

  private async checkDocument(settings: OidcClientSettings): Promise<void> {
    try {
      await discover(settings);
    } catch (error) {
      if (!(error instanceof DiscoveryError)) throw error;
      const url = documentAddress(settings.issuer);
      throw error.kind === 'issuer'
        ? badRequest('issuer', 'sso.issuerMismatch', { url, found: error.found ?? '' })
        : badRequest('issuer', 'sso.issuerUnreachable', { url });
    }
  }
}

const domainsOf = (sso: CompanySso | null) => (sso?.domains ?? []).map((row) => row.domain);
