import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { AccessClaims } from '../common/access/access-claims';
import { Role, Stage, TokenRole } from '../common/access/access.model';
import { unauthorized } from '../common/http/app-exceptions';
import { Company } from '../company/company.entity';
import { CompanyRepository } from '../company/company.repository';
import { OnboardingService } from '../company/onboarding.service';
import { TokenService } from './token.service';

export interface SessionOptions {
  remember: boolean;
  challengeId?: string;
  /** On a `2fa` token: the code comes from an authenticator app, not from a message. */
  factor?: 'app';
  /** The platform owner's account id while acting as a company's administrator. */
  impersonatedBy?: string;
  /** The company the session acts for, when not the account's own (impersonation). */
  company?: Company | null;
}

/** Builds the claims of a session from the account and its company as they are now. */
@Injectable()
export class SessionService {
  constructor(
    private readonly tokens: TokenService,
    private readonly onboarding: OnboardingService,
    private readonly accounts: AccountRepository,
    private readonly companies: CompanyRepository,
  ) {}

  /** The stage a signed-in person must finish next. */
  nextStage(account: Account): Stage {
    if (account.mustCreatePassword) return 'password';
    if (!account.hasAcceptedTerms) return 'terms';
    return 'full';
  }

  async issue(
    account: Account,
    role: TokenRole,
    stage: Stage,
    options: SessionOptions,
  ): Promise<string> {
    const company = options.company !== undefined ? options.company : (account.company ?? null);
    const flags = await this.onboarding.flags(company?.id ?? null);
    const claims: Omit<AccessClaims, 'exp'> = {
      id: account.id,
      email: account.email,
      name: account.name,
      role,
      stage,
      companyId: company?.id ?? null,
      companyName: company?.companyName ?? null,
      ...flags,
      modules: role === 'super' ? [] : (company?.plan?.modules ?? []),
      languageId: account.languageId,
      ver: account.tokenVersion,
      remember: options.remember,
      ...(options.challengeId ? { challengeId: options.challengeId } : {}),
      ...(options.factor ? { factor: options.factor } : {}),
      ...(options.impersonatedBy ? { impersonatedBy: options.impersonatedBy } : {}),
    };
    return this.tokens.sign(claims);
  }

  /**
   * The same session with what changed since it was issued (language, onboarding, password
   * version), impersonation included; `stage` moves it on, and `remember` may only shorten it.
   */
  async reissue(
    claims: AccessClaims,
    changes: { stage?: Stage; remember?: boolean } = {},
  ): Promise<string> {
    const account = await this.accounts.findWithCompany(claims.id);
    if (!account) throw unauthorized();
    const company =
      claims.companyId && claims.companyId !== account.companyId
        ? await this.companies.get(claims.companyId)
        : (account.company ?? null);
    return this.issue(account, claims.role, changes.stage ?? claims.stage, {
      remember: claims.remember && changes.remember !== false,
      impersonatedBy: claims.impersonatedBy,
      company,
    });
  }

  /**
   * The first-access token names the challenge only: it must look the same whether or not the
   * identifier belongs to somebody.
   */
  issueAnonymousChallenge(role: Role, challengeId: string, languageId: number): string {
    return this.tokens.sign({
      id: randomUUID(),
      email: null,
      name: '',
      role,
      stage: '2fa',
      companyId: null,
      companyName: null,
      isAboutComplete: false,
      isEmployeesComplete: false,
      isEvaluationComplete: false,
      isSetupComplete: false,
      modules: [],
      languageId,
      ver: 0,
      remember: false,
      challengeId,
    });
  }
}
