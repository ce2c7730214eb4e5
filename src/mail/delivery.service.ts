import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity';
import { renderMail, renderSms } from './templates/message-templates';
import { EmailTransport, SmsTransport } from './transports';

/**
 * Delivers one outbox message. The row stays locked while it is sent, so two workers never send
 * the same message, and a message already sent is skipped.
 */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailTransport,
    private readonly sms: SmsTransport,
  ) {}

  async deliver(outboxId: string): Promise<'sent' | 'skipped'> {
    return this.dataSource.transaction(async (manager) => {
      const messages = manager.getRepository(OutboxMessage);
      const message = await messages
        .createQueryBuilder('message')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where('message.id = :outboxId AND message.status = :status', {
          outboxId,
          status: 'pending',
        })
        .getOne();
      if (!message) return 'skipped';
      const params = message.params ?? {};
      if (message.channel === 'sms') {
        await this.sms.send(
          message.recipient,
          renderSms(message.template, message.language, params),
          message.id,
        );
      } else {
        await this.email.send(
          message.recipient,
          renderMail(message.template, message.language, params),
          message.id,
        );
      }
      await messages.update(message.id, {
        status: 'sent',
        sentAt: new Date(),
        attempts: message.attempts + 1,
        params: null,
        lastError: null,
      });
      return 'sent';
    });
  }

  async recordFailure(outboxId: string, error: Error, final: boolean): Promise<void> {
    await this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder()
      .update()
      .set({
        attempts: () => 'attempts + 1',
        lastError: error.message.slice(0, 500),
        ...(final ? { status: 'failed' as const, params: null } : {}),
      })
      .where('id = :outboxId AND status = :status', { outboxId, status: 'pending' })
      .execute();
  }

  /** Messages that should be queued by now but may have missed the queue (Redis was down). */
  async findStranded(olderThanMs: number, limit: number): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .select('message.id', 'id')
      .where('message.status = :status', { status: 'pending' })
      .andWhere('message.created_at < now() - make_interval(secs => :seconds)', {
        seconds: olderThanMs / 1000,
      })
      .orderBy('message.created_at')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }
}
