import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobPayloads, QueueName, RetentionJob } from '../queue/queues';
import { CompanyErasureService } from './company-erasure.service';
import { RetentionService } from './retention.service';

/** Policies are counted in days: once a day is enough. */
const APPLY_EVERY_MS = 24 * 3600 * 1000;
/** A company's erasure waits at most this long past its date. */
const ERASE_CHECK_EVERY_MS = 3600 * 1000;

@Processor(QueueName.Retention, { concurrency: 1 })
export class RetentionProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(RetentionProcessor.name);

  constructor(
    private readonly retention: RetentionService,
    private readonly erasures: CompanyErasureService,
    @InjectQueue(QueueName.Retention)
    private readonly queue: Queue<JobPayloads[QueueName.Retention]>,
  ) {
    super();
  }

  /** Schedulers are upserted by id, so every worker may declare them: Redis keeps one of each. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'apply-policies',
      { every: APPLY_EVERY_MS },
      { name: 'apply-policies', data: { task: 'apply-policies' } },
    );
    await this.queue.upsertJobScheduler(
      'erase-companies',
      { every: ERASE_CHECK_EVERY_MS },
      { name: 'erase-companies', data: { task: 'erase-companies' } },
    );
  }

  async process(job: Job<RetentionJob>): Promise<unknown> {
    if (job.data.task === 'erase-companies') {
      const erased = await this.erasures.eraseDue();
      if (erased) this.logger.log(`${job.data.task}: ${erased}`);
      return erased;
    }
    return this.retention.applyAll();
  }
}
