import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { PasswordHasher } from '../account/password-hasher';
import { AccessClaims } from '../common/access/access-claims';
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
  ResetPasswordDto,
  TokenResponseDto,
} from './dto/auth.dto';
import { SessionService } from './session.service';

export interface Caller {
  ip: string;
  role: Role;
  /** The language the caller reads, as an id; used for messages sent to unknown people. */
  languageId: number;
}

/**
 * Throttling keys of what was typed, one per reading: eleven bare digits count against both the
 * CPF and the phone they may be.
 */
export function identifierKeys(role: Role, identifier: Identifier): string[] {
  return (['email', 'phone', 'cpf'] as const).flatMap((kind) =>
    identifier[kind] ? [`${role}:${kind}:${identifier[kind]}`] : [],
  );
}

/** Second-factor failures count per account, across its codes (DESIGN §5). */
export const secondFactorKey = (accountId: string) => `two-factor:${accountId}`;

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
    const remember = body.remember ?? false;
    const byCpf = !!identifier.cpf && account.cpf === identifier.cpf;
    const needsSecondFactor =
      caller.role === 'super' || (!byCpf && !!account.company?.has2faAuthentication);

    let token: string;
    if (needsSecondFactor) {
      token = await this.transactions.run(async (tx) => {
        const channel = this.delivery.channelFor(account, identifier, caller.role);
        const { challenge, code } = await this.challenges.createCode(tx, account.id, 'two-factor', {
          remember,
          channel,
        });
        await this.delivery.sendCode(tx, account, challenge, code);
        return this.sessions.issue(account, caller.role, '2fa', {
          remember,
          challengeId: challenge.id,
        });
      });
    } else {
      await this.accounts.touchLogin(account.id);
      token = await this.sessions.issue(account, caller.role, this.sessions.nextStage(account), {
        remember,
      });
    }
    return {
      token,
      isFirstAccess: account.mustCreatePassword,
      hasAcceptedTerms: account.hasAcceptedTerms,
      // Spec §4: a client reads it as "no second factor"; the platform owner has one anyway.
      loginByCpf: byCpf && !needsSecondFactor,
    };
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
    const check = await this.challenges.checkCode(challenge, code);
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
    await this.accounts.touchLogin(account.id);
    const keep = remember ?? challenge.remember;
    const stage =
      challenge.purpose === 'first-access' ? 'password' : this.sessions.nextStage(account);
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
    await this.transactions.run((tx) => this.delivery.sendCode(tx, account, challenge, code));
    const token =
      challenge.purpose === 'first-access'
        ? this.sessions.issueAnonymousChallenge(caller.role, challenge.id, claims.languageId)
        : await this.sessions.issue(account as Account, caller.role, '2fa', {
            remember: claims.remember,
            challengeId: challenge.id,
          });
    return { token };
  }

  /** Same answer, same work, for known and unknown identifiers. */
  async requestPasswordRecovery(caller: Caller, emailOrPhoneNumber: string): Promise<void> {
    await this.throttle.consumeIp('recovery', caller.ip);
    const identifier = parseEmailOrPhone(emailOrPhoneNumber) as Identifier;
    for (const key of identifierKeys(caller.role, identifier))
      await this.throttle.consumeIdentifier('recovery', key);
    const [account] = await this.accounts.findByIdentifier(identifier, caller.role, 1);
    await this.transactions.run(async (tx) => {
      const code = await this.challenges.createLink(tx, account?.id ?? null);
      await this.delivery.sendResetLink(tx, account, code);
    });
  }

  async validateRecoveryCode(code: string): Promise<void> {
    if (!(await this.challenges.findUsableLink(code))) throw badRequest('code', 'auth.linkExpired');
  }

  async resetPassword(body: ResetPasswordDto): Promise<void> {
    const challenge = await this.challenges.findUsableLink(body.code);
    if (!challenge?.accountId) throw badRequest('code', 'auth.linkExpired');
    const accountId = challenge.accountId;
    const passwordHash = await this.hasher.hash(body.password);
    await this.transactions.run(async (tx) => {
      if (!(await this.challenges.consumeLink(tx, challenge.id)))
        throw badRequest('code', 'auth.linkExpired');
      await this.accounts.setPassword(tx.manager, accountId, passwordHash);
    });
    const account = await this.accounts.findWithCompany(accountId);
    if (account) await this.forgiveFailures(account);
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
        await this.delivery.sendFirstAccessDone(tx, account);
      } else {
        await this.delivery.sendCode(tx, pending ?? null, challenge, code);
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
    await this.forgiveFailures(updated);
    return {
      isValid: true,
      hasAcceptedTerms: updated.hasAcceptedTerms,
      token: await this.sessions.issue(updated, claims.role, this.sessions.nextStage(updated), {
        remember: claims.remember,
      }),
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

  /**
   * A new password lifts every slow-down and lock on the account's identifiers, second factor
   * and request budgets included.
   */
  private async forgiveFailures(account: Account): Promise<void> {
    // Every reading of what the person may have typed: a CPF or a Brazilian mobile's national
    // number as eleven bare digits is read both ways, and was counted both ways.
    const typed = [account.email, account.phone, account.phone?.replace(/^\+55/, ''), account.cpf];
    const readings = typed.flatMap((value) => (value ? [parseIdentifier(value)] : []));
    const keys = new Set(
      account.roles.flatMap((role) =>
        readings.flatMap((identifier) => (identifier ? identifierKeys(role, identifier) : [])),
      ),
    );
    await Promise.all([
      this.throttle.resetFailures(secondFactorKey(account.id)),
      ...[...keys].flatMap((key) => [
        this.throttle.resetFailures(key),
        this.throttle.releaseIdentifier('recovery', key),
        this.throttle.releaseIdentifier('first-access', key),
      ]),
    ]);
  }
}

/** Active, of an active company (a deleted one is not joined at all), and holding the role. */
function canSignIn(account: Account, role: Role): boolean {
  const companyActive = !account.companyId || !!account.company?.isActive;
  return account.isActive && companyActive && account.roles.includes(role);
}
