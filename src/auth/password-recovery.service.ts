import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../account/account.repository';
import { PasswordHasher } from '../account/password-hasher';
import { badRequest } from '../common/http/app-exceptions';
import { ThrottleService } from '../common/throttle/throttle.service';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { Identifier, parseEmailOrPhone } from '../common/validation/brazil';
import type { Caller } from './auth.service';
import { ChallengeService } from './challenge.service';
import { CodeDelivery } from './code-delivery';
import { ResetPasswordDto } from './dto/auth.dto';
import { forgiveFailures, identifierKeys } from './sign-in-keys';

/** A forgotten password: a link by e-mail or SMS, then a new password that lifts every lock. */
@Injectable()
export class PasswordRecoveryService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly challenges: ChallengeService,
    private readonly throttle: ThrottleService,
    private readonly delivery: CodeDelivery,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Same answer, same work, for known and unknown identifiers. */
  async request(caller: Caller, emailOrPhoneNumber: string): Promise<void> {
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

  async validate(code: string): Promise<void> {
    if (!(await this.challenges.findUsableLink(code))) throw badRequest('code', 'auth.linkExpired');
  }

  async reset(body: ResetPasswordDto): Promise<void> {
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
    if (account) await forgiveFailures(this.throttle, account);
  }
}
