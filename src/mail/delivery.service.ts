import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRepository } from './outbox.repository';
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
    private readonly messages: OutboxRepository,
    private readonly email: EmailTransport,
    private readonly text: TextTransport,
    private readonly blocks: MessageBlockRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(outboxId: string): Promise<DeliveryResult> {
    return this.dataSource.transaction(async (manager) => {
      const message = await this.messages.lockPending(manager, outboxId);
      if (!message) return 'skipped';
      if (!message.recipient) {
        await this.messages.discard(manager, message.id);
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
      await this.messages.markSent(manager, message, providerMessageId);
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
      this.messages.markFailed(manager, message, failure, error);
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
    const row = await this.messages.countFailure(
      outboxId,
      error.message,
      this.config.mailRetry,
      minDelayMs,
    );
    if (!row) return null;
    return row.status === 'failed'
      ? { retry: false, attempts: row.attempts }
      : { retry: true, attempts: row.attempts, delayMs: Number(row.delay_ms) };
  }
}
