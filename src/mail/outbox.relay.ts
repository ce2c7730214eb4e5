import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';

const SWEEP_EVERY_MS = 5_000;
const STRANDED_AFTER_MS = 10_000;

/**
 * Runs in the worker: queues outbox messages whose attempt is overdue, because they never
 * reached Redis or their retry was lost with it. Several workers may sweep at once; the job id
 * keeps each attempt queued once.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly messages: OutboxRepository,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    }, SWEEP_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  async sweep(): Promise<void> {
    try {
      const stranded = await this.messages.findStranded(STRANDED_AFTER_MS, 500);
      await Promise.all(stranded.map(({ id, attempts }) => this.outbox.dispatch(id, attempts)));
    } catch (error) {
      this.logger.warn(`outbox sweep failed: ${(error as Error).message}`);
    }
  }
}
