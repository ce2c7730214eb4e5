import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { Account } from '../../account/account.entity';
import { AccountRepository } from '../../account/account.repository';
import {
  OidcProvider,
  PROVIDER_LANDING,
  REFUSAL_PARAMETER,
  ReturnPage,
} from '../../common/access/sign-in-providers';
import { LocalizedException, badRequest, unauthorized } from '../../common/http/app-exceptions';
import { ThrottleService } from '../../common/throttle/throttle.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OidcClientSettings } from '../../config/oidc-config';
import type { Caller } from '../auth.service';
import { LoginResponseDto } from '../dto/auth.dto';
import { canSignIn, SignInStages } from '../sign-in-stages';
import { BINDING_SECONDS, digestOf, newBinding } from './browser-binding';
import { exchangeCode } from './code-exchange';
import { CompanySsoRepository } from './company-sso.repository';
import { verifiedIdentity, VerifiedIdentity } from './verified-identity';
import { DiscoveredProvider } from './discovery';
import { OidcSignInFlow } from './oidc.entities';
import { StartProviderSignInDto } from './oidc.dto';
import { ProviderDirectory } from './provider-directory';
import { SignInFlowRepository } from './sign-in-flow.repository';
import { SignInRefused } from './sign-in-refusal';

/** The portal trades the ticket at once; two minutes leave room for a slow page load. */
const TICKET_SECONDS = 2 * 60;
export const CALLBACK_PATH = '/api/auth/oidc/callback';

