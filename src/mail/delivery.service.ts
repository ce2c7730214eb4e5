import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxMessage } from './outbox-message.entity';
import {
  isUnsolicited,
  renderMail,
  renderSms,
  whatsAppVariables,
} from './templates/message-templates';
import { MessageBlockRepository } from './text/message-block.repository';
import { MessageRefused } from './text/text-provider';
import { EmailTransport, TextTransport } from './transports';

/** What a failed attempt leads to: another one after `delayMs`, or giving the message up. */
export type FailureOutcome =
  { retry: true; attempts: number; delayMs: number } | { retry: false; attempts: number };

export type DeliveryResult = 'sent' | 'skipped' | 'discarded' | 'refused';

/**
 * Delivers one outbox message. The row stays locked while it is sent, so two workers never send
 * the same message, and a message already sent is skipped. A text message to a blocked number,
 * or one the provider refuses for good, is failed with its reason and never tried again.
 */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailTransport,
    private readonly text: TextTransport,
    private readonly blocks: MessageBlockRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(outboxId: string): Promise<DeliveryResult> {
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
      if (!message.recipient) {
        await messages.update(message.id, { status: 'discarded', params: null });
        return 'discarded';
      }
      const params = message.params ?? {};
      let providerMessageId: string | null = null;
      if (message.channel === 'email') {
        await this.email.send(
          message.recipient,
          renderMail(message.template, message.language, params),
          message.id,
        );
      } else {
        const sent = await this.sendText(manager, message, params);
        if (sent === 'refused') return 'refused';
        providerMessageId = sent;
      }
      await messages.update(message.id, {
        status: 'sent',
        sentAt: new Date(),
        attempts: message.attempts + 1,
        params: null,
        lastError: null,
        providerMessageId,
      });
      return 'sent';
    });
  }

  /** The provider's message id, or 'refused' once the message is failed with its reason. */
  private async sendText(
    manager: EntityManager,
    message: OutboxMessage,
    params: Record<string, string>,
  ): Promise<string | null | 'refused'> {
    const channel = message.channel as 'sms' | 'whatsapp';
    const fail = (failure: OutboxMessage['failure'], error: string) =>
      manager.getRepository(OutboxMessage).update(message.id, {
        status: 'failed',
        failure,
        lastError: error.slice(0, 500),
        attempts: message.attempts + 1,
        params: null,
      });
    if (isUnsolicited(message.template)) {
      const blocked = await this.blocks.reasonFor(manager, channel, message.recipient);
      if (blocked) {
        await fail(blocked, `number blocked on ${channel}: ${blocked}`);
        return 'refused';
      }
    }
    try {
      const { providerMessageId } = await this.text.send({
        id: message.id,
        channel,
        to: message.recipient,
        text: renderSms(message.template, message.language, params),
        template: message.template,
        language: message.language,
        variables: whatsAppVariables(params),
      });
      return providerMessageId ?? null;
    } catch (error) {
      if (!(error instanceof MessageRefused)) throw error;
      await fail(error.reason, error.message);
      if (error.reason === 'invalid-number' || error.reason === 'opted-out') {
        const provider = this.text.providerName(channel);
        await this.blocks.record(channel, message.recipient, error.reason, provider, manager);
      }
      return 'refused';
    }
  }

  /**
   * Counts a failed attempt and sets when the next one is due: waits double from the first delay
   * up to the longest (never sooner than a provider's `Retry-After`); a message still
   * undelivered after the retry period is given up.
   */
  async recordFailure(
    outboxId: string,
    error: Error,
    minDelayMs = 0,
  ): Promise<FailureOutcome | null> {
    const { firstDelayMs, maxDelayMs, forSeconds } = this.config.mailRetry;
    const [rows]: [Array<{ attempts: number; status: string; delay_ms: number }>, number] =
      await this.dataSource.query(
        `UPDATE outbox_message AS message
            SET attempts = attempts + 1,
                last_error = $2,
                status = CASE WHEN giving_up THEN 'failed' ELSE status END,
                failure = CASE WHEN giving_up THEN 'gave-up' ELSE failure END,
                params = CASE WHEN giving_up THEN NULL ELSE params END,
                next_attempt_at = now() + make_interval(secs => delay_ms / 1000.0)
           FROM (SELECT created_at < now() - make_interval(secs => $5) AS giving_up,
                        greatest(least($3::float8 * power(2, least(attempts, 40)), $4::float8), $6::float8) AS delay_ms
                   FROM outbox_message WHERE id = $1) AS next
          WHERE message.id = $1 AND message.status = 'pending'
      RETURNING message.attempts, message.status, next.delay_ms`,
        [outboxId, error.message.slice(0, 500), firstDelayMs, maxDelayMs, forSeconds, minDelayMs],
      );
    const [row] = rows;
    if (!row) return null;
    return row.status === 'failed'
      ? { retry: false, attempts: row.attempts }
      : { retry: true, attempts: row.attempts, delayMs: Number(row.delay_ms) };
  }

  /** Pending messages whose attempt was due a while ago but never ran (Redis was down, say). */
  async findStranded(
    overdueMs: number,
    limit: number,
  ): Promise<Array<{ id: string; attempts: number }>> {
    return this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .select(['message.id AS id', 'message.attempts AS attempts'])
      .where('message.status = :status', { status: 'pending' })
      .andWhere('message.next_attempt_at < now() - make_interval(secs => :seconds)', {
        seconds: overdueMs / 1000,
      })
      .orderBy('message.next_attempt_at')
      .limit(limit)
      .getRawMany<{ id: string; attempts: number }>();
  }
}
