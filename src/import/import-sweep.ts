import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ImportJobs } from './import-jobs';
import { ImportStepsService } from './import-steps.service';
import { ImportRepository } from './import.repository';

/**
 * Runs in the worker: an import left in a working step (parsing, validating, committing) with
 * no job to carry it, because queueing failed after its row changed, is queued again; one
 * whose job gave up without its failure being recorded is marked failed. Several workers may
 * sweep at once: job ids keep each step queued once.
 */
@Injectable()
export class ImportSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImportSweep.name);
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly imports: ImportRepository,
    private readonly jobs: ImportJobs,
    private readonly steps: ImportStepsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    }, this.config.import.sweepIntervalMs);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  async sweep(): Promise<void> {
    try {
      for (const record of await this.imports.idleInWorkingStep(
        this.config.import.sweepIntervalMs,
        100,
      )) {
        const outcome = await this.jobs.recover(record);
        if (outcome === 'live') continue;
        if (outcome === 'requeued')
          this.logger.warn(`import ${record.id}: ${record.status} requeued`);
        else await this.steps.fail(record.companyId, record.id, outcome);
      }
    } catch (error) {
      this.logger.warn(`import sweep failed: ${(error as Error).message}`);
    }
  }
}
