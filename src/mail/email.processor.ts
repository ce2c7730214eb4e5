import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { JobPayloads, QueueName } from '../queue/queues';
import { DeliveryService } from './delivery.service';

@Processor(QueueName.Email, { concurrency: 4 })
export class EmailProcessor extends WorkerHost {
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
}
