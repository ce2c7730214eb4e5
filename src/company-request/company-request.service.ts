import { Inject, Injectable } from '@nestjs/common';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { isUniqueViolation } from '../common/database/errors';
import { conflict } from '../common/http/app-exceptions';
import { languageById } from '../common/i18n/languages';
import { RequestOrigin } from '../common/http/request-context';
import { ThrottleService } from '../common/throttle/throttle.service';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import {
  formatCnpj,
  normalizeCnpj,
  normalizeEmail,
  normalizePhone,
} from '../common/validation/brazil';
import { CompanyRepository } from '../company/company.repository';
import { OutboxService } from '../mail/outbox.service';
import { CreateCompanyRequestDto } from './company-request.dto';
import { CompanyRequestRepository } from './company-request.repository';

@Injectable()
export class CompanyRequestService {
  constructor(
    private readonly requests: CompanyRequestRepository,
    private readonly companies: CompanyRepository,
    private readonly accounts: AccountRepository,
    private readonly outbox: OutboxService,
    private readonly throttle: ThrottleService,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a business's request and tells the platform owners. Sending the same CNPJ again while
   * it waits answers the pending request instead of mailing twice.
   */
  async submit(origin: RequestOrigin, body: CreateCompanyRequestDto): Promise<{ id: string }> {
    await this.throttle.consumeIp('account-request', origin.ip);
    const cnpj = normalizeCnpj(body.cnpj) as string;
    await this.throttleIdentifiers(cnpj, normalizeEmail(body.contactEmail) as string);
    if (await this.companies.cnpjTaken(cnpj)) throw conflict('error.cnpjTaken');
    const pending = await this.requests.findPending(cnpj);
    if (pending) return { id: pending.id };

    const owners = await this.accounts.findPlatformOwners();
    return this.store(origin, body, cnpj, owners).catch(async (error: unknown) => {
      const winner = isUniqueViolation(error) ? await this.requests.findPending(cnpj) : null;
      if (!winner) throw error;
      return { id: winner.id };
    });
  }

  /**
   * Each CNPJ and each e-mail has its budget of requests (DESIGN §5): many addresses cannot spam
   * the owners for one company, nor one address for many companies. Every request counts, as
   * each one mails somebody; a budget, not a lock, since anyone may type anyone's CNPJ.
   */
  private async throttleIdentifiers(cnpj: string, email: string): Promise<void> {
    await this.throttle.consumeIdentifier('account-request', `cnpj:${cnpj}`);
    await this.throttle.consumeIdentifier('account-request', `email:${email}`);
  }

  private store(
    origin: RequestOrigin,
    body: CreateCompanyRequestDto,
    cnpj: string,
    owners: Account[],
  ): Promise<{ id: string }> {
    return this.transactions.run(async (tx) => {
      const request = await this.requests.insert(tx.manager, {
        contactName: body.contactName.trim(),
        contactPhone: normalizePhone(body.contactPhone) as string,
        contactEmail: normalizeEmail(body.contactEmail) as string,
        companyName: body.companyName.trim(),
        cnpj,
        languageId: origin.languageId,
      });
      const details = {
        company: request.companyName,
        cnpj: formatCnpj(cnpj),
        contact: request.contactName,
        email: request.contactEmail,
        phone: request.contactPhone,
      };
      for (const owner of owners) {
        await this.outbox.enqueue(tx, {
          channel: 'email',
          recipient: owner.email as string,
          template: 'account-request',
          language: languageById(owner.languageId),
          params: {
            name: owner.name,
            ...details,
            link: `${this.config.appUrl}/super/company-request`,
          },
        });
      }
      await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: request.contactEmail,
        template: 'account-request-received',
        language: languageById(origin.languageId),
        params: { name: request.contactName, company: request.companyName },
      });
      return { id: request.id };
    });
  }
}
