import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Account } from '../account/account.entity';
import { AccessClaims } from '../common/access/access-claims';
import { Role, Stage } from '../common/access/access.model';
import { OnboardingService } from '../company/onboarding.service';
import { TokenService } from './token.service';

/** Builds the claims of a session from the account and its company as they are now. */
@Injectable()
export class SessionService {
  constructor(
    private readonly tokens: TokenService,
    private readonly onboarding: OnboardingService,
  ) {}

  /** The stage a signed-in person must finish next. */
  nextStage(account: Account): Stage {
    if (account.mustCreatePassword) return 'password';
    if (!account.hasAcceptedTerms) return 'terms';
    return 'full';
  }

  async issue(
    account: Account,
    role: Role,
    stage: Stage,
    options: { remember: boolean; challengeId?: string; impersonatedBy?: string },
  ): Promise<string> {
    const company = account.company ?? null;
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
      modules: role === 'super' ? [] : (company?.modules ?? []),
      languageId: account.languageId,
      ver: account.tokenVersion,
      remember: options.remember,
      ...(options.challengeId ? { challengeId: options.challengeId } : {}),
      ...(options.impersonatedBy ? { impersonatedBy: options.impersonatedBy } : {}),
    };
    return this.tokens.sign(claims);
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
