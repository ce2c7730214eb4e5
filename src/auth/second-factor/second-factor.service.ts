import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { Account } from '../../account/account.entity';
import { AccountRepository } from '../../account/account.repository';
import { AuditService } from '../../audit/audit.service';
import { AccessClaims } from '../../common/access/access-claims';
import { Role, Stage } from '../../common/access/access.model';
import { SecretBox } from '../../common/crypto/secret-box';
import {
  ValidationFailedException,
  badRequest,
  forbidden,
  unauthorized,
} from '../../common/http/app-exceptions';
import { ThrottleService } from '../../common/throttle/throttle.service';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { SessionService } from '../session.service';
import { secondFactorKey } from '../sign-in-keys';
import { RecoveryCodesDto, SecondFactorSetupDto, SecondFactorStatusDto } from './second-factor.dto';
import { AccountRecoveryCode, AccountTotp } from './second-factor.entities';
import { SecondFactorPolicyService } from './second-factor-policy.service';

export const RECOVERY_CODE_COUNT = 10;
/** A scanned QR code must be confirmed within this time, or the set-up starts over. */
export const ENROLMENT_LIFETIME_MS = 15 * 60 * 1000;
/** One 30-second step either side of now, for phones whose clock drifts (RFC 6238 §5.2). */
const EPOCH_TOLERANCE_SECONDS = 30;
const ISSUER = 'Diversitera';
/** Crockford's base32 without look-alikes: easy to copy from paper. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export interface CodeContext {
  ip: string;
  /** For the audit entry of a recovery code: the company whose administrator used it. */
  companyId: string | null;
}

