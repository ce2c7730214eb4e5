import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { LocalizedMessage } from '../common/http/app-exceptions';
import { ImportJob, QueueName } from '../queue/queues';
import { EmployeeImport } from './import.entity';

const JOB_OPTIONS: JobsOptions = { attempts: 3, backoff: { type: 'exponential', delay: 1000 } };
/** Job states in which a worker has the step in hand or will take it up. */
const LIVE = new Set(['active', 'waiting', 'delayed', 'prioritized', 'waiting-children']);

type ImportState = Pick<EmployeeImport, 'id' | 'companyId' | 'status' | 'validationRun'>;

/**
 * The job an import's status calls for, under an id of its own (one per step, and per
 * association for validation): queueing it twice queues it once.
 */
export function jobOf(record: ImportState): { job: ImportJob; jobId: string } | null {
  const base = { companyId: record.companyId, importId: record.id };
  switch (record.status) {
    case 'parsing':
      return { job: { ...base, step: 'parse' }, jobId: `${record.id}-parse` };
    case 'validating':
      return {
        job: { ...base, step: 'validate', run: record.validationRun },
        jobId: `${record.id}-validate-${record.validationRun}`,
      };
    case 'committing':
      return { job: { ...base, step: 'commit' }, jobId: `${record.id}-commit` };
    default:
      return null;
  }
}

/**
 * Why an import failed once its job gave up, in words the admin can act on: a worker lost too
 * often, or the step that could not finish and what to do (the details stay in the log).
 */
export function failureReason(step: ImportJob['step'], error: string): LocalizedMessage {
  return { key: /stalled/i.test(error) ? 'import.stalled' : `import.failed.${step}` };
}

/**
 * Hands import steps to the worker. The import's row is the truth and is written first; a job
 * that never reached Redis is queued again by the worker's sweep, so no import waits forever.
 */
@Injectable()
export class ImportJobs {
  private readonly logger = new Logger(ImportJobs.name);

  constructor(@InjectQueue(QueueName.Import) private readonly queue: Queue<ImportJob>) {
    queue.on('error', (error) => this.logger.warn(`import queue: ${error.message}`));
  }

  /** Queues the step the import is at; a refusal is left to the sweep rather than the caller. */
  async queueStep(record: ImportState): Promise<void> {
    const next = jobOf(record);
    if (!next) return;
    await this.queue
      .add(next.job.step, next.job, { ...JOB_OPTIONS, jobId: next.jobId })
      .catch((error: Error) =>
        this.logger.warn(`import ${record.id}: ${next.job.step} not queued: ${error.message}`),
      );
  }

  /**
   * What became of the job of a working import: `live` (nothing to do), `requeued` (it was
   * missing, or finished without moving the import), or the reason it failed with (its failure
   * was never recorded).
   */
  async recover(record: ImportState): Promise<'live' | 'requeued' | LocalizedMessage> {
    const next = jobOf(record);
    if (!next) return 'live';
    const job = await this.queue.getJob(next.jobId);
    const state = job ? await job.getState() : 'unknown';
    if (LIVE.has(state)) return 'live';
    if (state === 'failed') return failureReason(next.job.step, job?.failedReason ?? '');
    if (job) await job.remove();
    await this.queue.add(next.job.step, next.job, { ...JOB_OPTIONS, jobId: next.jobId });
    return 'requeued';
  }
}
