import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobPayloads, QueueName } from '../queue/queues';
import { DeliveryService } from './delivery.service';

@Processor(QueueName.Email, { concurrency: 4 })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(private readonly delivery: DeliveryService) {
    super();
  }

  async process(job: Job<JobPayloads[QueueName.Email]>): Promise<string> {
    try {
      return await this.delivery.deliver(job.data.outboxId);
    } catch (error) {
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.delivery.recordFailure(job.data.outboxId, error as Error, final);
      throw error;
    }
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`email worker: ${error.message}`);
  }
}
