import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { analyzeIfChanged } from '../common/database/table-statistics';
import { AnswersJob, JobPayloads, QueueName } from '../queue/queues';
import { AnonymousAnswers } from './anonymous-answers.service';

/** Held anonymous answers wait at most this long before a shuffled batch moves them. */
const FLUSH_EVERY_MS = 15_000;
/** The tables a move of held answers grows or rewrites. */
const MOVED_INTO = ['survey_response', 'survey_answer', 'survey_tally', 'survey_participation'];

@Processor(QueueName.Answers)
export class AnonymousAnswersProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnonymousAnswersProcessor.name);

  constructor(
    private readonly anonymousAnswers: AnonymousAnswers,
    private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Answers) private readonly queue: Queue<JobPayloads[QueueName.Answers]>,
  ) {
    super();
  }

  /** Schedulers are upserted by id, so every worker may declare them: Redis keeps one of each. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'flush-anonymous',
      { every: FLUSH_EVERY_MS },
      { name: 'flush-anonymous', data: { task: 'flush-anonymous' } },
    );
  }

  async process(job: Job<AnswersJob>): Promise<number> {
    const moved = await this.anonymousAnswers.flush();
    if (moved) {
      this.logger.log(`${job.data.task}: ${moved}`);
      await analyzeIfChanged(this.dataSource, MOVED_INTO);
    }
    return moved;
  }
}
