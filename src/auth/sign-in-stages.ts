import { Injectable } from '@nestjs/common';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { Role } from '../common/access/access.model';
import { languageById } from '../common/i18n/languages';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { Identifier } from '../common/validation/brazil';
import { ChallengeService } from './challenge.service';
import { CodeDelivery } from './code-delivery';
import { LoginResponseDto } from './dto/auth.dto';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SecondFactorPolicyService } from './second-factor/second-factor-policy.service';
import { SessionService } from './session.service';

export interface SignInCaller {
  role: Role;
  /** The page's language: the code's mail speaks the account's own anyway. */
  languageId: number;
}

/** How the person proved who they are before the stages that follow. */
export type SignInProof =
  | { kind: 'password'; identifier: Identifier; byCpf: boolean }
  /** An OpenID Connect provider vouched for the e-mail; `multiFactor` when its `amr` says so. */
  | { kind: 'provider'; multiFactor: boolean };

/** Active, of an active company (a deleted one is not joined at all), and holding the role. */
export function canSignIn(account: Account, role: Role): boolean {
  const companyActive = !account.companyId || !!account.company?.isActive;
  return account.isActive && companyActive && account.roles.includes(role);
}

/**
 * What comes after the person is known (spec §4, DESIGN §3): the second factor their account
 * and company ask for, then the first password, an authenticator app a policy requires, and the
 * terms, each an interim token; or the session itself.
 */
@Injectable()
export class SignInStages {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly challenges: ChallengeService,
    private readonly sessions: SessionService,
    private readonly delivery: CodeDelivery,
    private readonly transactions: TransactionRunner,
    private readonly secondFactors: SecondFactorService,
    private readonly secondFactorPolicies: SecondFactorPolicyService,
  ) {}

  async open(
    caller: SignInCaller,
    account: Account,
    remember: boolean,
    proof: SignInProof,
  ): Promise<LoginResponseDto> {
    const factor = await this.secondFactorOf(caller.role, account, proof);
    let token: string;
    if (factor === 'app') {
      const challenge = await this.transactions.run((tx) =>
        this.challenges.createAppChallenge(tx, account.id, remember),
      );
      token = await this.sessions.issue(account, caller.role, '2fa', {
        remember,
        challengeId: challenge.id,
        factor: 'app',
      });
    } else if (factor === 'code') {
      token = await this.transactions.run(async (tx) => {
        const channel =
          proof.kind === 'password'
            ? this.delivery.channelFor(account, proof.identifier, caller.role)
            : 'email';
        const { challenge, code } = await this.challenges.createCode(tx, account.id, 'two-factor', {
          remember,
          channel,
        });
        await this.delivery.sendCode(tx, account, challenge, code, languageById(caller.languageId));
        return this.sessions.issue(account, caller.role, '2fa', {
          remember,
          challengeId: challenge.id,
        });
      });
    } else {
      await this.accounts.touchLogin(account.id);
      // A provider's sign-in proved the e-mail already: an app a policy requires is set up now.
      const stage =
        proof.kind === 'provider' && !proof.multiFactor
          ? await this.secondFactors.stageAfterSignIn(account, caller.role)
          : this.sessions.nextStage(account);
      token = await this.sessions.issue(account, caller.role, stage, { remember });
    }
    return {
      token,
      isFirstAccess: account.mustCreatePassword,
      hasAcceptedTerms: account.hasAcceptedTerms,
      // Spec §4: a client reads it as "no second factor"; the platform owner has one anyway.
      loginByCpf: proof.kind === 'password' && proof.byCpf && factor === 'none',
    };
  }

  /**
   * After a password: the app when set up; else an e-mailed (or SMS) code for the owner, for a
   * company that asks for one (not by CPF), and for an account a policy requires an app of, so
   * that it proves its e-mail before it may enrol one. After a provider (README, "Which factors
   * count"): none when the provider says it used several; else the app when set up; else a code
   * for the owner only, since the provider has just proved the mailbox a code would go to.
   */
  private async secondFactorOf(
    role: Role,
    account: Account,
    proof: SignInProof,
  ): Promise<'app' | 'code' | 'none'> {
    if (proof.kind === 'provider' && proof.multiFactor) return 'none';
    if (role !== 'user' && (await this.secondFactors.isEnrolled(account.id))) return 'app';
    if (role === 'super') return 'code';
    if (proof.kind === 'provider') return 'none';
    const companyAsks = !proof.byCpf && !!account.company?.has2faAuthentication;
    return companyAsks || (await this.secondFactorPolicies.isRequired(account, role))
      ? 'code'
      : 'none';
  }
}
