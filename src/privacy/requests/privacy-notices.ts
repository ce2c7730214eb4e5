import { Inject, Injectable } from '@nestjs/common';
import { LanguageCode, languageById } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { Tx } from '../../common/tx/transaction-runner';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../mail/outbox.service';
import { Person, PrivacyRepository } from '../privacy.repository';
import { PrivacyRequestKind } from './privacy-request.model';

export interface NoticeOf {
  id: string;
  kind: PrivacyRequestKind;
  createdAt: Date;
  dueAt: Date;
}

/** A day as the reader writes it, in Brazil's time (where the deadline runs). */
const day = (date: Date, language: LanguageCode) =>
  date.toLocaleDateString(language, { timeZone: 'America/Sao_Paulo' });

/**
 * The mails of a request, written to the outbox in its transaction: the person hears that it
 * was received (or that the consent is withdrawn, which takes effect at once) and how it was
 * answered, each in their own language; the company's administrators hear of a new one, with
 * its legal deadline. A person without an e-mail reads it all on their data page.
 */
@Injectable()
export class PrivacyNotices {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly people: PrivacyRepository,
  ) {}

  async requested(tx: Tx, person: Person, request: NoticeOf): Promise<void> {
    const kindIn = (language: LanguageCode) => translate(language, `privacy.kind.${request.kind}`);
    const dates = (language: LanguageCode) => ({
      date: day(request.createdAt, language),
      dueOn: day(request.dueAt, language),
    });
    if (person.email) {
      const language = languageById(person.languageId);
      await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: person.email,
        template: request.kind === 'consent-withdrawal' ? 'privacy-withdrawn' : 'privacy-received',
        language,
        params: {
          name: person.name,
          company: person.company,
          kind: kindIn(language),
          ...dates(language),
          link: `${this.config.appUrl}/app/user/data`,
        },
      });
    }
    const administrators = await this.people.administrators(person.companyId);
    await this.outbox.enqueueMany(
      tx,
      administrators.map((administrator) => {
        const language = languageById(administrator.languageId);
        return {
          channel: 'email',
          recipient: administrator.email,
          template: 'privacy-new',
          language,
          params: {
            name: administrator.name,
            person: person.name,
            kind: kindIn(language),
            ...dates(language),
            link: `${this.config.appUrl}/admin/privacy-request/${request.id}/show`,
          },
        };
      }),
    );
  }

  async answered(
    tx: Tx,
    person: Person,
    request: NoticeOf & { status: 'done' | 'refused'; answer: string | null },
  ): Promise<void> {
    if (!person.email) return;
    const language = languageById(person.languageId);
    await this.outbox.enqueue(tx, {
      channel: 'email',
      recipient: person.email,
      template: request.status === 'done' ? 'privacy-done' : 'privacy-refused',
      language,
      params: {
        name: person.name,
        kind: translate(language, `privacy.kind.${request.kind}`),
        date: day(request.createdAt, language),
        answer: request.answer ?? translate(language, 'privacy.noNote'),
      },
    });
  }
}
