import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MinLength,
  Min,
  validateSync,
} from 'class-validator';

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Environment variables as documented in the README; every one validated at start. */
class Environment {
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV = 'development';
  @Transform(toInt) @IsInt() @Min(0) @Max(65535) PORT = 3000;
  @IsUrl({ require_tld: false, require_protocol: true }) APP_URL = 'http://localhost:3000';
  @Matches(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/diversitera';
  @Matches(/^rediss?:\/\//, { message: 'must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  SMS_WEBHOOK_URL?: string;
  @IsString() MAIL_FROM = 'Diversitera <no-reply@diversitera.local>';
  @Transform(toInt) @IsInt() @Min(1) MAIL_RETRY_DELAY_MS = 2000;
  @Transform(toInt) @IsInt() @Min(1) MAIL_RETRY_MAX_DELAY_MS = 15 * 60 * 1000;
  @Transform(toInt) @IsInt() @Min(1) MAIL_RETRY_FOR_SECONDS = 3 * 24 * 3600;
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'must have at least 32 characters' })
  JWT_SECRET?: string;
  @IsString() STORAGE_DIR = './data/uploads';
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  SUPERADMIN_EMAIL?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() SUPERADMIN_PASSWORD?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false }) SENTRY_DSN?: string;
  @IsIn(PROCESS_ROLES as unknown as string[]) ROLE: ProcessRole = 'all';
  @IsString() CORS_ORIGINS = '';
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL = 'info';
  @Matches(/^[A-Za-z0-9:_-]+$/, { message: 'may hold letters, digits, ":", "_" and "-" only' })
  REDIS_PREFIX = 'diversitera';
  @Transform(toInt) @IsInt() @Min(5) THROTTLE_IP_PER_MINUTE = 30;
  @Transform(({ value }) => value === true || value === 'true' || value === '1') TRUST_PROXY =
    false;
  @Transform(toInt) @IsInt() @Min(1000) IMPORT_JOB_LOCK_MS = 30_000;
  @Transform(toInt) @IsInt() @Min(500) IMPORT_STALLED_INTERVAL_MS = 30_000;
  @Transform(toInt) @IsInt() @Min(0) IMPORT_MAX_STALLED = 2;
  @Transform(toInt) @IsInt() @Min(1) IMPORT_COMMIT_BATCH_ROWS = 10_000;
  @Transform(toInt) @IsInt() @Min(100) IMPORT_SWEEP_INTERVAL_MS = 15_000;
  @Transform(toInt) @IsInt() @Min(0) IMPORT_TEST_COMMIT_PAUSE_MS = 0;
}

/** The import worker's tunables (README, configuration). */
export interface ImportSettings {
  /** How long a worker holds a job before another may take it over (BullMQ lockDuration). */
  lockMs: number;
  /** How often workers look for jobs whose holder died (BullMQ stalledInterval). */
  stalledIntervalMs: number;
  /** Takeovers before a job is given up as failed. */
  maxStalled: number;
  /** Rows per statement while committing; progress moves after each batch. */
  commitBatchRows: number;
  /** How often a worker re-queues imports left in a working step with no job, idle that long. */
  sweepIntervalMs: number;
  /** Test only: a pause after each commit batch, so a test can kill a worker mid-commit. */
  commitPauseMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl?: string;
  smsWebhookUrl?: string;
  mailFrom: string;
  /** A failed delivery is tried again after doubling waits, up to a longest wait, for so long. */
  mailRetry: { firstDelayMs: number; maxDelayMs: number; forSeconds: number };
  jwtSecret?: string;
  storageDir: string;
  superAdmin?: { email: string; password: string };
  sentryDsn?: string;
  role: ProcessRole;
  corsOrigins: string[];
  logLevel: string;
  throttleIpPerMinute: number;
  trustProxy: boolean;
  import: ImportSettings;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; the first bad variable is named in the error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(
    Object.keys(new Environment())
      .concat(optionalKeys)
      .flatMap((key) => (source[key] === undefined ? [] : [[key, source[key]]])),
  );
  const env = plainToInstance(Environment, raw);
  const [error] = validateSync(env, { skipMissingProperties: false });
  if (error) {
    const message = Object.values(error.constraints ?? {})[0] ?? 'is invalid';
    throw new ConfigError(
      `Configuration error: ${error.property} ${message.replace(`${error.property} `, '')}`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Configuration error: JWT_SECRET is required when NODE_ENV=production');
  }
  if (env.SUPERADMIN_EMAIL && !env.SUPERADMIN_PASSWORD) {
    throw new ConfigError(
      'Configuration error: SUPERADMIN_PASSWORD is required with SUPERADMIN_EMAIL',
    );
  }
  return {
    env: env.NODE_ENV as AppConfig['env'],
    port: env.PORT,
    appUrl: env.APP_URL.replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    smtpUrl: env.SMTP_URL,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    mailFrom: env.MAIL_FROM,
    mailRetry: {
      firstDelayMs: env.MAIL_RETRY_DELAY_MS,
      maxDelayMs: env.MAIL_RETRY_MAX_DELAY_MS,
      forSeconds: env.MAIL_RETRY_FOR_SECONDS,
    },
    jwtSecret: env.JWT_SECRET,
    storageDir: env.STORAGE_DIR,
    superAdmin: env.SUPERADMIN_EMAIL
      ? { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD as string }
      : undefined,
    sentryDsn: env.SENTRY_DSN,
    role: env.ROLE,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    throttleIpPerMinute: env.THROTTLE_IP_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    import: {
      lockMs: env.IMPORT_JOB_LOCK_MS,
      stalledIntervalMs: env.IMPORT_STALLED_INTERVAL_MS,
      maxStalled: env.IMPORT_MAX_STALLED,
      commitBatchRows: env.IMPORT_COMMIT_BATCH_ROWS,
      sweepIntervalMs: env.IMPORT_SWEEP_INTERVAL_MS,
      commitPauseMs: env.NODE_ENV === 'production' ? 0 : env.IMPORT_TEST_COMMIT_PAUSE_MS,
    },
  };
}

const optionalKeys = [
  'SMTP_URL',
  'SMS_WEBHOOK_URL',
  'JWT_SECRET',
  'SUPERADMIN_EMAIL',
  'SUPERADMIN_PASSWORD',
  'SENTRY_DSN',
];

export const APP_CONFIG = Symbol('APP_CONFIG');