/** Authenticator-app (TOTP, RFC 6238) second factor of administrators and the platform owner. */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectRepository(AccountTotp) private readonly totps: Repository<AccountTotp>,
    @InjectRepository(AccountRecoveryCode)
    private readonly recoveryCodes: Repository<AccountRecoveryCode>,
    private readonly accounts: AccountRepository,
    private readonly box: SecretBox,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    private readonly throttle: ThrottleService,
    private readonly sessions: SessionService,
    private readonly policies: SecondFactorPolicyService,
  ) {}

  async isEnrolled(accountId: string): Promise<boolean> {
    return this.totps.existsBy({ accountId, enrolledAt: Not(IsNull()) });
  }

  /** The stage after the password (and any code): an account the policy covers enrols first. */
  async stageAfterSignIn(account: Account, role: Role): Promise<Stage> {
    const stage = this.sessions.nextStage(account);
    if (stage === 'password') return stage;
    if ((await this.policies.isRequired(account, role)) && !(await this.isEnrolled(account.id)))
      return 'enrol';
    return stage;
  }

  async status(claims: AccessClaims): Promise<SecondFactorStatusDto> {
    const account = await this.ownAccount(claims);
    const totp = await this.totps.findOneBy({ accountId: account.id });
    const left = await this.recoveryCodes.countBy({ accountId: account.id, usedAt: IsNull() });
    return {
      enrolled: !!totp?.enrolledAt,
      enrolledAt: totp?.enrolledAt ?? null,
      required: await this.policies.isRequired(account, claims.role as Role),
      recoveryCodesLeft: totp?.enrolledAt ? left : 0,
    };
  }

  /** A new seed waiting for its first code; the app in use, if any, stays until then. */
  async begin(claims: AccessClaims): Promise<SecondFactorSetupDto> {
    const account = await this.ownAccount(claims);
    const secret = generateSecret();
    await this.totps.upsert(
      {
        accountId: account.id,
        pendingSealedSecret: this.box.seal(secret, boundTo(account.id)),
        pendingSince: new Date(),
      },
      ['accountId'],
    );
    const otpauthUrl = generateURI({
      issuer: ISSUER,
      label: account.email ?? account.name,
      secret,
    });
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /**
   * Turns the pending seed on once a code of it is right, with ten new recovery codes (the old
   * ones die). Replacing an enrolled app also takes a code of it (or a recovery code), so a
   * session left open cannot move the factor to another phone.
   */
  async confirm(
    claims: AccessClaims,
    ip: string,
    code: string,
    currentCode: string | undefined,
  ): Promise<RecoveryCodesDto> {
    const account = await this.ownAccount(claims);
    const totp = await this.totps.findOneBy({ accountId: account.id });
    if (
      !totp?.pendingSealedSecret ||
      !totp.pendingSince ||
      totp.pendingSince.getTime() + ENROLMENT_LIFETIME_MS < Date.now()
    )
      throw badRequest('code', 'secondFactor.setupExpired');
    const context = { ip, companyId: claims.companyId };
    const replacing = !!totp.enrolledAt;
    if (replacing) {
      if (!currentCode) throw badRequest('currentCode', 'secondFactor.currentCodeRequired');
      await this.judged(account.id, 'currentCode', () =>
        this.verifyCode(account.id, currentCode, context),
      );
    }
    const pendingSecret = this.box.open(totp.pendingSealedSecret, boundTo(account.id));
    const result = await this.judged(account.id, 'code', async () => {
      const check = await verify({
        secret: pendingSecret,
        token: normalise(code),
        epochTolerance: EPOCH_TOLERANCE_SECONDS,
      }).catch(() => ({ valid: false as const }));
      return check.valid && 'timeStep' in check ? check : false;
    });

    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await this.transactions.run(async (tx) => {
      await tx.manager.update(
        AccountTotp,
        { accountId: account.id, pendingSealedSecret: totp.pendingSealedSecret },
        {
          sealedSecret: totp.pendingSealedSecret,
          enrolledAt: new Date(),
          lastTimeStep: String(result.timeStep),
          pendingSealedSecret: null,
          pendingSince: null,
        },
      );
      await tx.manager.delete(AccountRecoveryCode, { accountId: account.id });
      await tx.manager.insert(
        AccountRecoveryCode,
        codes.map((value) => ({
          accountId: account.id,
          codeDigest: this.box.digest(normalise(value)),
        })),
      );
      await this.audit.record(tx.manager, {
        actorAccountId: account.id,
        companyId: claims.companyId,
        action: replacing ? 'second-factor.replaced' : 'second-factor.enrolled',
        targetId: account.id,
        details: { method: 'totp', role: claims.role },
        ip,
      });
    });
    const stage = claims.stage === 'enrol' ? this.sessions.nextStage(account) : claims.stage;
    return { recoveryCodes: codes, token: await this.sessions.reissue(claims, { stage }) };
  }

  /** Turns the app off, with a code of it or a recovery code; refused while a policy needs it. */
  async remove(claims: AccessClaims, ip: string, code: string): Promise<void> {
    const account = await this.ownAccount(claims);
    if (!(await this.isEnrolled(account.id))) throw badRequest('code', 'secondFactor.notEnrolled');
    if (await this.policies.isRequired(account, claims.role as Role))
      throw badRequest('code', 'secondFactor.requiredByPolicy');
    const context = { ip, companyId: claims.companyId };
    await this.judged(account.id, 'code', () => this.verifyCode(account.id, code, context));
    await this.transactions.run(async (tx) => {
      await tx.manager.delete(AccountTotp, { accountId: account.id });
      await tx.manager.delete(AccountRecoveryCode, { accountId: account.id });
      await this.audit.record(tx.manager, {
        actorAccountId: account.id,
        companyId: claims.companyId,
        action: 'second-factor.removed',
        targetId: account.id,
        details: { method: 'totp', role: claims.role },
        ip,
      });
    });
  }

  /**
   * True for a code of the enrolled app not used before (its time step is remembered, so a code
   * seen over a shoulder is worth nothing afterwards), or for an unused recovery code, which is
   * then spent and written to the audit log.
   */
  async verifyCode(accountId: string, typed: string, context: CodeContext): Promise<boolean> {
    const code = normalise(typed);
    if (/^\d{6}$/.test(code)) return this.verifyAppCode(accountId, code);
    if (!/^[0-9a-z]{10}$/.test(code)) return false;
    return this.transactions.run(async (tx) => {
      const spent = await this.spendRecoveryCode(tx.manager, accountId, code);
      if (spent === undefined) return false;
      await this.audit.record(tx.manager, {
        actorAccountId: accountId,
        companyId: context.companyId,
        action: 'second-factor.recovery-code-used',
        targetId: accountId,
        details: { recoveryCodesLeft: spent },
        ip: context.ip,
      });
      return true;
    });
  }

  private async verifyAppCode(accountId: string, code: string): Promise<boolean> {
    const totp = await this.totps.findOneBy({ accountId });
    if (!totp?.sealedSecret) return false;
    const check = await verify({
      secret: this.box.open(totp.sealedSecret, boundTo(accountId)),
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(totp.lastTimeStep ? { afterTimeStep: Number(totp.lastTimeStep) } : {}),
    }).catch(() => ({ valid: false as const }));
    if (!check.valid || !('timeStep' in check)) return false;
    // One statement decides between two requests carrying the same code at once.
    const { affected } = await this.totps
      .createQueryBuilder()
      .update()
      .set({ lastTimeStep: String(check.timeStep) })
      .where('account_id = :accountId AND sealed_secret IS NOT NULL', { accountId })
      .andWhere('(last_time_step IS NULL OR last_time_step < :step)', { step: check.timeStep })
      .execute();
    return !!affected;
  }

  /** The number of codes left after spending this one, or undefined when it is not unused. */
  private async spendRecoveryCode(
    manager: EntityManager,
    accountId: string,
    code: string,
  ): Promise<number | undefined> {
    const { affected } = await manager.update(
      AccountRecoveryCode,
      { accountId, codeDigest: this.box.digest(code), usedAt: IsNull() },
      { usedAt: new Date() },
    );
    if (!affected) return undefined;
    return manager.countBy(AccountRecoveryCode, { accountId, usedAt: IsNull() });
  }

  /**
   * Runs a code check under the account's second-factor failure count, the one sign-in codes
   * use: a wrong code counts, a locked account is refused before any check.
   */
  private async judged<T>(
    accountId: string,
    field: string,
    check: () => Promise<T | false>,
  ): Promise<T> {
    const key = secondFactorKey(accountId);
    await this.throttle.assertIdentifierAllowed(key);
    const result = await check();
    if (result === false) {
      await this.throttle.recordFailure(key);
      throw ValidationFailedException.of(field, 'auth.invalidCode');
    }
    await this.throttle.resetFailures(key);
    return result;
  }

  /** The caller's own account; an owner acting as a company's administrator changes nothing here. */
  private async ownAccount(claims: AccessClaims): Promise<Account> {
    if ((claims.role !== 'admin' && claims.role !== 'super') || claims.impersonatedBy)
      throw forbidden();
    const account = await this.accounts.findWithCompany(claims.id);
    if (!account) throw unauthorized();
    return account;
  }
}

const boundTo = (accountId: string) => `account-totp:${accountId}`;

/** Spaces and dashes are how people copy codes; they mean nothing. */
function normalise(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** 50 random bits, shown as `xxxxx-xxxxx`. */
function recoveryCode(): string {
  const characters = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}
