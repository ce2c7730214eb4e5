import { Inject, Injectable } from '@nestjs/common';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { conflict } from '../common/http/app-exceptions';
import { languageById } from '../common/i18n/languages';
import { Tx } from '../common/tx/transaction-runner';
import { normalizeEmail, normalizePhone } from '../common/validation/brazil';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxService } from '../mail/outbox.service';
import { AdminUserRepository } from './admin-user.repository';

export interface Invitee {
  name: string;
  email: string;
  phone?: string | null;
  languageId?: number;
}

/**
 * Makes someone a company administrator and tells them how to get in: by first access when they
 * have no password yet, else straight to the dashboard.
 */
@Injectable()
export class AdminInvitationService {
  constructor(
    private readonly admins: AdminUserRepository,
    private readonly accounts: AccountRepository,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite(
    tx: Tx,
    company: { id: string; companyName: string },
    invitee: Invitee,
  ): Promise<Account> {
    const email = normalizeEmail(invitee.email) as string;
    const existing = await this.admins.findByEmail(tx.manager, company.id, email);
    let account: Account;
    if (existing) {
      if (existing.roles.includes('admin')) throw conflict('conflict.emailTaken');
      await this.admins.changeAccess(tx.manager, existing.id, {
        roles: [...existing.roles, 'admin'],
      });
      account = existing;
    } else {
      account = await this.accounts.create(tx.manager, {
        companyId: company.id,
        name: invitee.name.trim(),
        email,
        phone: invitee.phone ? (normalizePhone(invitee.phone) ?? null) : null,
        roles: ['admin'],
        mustCreatePassword: true,
        languageId: invitee.languageId ?? 1,
      });
    }
    await this.mail(tx, company, account, email);
    return account;
  }

  /** The invitation once more, to someone who has not done the first access yet. */
  async resend(tx: Tx, company: { companyName: string }, account: Account): Promise<void> {
    await this.mail(tx, company, account, account.email as string);
  }

  private async mail(
    tx: Tx,
    company: { companyName: string },
    account: Account,
    email: string,
  ): Promise<void> {
    const link = account.mustCreatePassword
      ? `${this.config.appUrl}/first-access?as=admin`
      : `${this.config.appUrl}/admin`;
    await this.outbox.enqueue(tx, {
      channel: 'email',
      recipient: email,
      template: 'invitation',
      language: languageById(account.languageId),
      params: { name: account.name, company: company.companyName, link },
    });
  }
}
