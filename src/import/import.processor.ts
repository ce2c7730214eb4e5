import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, Type } from '@nestjs/common';
import { Job } from 'bullmq';
import { ImportSettings } from '../config/app-config';
import { ImportJob, QueueName } from '../queue/queues';
import { failureReason } from './import-jobs';
import { ImportRefused, ImportStepsService } from './import-steps.service';

/**
 * Runs import steps. A worker that dies mid-step loses its lock; another worker takes the job
 * over after the lock expires (stalled-job recovery) and the step starts again from its status.
 */
export class ImportProcessor extends WorkerHost {
  private readonly logger = new Logger(ImportProcessor.name);

  constructor(private readonly steps: ImportStepsService) {
    super();
  }

  async process(job: Job<ImportJob>): Promise<void> {
    const { companyId, importId, step } = job.data;
    try {
      if (step === 'parse') await this.steps.parse(companyId, importId);
      else if (step === 'validate')
        await this.steps.validate(companyId, importId, job.data.run ?? 0);
      else await this.steps.commit(companyId, importId);
    } catch (error) {
      if (error instanceof ImportRefused) {
        await this.steps.fail(companyId, importId, error.reason);
        return;
      }
      this.logger.warn(`import ${importId} ${step} failed: ${(error as Error).message}`);
      throw error;
    }
  }

  /** Out of retries, or taken over too often: the admin sees the import as failed and why. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<ImportJob> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const stalled = /stalled/i.test(error.message);
    if (!stalled && job.attemptsMade < (job.opts.attempts ?? 1)) return;
    await this.steps
      .fail(job.data.companyId, job.data.importId, failureReason(job.data.step, error.message))
      .catch((failure: Error) =>
        this.logger.warn(`import ${job.data.importId}: ${failure.message}`),
      );
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`import worker: ${error.message}`);
  }
}

/**
 * BullMQ takes a worker's options from its class's decorator, read when the worker starts; each
 * configuration gets a subclass of its own, so the options come from the validated settings.
 */
export function configuredImportProcessor(settings: ImportSettings): Type<ImportProcessor> {
  @Processor(QueueName.Import, {
    concurrency: 2,
    lockDuration: settings.lockMs,
    stalledInterval: settings.stalledIntervalMs,
    maxStalledCount: settings.maxStalled,
  })
  class ConfiguredImportProcessor extends ImportProcessor {}
  return ConfiguredImportProcessor;
}
