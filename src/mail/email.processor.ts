import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobPayloads, QueueName } from '../queue/queues';
import { DeliveryService } from './delivery.service';
import { OutboxService } from './outbox.service';
import { ProviderBusy } from './text/text-provider';

@Processor(QueueName.Email, { concurrency: 4 })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly delivery: DeliveryService,
    private readonly outbox: OutboxService,
  ) {
    super();
  }

  /** A failed attempt is recorded on the message and the next one queued with its delay. */
  async process(job: Job<JobPayloads[QueueName.Email]>): Promise<string> {
    const { outboxId } = job.data;
    try {
      return await this.delivery.deliver(outboxId);
    } catch (error) {
      const outcome = await this.delivery.recordFailure(
        outboxId,
        error as Error,
        error instanceof ProviderBusy ? error.retryAfterMs : undefined,
      );
      if (!outcome) return 'skipped';
      const reason = (error as Error).message;
      if (!outcome.retry) {
        this.logger.error(
          `message ${outboxId} given up after ${outcome.attempts} attempts: ${reason}`,
        );
        return 'failed';
      }
      this.logger.warn(
        `message ${outboxId} not delivered (attempt ${outcome.attempts}), next in ${outcome.delayMs} ms: ${reason}`,
      );
      await this.outbox.dispatch(outboxId, outcome.attempts, outcome.delayMs);
      return 'retrying';
    }
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`email worker: ${error.message}`);
  }
}
