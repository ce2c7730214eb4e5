import { Inject, Injectable } from '@nestjs/common';
import { Account } from '../account/account.entity';
import { Role } from '../common/access/access.model';
import { LanguageCode, languageById } from '../common/i18n/languages';
import { Tx } from '../common/tx/transaction-runner';
import { Identifier } from '../common/validation/brazil';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxService } from '../mail/outbox.service';
import { AuthChallenge, CodeChannel } from './auth-challenge.entity';

/**
 * The messages of the sign-in journey, in the account's language, through the outbox. Where
 * there is nobody to write to, a stand-in takes the message's place, so that the request costs
 * the same whether or not the identifier names someone.
 */
@Injectable()
export class CodeDelivery {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A code goes by SMS when the person signed in with their phone, else by e-mail; the platform
   * owner's always by e-mail (DESIGN §3).
   */
  channelFor(account: Account, identifier: Identifier, role: Role): CodeChannel {
    if (role === 'super') return 'email';
    if (identifier.phone && account.phone === identifier.phone) return 'sms';
    return account.email ? 'email' : 'sms';
  }

  /**
   * A second-factor code speaks the account's language; a first-access code the one the person
   * chose on the page (`pageLanguage`), as nobody has chosen for the account before.
   */
  async sendCode(
    tx: Tx,
    account: Account | null,
    challenge: AuthChallenge,
    code: string,
    pageLanguage: LanguageCode,
  ): Promise<void> {
    const template = challenge.purpose === 'first-access' ? 'first-access' : 'two-factor';
    const recipient = challenge.channel === 'sms' ? account?.phone : account?.email;
    if (!account || !recipient) {
      await this.outbox.enqueueStandIn(tx, template);
      return;
    }
    await this.outbox.enqueue(tx, {
      channel: challenge.channel === 'sms' ? 'sms' : 'email',
      recipient,
      template,
      language: template === 'first-access' ? pageLanguage : languageById(account.languageId),
      params: { name: account.name, code },
    });
  }

  async sendResetLink(tx: Tx, account: Account | undefined, code: string): Promise<void> {
    if (!account?.email) {
      await this.outbox.enqueueStandIn(tx, 'password-reset');
      return;
    }
    await this.outbox.enqueue(tx, {
      channel: 'email',
      recipient: account.email,
      template: 'password-reset',
      language: languageById(account.languageId),
      params: { name: account.name, link: `${this.config.appUrl}/reset-password/${code}` },
    });
  }

  /**
   * Tells the owner of the identifier, and only them, that first access was already done, in the
   * language of the page they asked from.
   */
  async sendFirstAccessDone(tx: Tx, account: Account, pageLanguage: LanguageCode): Promise<void> {
    if (!account.email) {
      await this.outbox.enqueueStandIn(tx, 'first-access-done');
      return;
    }
    await this.outbox.enqueue(tx, {
      channel: 'email',
      recipient: account.email,
      template: 'first-access-done',
      language: pageLanguage,
      params: { name: account.name, link: `${this.config.appUrl}/forgot-pass` },
    });
  }
}
