import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { PasswordHasher } from '../account/password-hasher';
import { AccessClaims } from '../common/access/access-claims';
import { languageById } from '../common/i18n/languages';
import { Role } from '../common/access/access.model';
import {
  LocalizedException,
  ValidationFailedException,
  badRequest,
  unauthorized,
} from '../common/http/app-exceptions';
import { ThrottleService } from '../common/throttle/throttle.service';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { Identifier, parseEmailOrPhone, parseIdentifier } from '../common/validation/brazil';
import { AuthChallenge } from './auth-challenge.entity';
import { RESEND_INTERVAL_MS, ChallengeService } from './challenge.service';
import { CodeDelivery } from './code-delivery';
import {
  AcceptTermsDto,
  FirstPasswordDto,
  FirstPasswordResponseDto,
  LoginDto,
  LoginResponseDto,
  TokenResponseDto,
} from './dto/auth.dto';
import { SecondFactorService } from './second-factor/second-factor.service';
import { CompanySsoRepository } from './oidc/company-sso.repository';
import { SessionService } from './session.service';
import { canSignIn, SignInStages } from './sign-in-stages';
import { forgiveFailures, identifierKeys, secondFactorKey } from './sign-in-keys';

export interface Caller {
  ip: string;
  role: Role;
  /** The language the caller reads, as an id; used for messages sent to unknown people. */
  languageId: number;
}

