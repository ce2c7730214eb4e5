import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { LanguageCode } from '../common/i18n/languages';
import { AppConfig } from '../config/app-config';
import { OutboxChannel, OutboxMessage } from './outbox-message.entity';
import { MessageTemplate } from './templates/message-templates';

export interface OutgoingMessage {
  channel: OutboxChannel;
  recipient: string;
  template: MessageTemplate;
  language: LanguageCode;
  params: Record<string, string>;
  /** A survey invitation or reminder names the participation it invites. */
  participationId?: string;
}

/** A failed attempt as counted: `status` is 'failed' when the message was given up. */
export interface CountedFailure {
  attempts: number;
  status: string;
  delay_ms: number;
}

/**
 * Every query on the outbox. Writes take the manager of the caller's transaction, so a message
 * is written, or its delivery recorded, with the change that causes it.
 */
@Injectable()
export class OutboxRepository {
  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
  ) {}

  async insert(manager: EntityManager, message: OutgoingMessage): Promise<string> {
    const messages = manager.getRepository(OutboxMessage);
    const { id } = await messages.save(messages.create({ ...message, status: 'pending' }));
    return id;
  }

  /** In one statement (survey invitations go to thousands at once); their ids, in order. */
  async insertMany(manager: EntityManager, messages: OutgoingMessage[]): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO outbox_message (channel, recipient, template, language, params, participation_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::uuid[])
       RETURNING id`,
      [
        messages.map((message) => message.channel),
        messages.map((message) => message.recipient),
        messages.map((message) => message.template),
        messages.map((message) => message.language),
        messages.map((message) => JSON.stringify(message.params)),
        messages.map((message) => message.participationId ?? null),
      ],
    );
    return rows.map(({ id }) => id);
  }

  /** The message while pending, locked until the transaction ends; null when another has it. */
  lockPending(manager: EntityManager, id: string): Promise<OutboxMessage | null> {
    return manager
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where('message.id = :outboxId AND message.status = :status', {
        outboxId: id,
        status: 'pending',
      })
      .getOne();
  }

  async discard(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(OutboxMessage).update(id, { status: 'discarded', params: null });
  }

  /** Its parameters (codes, links) go once it is sent. */
  async markSent(
    manager: EntityManager,
    message: OutboxMessage,
    providerMessageId: string | null,
  ): Promise<void> {
    await manager.getRepository(OutboxMessage).update(message.id, {
      status: 'sent',
      sentAt: new Date(),
      attempts: message.attempts + 1,
      params: null,
      lastError: null,
      providerMessageId,
    });
  }

  /** Failed for good, with its reason: it is never tried again. */
  async markFailed(
    manager: EntityManager,
    message: OutboxMessage,
    failure: OutboxMessage['failure'],
    error: string,
  ): Promise<void> {
    await manager.getRepository(OutboxMessage).update(message.id, {
      status: 'failed',
      failure,
      lastError: error.slice(0, 500),
      attempts: message.attempts + 1,
      params: null,
    });
  }

  /**
   * Counts a failed attempt of a pending message and sets when the next one is due (see
   * DeliveryService.recordFailure); null when the message is no longer pending.
   */
  async countFailure(
    id: string,
    error: string,
    retry: AppConfig['mailRetry'],
    minDelayMs: number,
  ): Promise<CountedFailure | null> {
    const [rows]: [CountedFailure[], number] = await this.messages.query(
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
      [id, error.slice(0, 500), retry.firstDelayMs, retry.maxDelayMs, retry.forSeconds, minDelayMs],
    );
    return rows[0] ?? null;
  }

  /** Pending messages whose attempt was due a while ago but never ran (Redis was down, say). */
  findStranded(overdueMs: number, limit: number): Promise<Array<{ id: string; attempts: number }>> {
    return this.messages
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
