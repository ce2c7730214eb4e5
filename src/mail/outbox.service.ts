import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DEFAULT_LANGUAGE } from '../common/i18n/languages';
import { Tx } from '../common/tx/transaction-runner';
import { JobPayloads, QueueName } from '../queue/queues';
import { OutboxRepository, OutgoingMessage } from './outbox.repository';
import { MessageTemplate } from './templates/message-templates';

export type { OutgoingMessage } from './outbox.repository';

/**
 * Writes messages into the outbox inside the caller's transaction and hands them to the queue
 * once it commits. If Redis is unreachable then, the relay picks them up later.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);

  constructor(
    @InjectQueue(QueueName.Email) private readonly queue: Queue<JobPayloads[QueueName.Email]>,
    private readonly messages: OutboxRepository,
  ) {
    // Without a listener BullMQ prints every reconnection failure; one warning line is enough.
    queue.on('error', (error) => this.logger.warn(`email queue: ${error.message}`));
  }

  async enqueue(tx: Tx, message: OutgoingMessage): Promise<string> {
    const id = await this.messages.insert(tx.manager, message);
    tx.afterCommit(() => this.dispatch(id));
    return id;
  }

  /**
   * A message to nobody, written and queued like any other and discarded by the worker, so that
   * a request about an unknown identifier does the same work as one about a known identifier.
   */
  enqueueStandIn(tx: Tx, template: MessageTemplate): Promise<string> {
    return this.enqueue(tx, {
      channel: 'email',
      recipient: '',
      template,
      language: DEFAULT_LANGUAGE,
      params: {},
    });
  }

  /** Many messages in one statement (survey invitations go to thousands at once). */
  async enqueueMany(tx: Tx, messages: OutgoingMessage[]): Promise<void> {
    if (!messages.length) return;
    const ids = await this.messages.insertMany(tx.manager, messages);
    tx.afterCommit(() =>
      this.queue
        .addBulk(ids.map((id) => ({ name: 'deliver', ...deliveryJob(id, 0) })))
        .catch((error: Error) =>
          this.logger.warn(`${ids.length} messages left for the relay: ${error.message}`),
        ),
    );
  }

  /**
   * Idempotent: the job id is the message id and its attempt, so each attempt of a message is
   * queued once however many times it is dispatched. A retry waits `delayMs`.
   */
  async dispatch(outboxId: string, attempt = 0, delayMs = 0): Promise<void> {
    const { data, opts } = deliveryJob(outboxId, attempt);
    await this.queue.add('deliver', data, { ...opts, delay: delayMs }).catch((error: Error) => {
      this.logger.warn(`message ${outboxId} left for the relay: ${error.message}`);
    });
  }
}

/** Retries are the outbox's own (the row says when the next attempt is due), not BullMQ's. */
function deliveryJob(outboxId: string, attempt: number) {
  return { data: { outboxId }, opts: { jobId: `${outboxId}.${attempt}`, attempts: 1 } };
}