/**
 * Sign-in through an OpenID Connect provider (README, "Sign-in providers"): Authorization Code
 * with PKCE (S256), `state` and `nonce`; the provider's answer comes back to one address for
 * every role and provider, and is linked only to an existing account of the role whose e-mail
 * the provider verified. Nothing is created on the way.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger('OidcSignIn');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly directory: ProviderDirectory,
    private readonly flows: SignInFlowRepository,
    private readonly accounts: AccountRepository,
    private readonly ssos: CompanySsoRepository,
    private readonly stages: SignInStages,
    private readonly throttle: ThrottleService,
  ) {}

  get redirectUri(): string {
    return `${this.config.appUrl}${CALLBACK_PATH}`;
  }

  /** The provider's address to send the browser to, and the binding cookie's value. */
  async start(
    caller: Caller,
    body: StartProviderSignInDto,
    binding: string | undefined,
  ): Promise<{ url: string; binding: string }> {
    await this.throttle.consumeIp('provider-sign-in', caller.ip);
    const companyId = await this.companyFor(caller, body);
    const settings = await this.directory.settings(body.provider, companyId);
    if (!settings) throw badRequest('provider', 'oidc.providerNotConfigured');
    const provider = await this.reach(settings, body.provider);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const browser = binding ?? newBinding();
    await this.flows.start({
      stateDigest: digestOf(state),
      browserDigest: digestOf(browser),
      provider: body.provider,
      companyId,
      role: caller.role,
      nonce,
      codeVerifier,
      remember: body.remember ?? false,
      returnTo: body.returnTo ?? '/login',
      expiresAt: new Date(Date.now() + BINDING_SECONDS * 1000),
    });
    const url = client.buildAuthorizationUrl(provider.configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(body.provider === 'sso' && body.email ? { login_hint: body.email } : {}),
    });
    return { url: url.href, binding: browser };
  }

  /**
   * Where the browser goes once the provider answered: the portal's landing with a one-time
   * ticket in the fragment (never sent to a server, never in a log), or the sign-in page with
   * the reason of a refusal. The flow is taken by its state first, so an answer works once.
   */
  async callback(callback: URL, binding: string | undefined): Promise<string> {
    const state = callback.searchParams.get('state');
    const flow = state ? await this.flows.takeByState(digestOf(state)) : null;
    if (!flow) return this.refused(null, new SignInRefused('expired', 'no sign-in open for it'));
    try {
      const identity = await this.identityFrom(flow, callback, state as string, binding);
      const account = await this.linkedAccount(flow, identity);
      const ticket = randomBytes(32).toString('base64url');
      await this.flows.grant(flow.id, {
        accountId: account.id,
        ticketDigest: digestOf(ticket),
        multiFactor: identity.multiFactor,
        expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000),
      });
      if (flow.provider === 'sso' && flow.companyId) await this.ssos.markVerified(flow.companyId);
      this.logger.log({ provider: flow.provider, accountId: account.id }, 'provider sign-in');
      return `${this.config.appUrl}${PROVIDER_LANDING}#ticket=${ticket}`;
    } catch (error) {
      await this.flows.discard(flow.id);
      if (error instanceof SignInRefused) return this.refused(flow, error);
      throw error;
    }
  }

  /** The ticket, in the browser that started, becomes the sign-in's next stage. */
  async complete(
    caller: Caller,
    ticket: string,
    binding: string | undefined,
  ): Promise<LoginResponseDto> {
    await this.throttle.consumeIp('provider-sign-in', caller.ip);
    const flow = await this.flows.takeByTicket(digestOf(ticket));
    const usable =
      flow?.accountId &&
      flow.role === caller.role &&
      flow.expiresAt.getTime() > Date.now() &&
      !!binding &&
      digestOf(binding) === flow.browserDigest;
    if (!usable) throw badRequest('ticket', 'oidc.ticketExpired');
    let account = await this.accounts.findWithCompany(flow.accountId as string);
    if (!account || !canSignIn(account, caller.role)) throw unauthorized();
    if (account.mustCreatePassword) {
      await this.accounts.markFirstAccessDone(account.id);
      account = { ...account, mustCreatePassword: false } as Account;
    }
    return this.stages.open(caller, account, flow.remember, {
      kind: 'provider',
      multiFactor: flow.multiFactor,
    });
  }

  /** For SSO, the company whose provider answers for the e-mail's domain. */
  private async companyFor(caller: Caller, body: StartProviderSignInDto): Promise<string | null> {
    if (body.provider !== 'sso') return null;
    if (caller.role === 'super') throw badRequest('provider', 'oidc.providerNotConfigured');
    if (!body.email) throw badRequest('email', 'validation.required');
    const companyId = await this.ssos.companyForDomain(domainOf(body.email));
    if (!companyId) throw badRequest('email', 'oidc.noSsoForDomain');
    return companyId;
  }

  private async reach(
    settings: OidcClientSettings,
    provider: OidcProvider,
  ): Promise<DiscoveredProvider> {
    try {
      return await this.directory.discover(settings);
    } catch (error) {
      this.logger.warn({ provider, issuer: settings.issuer, error: (error as Error).message });
      throw new LocalizedException(HttpStatus.BAD_GATEWAY, 'oidc.providerUnavailable');
    }
  }

  private async identityFrom(
    flow: OidcSignInFlow,
    callback: URL,
    state: string,
    binding: string | undefined,
  ): Promise<VerifiedIdentity> {
    if (flow.expiresAt.getTime() <= Date.now()) throw new SignInRefused('expired');
    if (!binding || digestOf(binding) !== flow.browserDigest)
      throw new SignInRefused('mismatch', 'the answer came to another browser');
    const settings = await this.directory.settings(flow.provider, flow.companyId);
    if (!settings) throw new SignInRefused('provider', 'the provider is no longer set up');
    const provider = await this.directory.discover(settings).catch((error: Error) => {
      throw new SignInRefused('provider', error.message);
    });
    const claims = await exchangeCode(provider, callback, {
      state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      redirectUri: this.redirectUri,
    });
    return verifiedIdentity(claims);
  }

  /** The one active account of the role with that e-mail, where the provider may vouch for it. */
  private async linkedAccount(flow: OidcSignInFlow, identity: VerifiedIdentity): Promise<Account> {
    if (flow.provider === 'sso') {
      const sso = await this.ssos.find(flow.companyId as string);
      const domains = (sso?.domains ?? []).map((row) => row.domain);
      if (!domains.includes(domainOf(identity.email)))
        throw new SignInRefused('domain', `an e-mail of ${domainOf(identity.email)}`);
    }
    const found = await this.accounts.findByEmail(
      identity.email,
      flow.role,
      flow.companyId ?? undefined,
    );
    if (!found.length) throw new SignInRefused('unknown', `no ${flow.role} of that e-mail`);
    if (found.length > 1)
      throw new SignInRefused('ambiguous', `${flow.role}s of several companies`);
    const [account] = found;
    if (flow.provider !== 'sso' && flow.role !== 'super' && account.companyId)
      if (await this.ssos.isRequired(account.companyId))
        throw new SignInRefused('sso-required', `company ${account.companyId} requires its SSO`);
    return account;
  }

  private refused(flow: OidcSignInFlow | null, refusal: SignInRefused): string {
    this.logger.warn(
      {
        provider: flow?.provider,
        companyId: flow?.companyId,
        role: flow?.role,
        reason: refusal.reason,
      },
      `provider sign-in refused: ${refusal.detail}`,
    );
    const page: ReturnPage = flow?.returnTo ?? '/login';
    return `${this.config.appUrl}${page}?${REFUSAL_PARAMETER}=${refusal.reason}`;
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
