import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobPayloads, QueueName, SurveyJob } from '../queue/queues';
import { ResponseWriter } from './respond/response-writer';
import { SurveyService } from './survey/survey.service';

/** Held anonymous answers wait at most this long before a shuffled batch moves them. */
const FLUSH_EVERY_MS = 15_000;
const REMIND_CHECK_EVERY_MS = 60 * 60 * 1000;

@Processor(QueueName.Survey)
export class SurveyProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(SurveyProcessor.name);

  constructor(
    private readonly writer: ResponseWriter,
    private readonly surveys: SurveyService,
    @InjectQueue(QueueName.Survey) private readonly queue: Queue<JobPayloads[QueueName.Survey]>,
  ) {
    super();
  }

  /** Schedulers are upserted by id, so every worker may declare them: Redis keeps one of each. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'flush-anonymous',
      { every: FLUSH_EVERY_MS },
      {
        name: 'flush-anonymous',
        data: { task: 'flush-anonymous' },
      },
    );
    await this.queue.upsertJobScheduler(
      'reminders',
      { every: REMIND_CHECK_EVERY_MS },
      {
        name: 'reminders',
        data: { task: 'reminders' },
      },
    );
  }

  async process(job: Job<SurveyJob>): Promise<number> {
    const done =
      job.data.task === 'flush-anonymous'
        ? await this.writer.flush()
        : await this.surveys.sendDueReminders();
    if (done) this.logger.log(`${job.data.task}: ${done}`);
    return done;
  }
}
