import { DefaultJobOptions } from 'bullmq';

/** Every queue of the product; each must have a processor in the worker role (processor-check.ts). */
export enum QueueName {
  Email = 'email',
  Import = 'import',
  Survey = 'survey',
  Answers = 'answers',
  Report = 'report',
  Retention = 'retention',
}

/** Periodic survey work: automatic reminders, and the next editions of recurring surveys. */
export type SurveyJob = { task: 'reminders' | 'editions' };

/** Periodic answering work: moving held anonymous answers into responses. */
export type AnswersJob = { task: 'flush-anonymous' };

/** Periodic LGPD work: every company's retention policy, and companies due for erasure. */
export type RetentionJob = { task: 'apply-policies' } | { task: 'erase-companies' };

/** A step of an employee spreadsheet import, run by the worker. */
export interface ImportJob {
  companyId: string;
  importId: string;
  step: 'parse' | 'validate' | 'commit';
  /** The association it validates; a newer one makes older validation jobs moot. */
  run?: number;
}

/** A report export made in the background; what to export is kept in its row. */
export interface ReportJob {
  companyId: string;
  exportId: string;
}

export interface JobPayloads {
  [QueueName.Email]: { outboxId: string };
  [QueueName.Survey]: SurveyJob;
  [QueueName.Answers]: AnswersJob;
  [QueueName.Import]: ImportJob;
  [QueueName.Report]: ReportJob;
  [QueueName.Retention]: RetentionJob;
}

/** E-mail jobs override the attempts: their retries, days long, are kept by the outbox. */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

/** BullMQ takes ioredis options rather than a URL. */
export function redisConnectionOptions(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}
