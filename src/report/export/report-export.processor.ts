import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { QueueName, ReportJob } from '../../queue/queues';
import { ReportExportService } from './report-export.service';

/** Makes queued report exports, one at a time per worker: each can read a whole survey. */
@Processor(QueueName.Report, { concurrency: 1 })
export class ReportExportProcessor extends WorkerHost {
  private readonly logger = new Logger(ReportExportProcessor.name);

  constructor(private readonly exports: ReportExportService) {
    super();
  }

  async process(job: Job<ReportJob>): Promise<void> {
    await this.exports.run(job.data.companyId, job.data.exportId);
  }

  /** Out of retries: the admin sees the export as failed. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<ReportJob> | undefined, error: Error): Promise<void> {
    if (!job) return;
    this.logger.warn(`report export ${job.data.exportId} failed: ${error.message}`);
    if (job.attemptsMade < (job.opts.attempts ?? 1)) return;
    await this.exports
      .fail(job.data.companyId, job.data.exportId)
      .catch((failure: Error) =>
        this.logger.warn(`report export ${job.data.exportId}: ${failure.message}`),
      );
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`report worker: ${error.message}`);
  }
}
