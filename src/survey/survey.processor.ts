import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobPayloads, QueueName, SurveyJob } from '../queue/queues';
import { SurveySendingService } from './survey/survey-sending.service';

const REMIND_CHECK_EVERY_MS = 60 * 60 * 1000;
const EDITION_CHECK_EVERY_MS = 60 * 60 * 1000;

@Processor(QueueName.Survey)
export class SurveyProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(SurveyProcessor.name);

  constructor(
    private readonly sending: SurveySendingService,
    @InjectQueue(QueueName.Survey) private readonly queue: Queue<JobPayloads[QueueName.Survey]>,
  ) {
    super();
  }

  /** Schedulers are upserted by id, so every worker may declare them: Redis keeps one of each. */
  async onApplicationBootstrap(): Promise<void> {
    // Held anonymous answers used to be moved by this queue; they have their own now, and a
    // scheduler left in Redis from before would fire the reminder check every few seconds.
    await this.queue.removeJobScheduler('flush-anonymous');
    await this.queue.upsertJobScheduler(
      'reminders',
      { every: REMIND_CHECK_EVERY_MS },
      { name: 'reminders', data: { task: 'reminders' } },
    );
    await this.queue.upsertJobScheduler(
      'editions',
      { every: EDITION_CHECK_EVERY_MS },
      { name: 'editions', data: { task: 'editions' } },
    );
  }

  async process(job: Job<SurveyJob>): Promise<number> {
    const sent =
      job.data.task === 'editions'
        ? await this.sending.openDueEditions()
        : await this.sending.sendDueReminders();
    if (sent) this.logger.log(`${job.data.task}: ${sent}`);
    return sent;
  }
}
