import { HttpStatus, Injectable } from '@nestjs/common';
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

const identifierKey = (role: Role, identifier: Identifier) =>
  `${role}:${identifier.email ?? ''}:${identifier.phone ?? ''}:${identifier.cpf ?? ''}`;

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
    const key = identifierKey(caller.role, identifier);
    await this.throttle.assertIdentifierAllowed(key);

    const account = await this.matchPassword(identifier, caller.role, body.password);
    if (!account) {
      await this.throttle.recordFailure(key);
      throw unauthorized('auth.invalidLogin');
    }
    await this.throttle.resetFailures(key);
    const remember = body.remember ?? false;
    const loginByCpf = !!identifier.cpf && account.cpf === identifier.cpf;
    const needsSecondFactor =
      !loginByCpf && (caller.role === 'super' || !!account.company?.has2faAuthentication);

    let token: string;
    if (needsSecondFactor) {
      token = await this.transactions.run(async (tx) => {
        const channel = this.delivery.channelFor(account, identifier);
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
      loginByCpf,
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
    const challenge = claims.challengeId
      ? await this.challenges.findOpen(claims.challengeId)
      : null;
    const invalid = ValidationFailedException.of('code', 'auth.invalidCode');
    if (!challenge || challenge.purpose === 'password-reset') throw invalid;
    if ((await this.challenges.checkCode(challenge, code)) !== 'valid' || !challenge.accountId)
      throw invalid;

    const account = await this.accounts.findWithCompany(challenge.accountId);
    if (!account || !account.isActive) throw invalid;
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

  /** A new code for the pending challenge, at most once a minute; failures are not forgiven. */
  async resendCode(caller: Caller, claims: AccessClaims): Promise<void> {
    const challenge = claims.challengeId
      ? await this.challenges.findOpen(claims.challengeId)
      : null;
    if (!challenge || challenge.purpose === 'password-reset')
      throw badRequest('code', 'auth.accessByCodeFailed');
    const waitMs = challenge.lastSentAt.getTime() + RESEND_INTERVAL_MS - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new LocalizedException(
        HttpStatus.TOO_MANY_REQUESTS,
        'auth.resendTooSoon',
        { seconds },
        {
          'Retry-After': String(seconds),
        },
      );
    }
    const code = await this.challenges.renewCode(challenge);
    const account = challenge.accountId
      ? await this.accounts.findWithCompany(challenge.accountId)
      : null;
    if (!account) return;
    await this.transactions.run((tx) => this.delivery.sendCode(tx, account, challenge, code));
  }

  /** Same answer, same work, for known and unknown identifiers. */
  async requestPasswordRecovery(caller: Caller, emailOrPhoneNumber: string): Promise<void> {
    await this.throttle.consumeIp('recovery', caller.ip);
    const identifier = parseEmailOrPhone(emailOrPhoneNumber) as Identifier;
    const key = `recovery:${identifierKey(caller.role, identifier)}`;
    await this.throttle.assertIdentifierAllowed(key);
    await this.throttle.recordFailure(key);
    const [account] = await this.accounts.findByIdentifier(identifier, caller.role, 1);
    await this.transactions.run(async (tx) => {
      const code = await this.challenges.createLink(tx, account?.id ?? null);
      if (account) await this.delivery.sendResetLink(tx, account, code);
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
    const key = `first-access:${identifierKey(caller.role, identifier)}`;
    await this.throttle.assertIdentifierAllowed(key);
    await this.throttle.recordFailure(key);
    const [account] = await this.accounts.findByIdentifier(identifier, caller.role, 1);
    const pending = account?.isActive && account.mustCreatePassword ? account : undefined;
    const challengeId = await this.transactions.run(async (tx) => {
      const channel = pending ? this.delivery.channelFor(pending, identifier) : 'email';
      const { challenge, code } = await this.challenges.createCode(
        tx,
        pending?.id ?? null,
        'first-access',
        {
          channel,
        },
      );
      if (pending) {
        await this.delivery.sendCode(tx, pending, challenge, code);
      } else if (account?.isActive) {
        await this.delivery.sendFirstAccessDone(tx, account);
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

  async acceptTerms(claims: AccessClaims, body: AcceptTermsDto): Promise<TokenResponseDto> {
    const account = await this.accounts.findWithCompany(claims.id);
    if (!account || account.mustCreatePassword) throw badRequest('HasAcceptedTerms', 'auth.acceptTermsFailed');
    await this.accounts.acceptTerms(account.id);
    account.hasAcceptedTerms = true;
    return {
      token: await this.sessions.issue(account, claims.role, 'full', {
        remember: body.Remember ?? claims.remember,
      }),
    };
  }

  /** Saves the language and answers a token that carries it, keeping the session's options. */
  async changeLanguage(claims: AccessClaims, languageId: number): Promise<TokenResponseDto> {
    await this.accounts.setLanguage(claims.id, languageId);
    return { token: await this.sessions.reissue(claims) };
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
        // A deleted company is not joined at all: an account of a company must find it active.
        const companyActive = !candidate.companyId || !!candidate.company?.isActive;
        return candidate.isActive && companyActive ? candidate : undefined;
      }
    }
    return undefined;
  }

  /** A new password lifts the slow-down on every identifier of the account. */
  private async forgiveFailures(account: Account): Promise<void> {
    const identifiers: Identifier[] = [
      ...(account.email ? [{ email: account.email }] : []),
      ...(account.phone ? [{ phone: account.phone }] : []),
      ...(account.cpf ? [{ cpf: account.cpf }] : []),
    ];
    const keys = account.roles.flatMap((role) =>
      identifiers.map((identifier) => identifierKey(role, identifier)),
    );
    await Promise.all(keys.map((key) => this.throttle.resetFailures(key)));
  }
}