/** The sign-in stage machine of spec §4 and DESIGN §3/§5. */
@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly challenges: ChallengeService,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    private readonly delivery: CodeDelivery,
    private readonly transactions: TransactionRunner,
    private readonly secondFactors: SecondFactorService,
    private readonly stages: SignInStages,
    private readonly ssos: CompanySsoRepository,
  ) {}

  async login(caller: Caller, body: LoginDto): Promise<LoginResponseDto> {
    await this.throttle.consumeIp('login', caller.ip);
    const identifier = parseIdentifier(body.emailOrPhoneNumber) as Identifier;
    const keys = identifierKeys(caller.role, identifier);
    await Promise.all(keys.map((key) => this.throttle.assertIdentifierAllowed(key)));

    const account = await this.matchPassword(identifier, caller.role, body.password);
    if (!account) {
      await Promise.all(keys.map((key) => this.throttle.recordFailure(key)));
      throw unauthorized('auth.invalidLogin');
    }
    await Promise.all(keys.map((key) => this.throttle.resetFailures(key)));
    await this.refuseWhereSsoIsRequired(account, caller.role);
    const byCpf = !!identifier.cpf && account.cpf === identifier.cpf;
    return this.stages.open(caller, account, body.remember ?? false, {
      kind: 'password',
      identifier,
      byCpf,
    });
  }

  /** Finishes the second factor of a login or of a first access. */
  async verifySecondFactor(
    caller: Caller,
    claims: AccessClaims,
    code: string,
    remember: boolean | undefined,
  ): Promise<LoginResponseDto> {
    await this.throttle.consumeIp('two-factor', caller.ip);
    const challenge = await this.openCodeChallenge(claims);
    const invalid = ValidationFailedException.of('code', 'auth.invalidCode');
    if (!challenge) throw invalid;
    // A first-access code is bounded by its identifier's request budget instead: counting it per
    // account would tell known identifiers from unknown ones.
    const failureKey =
      challenge.purpose === 'two-factor' && challenge.accountId
        ? secondFactorKey(challenge.accountId)
        : undefined;
    if (failureKey) await this.throttle.assertIdentifierAllowed(failureKey);
    const check =
      challenge.channel === 'totp' && challenge.accountId
        ? await this.challenges.checkWith(challenge, () =>
            this.secondFactors.verifyCode(challenge.accountId as string, code, {
              ip: caller.ip,
              companyId: claims.companyId,
            }),
          )
        : await this.challenges.checkCode(challenge, code);
    if (check !== 'valid' || !challenge.accountId) {
      if (failureKey) await this.throttle.recordFailure(failureKey);
      // Said plainly, so that the person starts over instead of retyping a right code.
      throw check === 'exhausted'
        ? ValidationFailedException.of('code', 'auth.codeExhausted')
        : invalid;
    }
    if (failureKey) await this.throttle.resetFailures(failureKey);

    // The account may have changed since the password was checked: it must still sign in so.
    const account = await this.accounts.findWithCompany(challenge.accountId);
    if (!account || !canSignIn(account, caller.role)) throw unauthorized();
    if (challenge.purpose === 'first-access')
      await this.refuseWhereSsoIsRequired(account, caller.role);
    await this.accounts.touchLogin(account.id);
    // The language the person chose on the page to start is the first choice that is their own.
    if (challenge.purpose === 'first-access' && claims.languageId !== account.languageId) {
      await this.accounts.setLanguage(account.id, claims.languageId);
      account.languageId = claims.languageId;
    }
    const keep = remember ?? challenge.remember;
    const stage =
      challenge.purpose === 'first-access'
        ? 'password'
        : await this.secondFactors.stageAfterSignIn(account, caller.role);
    return {
      token: await this.sessions.issue(account, caller.role, stage, { remember: keep }),
      isFirstAccess: account.mustCreatePassword,
      hasAcceptedTerms: account.hasAcceptedTerms,
      loginByCpf: false,
    };
  }

  /**
   * A new code for the pending challenge, at most once a minute; failures are not forgiven. The
   * answer carries a new interim token, so that the token lives as long as the new code.
   */
  async resendCode(caller: Caller, claims: AccessClaims): Promise<TokenResponseDto> {
    const challenge = await this.openCodeChallenge(claims);
    if (!challenge) throw badRequest('code', 'auth.accessByCodeFailed');
    if (challenge.channel === 'totp') throw badRequest('code', 'auth.appCodeNotSent');
    const waitMs = challenge.lastSentAt.getTime() + RESEND_INTERVAL_MS - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new LocalizedException(
        HttpStatus.TOO_MANY_REQUESTS,
        'auth.resendTooSoon',
        { wait: seconds },
        {
          'Retry-After': String(seconds),
        },
      );
    }
    // A first access of an unknown identifier names nobody: the same query runs, to cost the same.
    const account = await this.accounts.findWithCompany(challenge.accountId ?? randomUUID());
    if (challenge.purpose === 'two-factor' && (!account || !canSignIn(account, caller.role)))
      throw unauthorized();
    const code = await this.challenges.renewCode(challenge);
    await this.transactions.run((tx) =>
      this.delivery.sendCode(tx, account, challenge, code, languageById(claims.languageId)),
    );
    const token =
      challenge.purpose === 'first-access'
        ? this.sessions.issueAnonymousChallenge(caller.role, challenge.id, claims.languageId)
        : await this.sessions.issue(account as Account, caller.role, '2fa', {
            remember: claims.remember,
            challengeId: challenge.id,
          });
    return { token };
  }

  async requestFirstAccess(caller: Caller, emailOrPhoneNumber: string): Promise<LoginResponseDto> {
    await this.throttle.consumeIp('first-access', caller.ip);
    const identifier = parseEmailOrPhone(emailOrPhoneNumber) as Identifier;
    for (const key of identifierKeys(caller.role, identifier))
      await this.throttle.consumeIdentifier('first-access', key);
    const [account] = await this.accounts.findByIdentifier(identifier, caller.role, 1);
    const pending = account?.isActive && account.mustCreatePassword ? account : undefined;
    const challengeId = await this.transactions.run(async (tx) => {
      const channel = pending
        ? this.delivery.channelFor(pending, identifier, caller.role)
        : 'email';
      const { challenge, code } = await this.challenges.createCode(
        tx,
        pending?.id ?? null,
        'first-access',
        {
          channel,
        },
      );
      if (account?.isActive && !pending) {
        await this.delivery.sendFirstAccessDone(tx, account, languageById(caller.languageId));
      } else {
        await this.delivery.sendCode(
          tx,
          pending ?? null,
          challenge,
          code,
          languageById(caller.languageId),
        );
      }
      return challenge.id;
    });
    return {
      token: this.sessions.issueAnonymousChallenge(caller.role, challengeId, caller.languageId),
      isFirstAccess: true,
      hasAcceptedTerms: false,
      loginByCpf: false,
    };
  }

  async createFirstPassword(
    claims: AccessClaims,
    body: FirstPasswordDto,
  ): Promise<FirstPasswordResponseDto> {
    const account = await this.accounts.findWithCompany(claims.id);
    if (!account?.mustCreatePassword) throw badRequest('password', 'auth.fillCorrectly');
    const passwordHash = await this.hasher.hash(body.password);
    await this.transactions.run((tx) =>
      this.accounts.setPassword(tx.manager, account.id, passwordHash),
    );
    const updated = (await this.accounts.findWithCompany(account.id)) as Account;
    await forgiveFailures(this.throttle, updated);
    return {
      isValid: true,
      hasAcceptedTerms: updated.hasAcceptedTerms,
      token: await this.sessions.issue(
        updated,
        claims.role,
        await this.secondFactors.stageAfterSignIn(updated, claims.role as Role),
        { remember: claims.remember },
      ),
    };
  }

  /** The session goes on as it was (impersonation included); `Remember` may only shorten it. */
  async acceptTerms(claims: AccessClaims, body: AcceptTermsDto): Promise<TokenResponseDto> {
    const account = await this.accounts.findWithCompany(claims.id);
    if (!account || account.mustCreatePassword)
      throw badRequest('HasAcceptedTerms', 'auth.acceptTermsFailed');
    await this.accounts.acceptTerms(account.id);
    return {
      token: await this.sessions.reissue(claims, { stage: 'full', remember: body.Remember }),
    };
  }

  /** Saves the language and answers a token that carries it, keeping the session's options. */
  async changeLanguage(claims: AccessClaims, languageId: number): Promise<TokenResponseDto> {
    await this.accounts.setLanguage(claims.id, languageId);
    return { token: await this.sessions.reissue(claims) };
  }

  /**
   * A company that signs its people in through its own provider has turned passwords off for
   * them: said only once the password (or the first-access code) was right, so it tells nothing
   * to whoever does not know it.
   */
  private async refuseWhereSsoIsRequired(account: Account, role: Role): Promise<void> {
    if (role !== 'super' && account.companyId && (await this.ssos.isRequired(account.companyId)))
      throw unauthorized('auth.ssoRequired');
  }

  /** The code challenge an interim token waits on, while it is open. */
  private async openCodeChallenge(claims: AccessClaims): Promise<AuthChallenge | null> {
    const challenge = claims.challengeId
      ? await this.challenges.findOpen(claims.challengeId)
      : null;
    return challenge?.purpose === 'password-reset' ? null : challenge;
  }

  private async matchPassword(
    identifier: Identifier,
    role: Role,
    password: string,
  ): Promise<Account | undefined> {
    const candidates = await this.accounts.findByIdentifier(identifier, role);
    if (!candidates.length) {
      await this.hasher.verify(null, password);
      return undefined;
    }
    for (const candidate of candidates) {
      if (await this.hasher.verify(candidate.passwordHash, password)) {
        return canSignIn(candidate, role) ? candidate : undefined;
      }
    }
    return undefined;
  }
}
