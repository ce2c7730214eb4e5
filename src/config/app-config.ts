import { plainToInstance, Transform } from 'class-transformer';
import { ConfigError } from './config-error';
import { encryptionKeyOf } from './encryption-key';
import { loadMessagingConfig, MessagingConfig } from './messaging-config';
import { jwtSecretOf } from './jwt-secret';
import { PlatformProviderSettings, platformProvidersOf } from './oidc-config';
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
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** The two shapes of an Azure Storage connection string that can reach a blob container. */
const AZURE_CONNECTION_STRING =
  /^(?=.*(?:^|;)\s*BlobEndpoint=https?:\/\/[^;]+)(?=.*(?:^|;)\s*SharedAccessSignature=[^;]+)|^(?=.*(?:^|;)\s*AccountName=[^;]+)(?=.*(?:^|;)\s*AccountKey=[^;]+)/;

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
  @IsString() MAIL_FROM = 'Diversitera <no-reply@diversitera.local>';
  @Transform(toInt) @IsInt() @Min(1) MAIL_RETRY_DELAY_MS = 2000;
  @Transform(toInt) @IsInt() @Min(1) MAIL_RETRY_MAX_DELAY_MS = 15 * 60 * 1000;
  @Transform(toInt) @IsInt() @Min(1) MAIL_RETRY_FOR_SECONDS = 3 * 24 * 3600;
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'must have at least 32 characters' })
  JWT_SECRET?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() JWT_SECRET_FILE?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() ENCRYPTION_KEY?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() ENCRYPTION_KEY_FILE?: string;
  @IsString() STORAGE_DIR = './data/uploads';
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(AZURE_CONNECTION_STRING, {
    message:
      'must be a connection string with AccountName and AccountKey, or BlobEndpoint and SharedAccessSignature',
  })
  AZURE_STORAGE_CONNECTION_STRING?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'must be 3 to 63 lower-case letters, digits and single hyphens',
  })
  AZURE_STORAGE_CONTAINER?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  SUPERADMIN_EMAIL?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() SUPERADMIN_PASSWORD?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false }) SENTRY_DSN?: string;
  @IsIn(PROCESS_ROLES as unknown as string[]) ROLE: ProcessRole = 'all';
  @IsString() CORS_ORIGINS = '';
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL = 'info';
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(LOG_FORMATS as unknown as string[])
  LOG_FORMAT?: LogFormat;
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
  @Transform(toInt) @IsInt() @Min(1) RETENTION_BATCH_ROWS = 500;
  @Matches(/^[A-Za-z0-9.,\s-]*$/, { message: 'must be host names separated by commas' })
  DATA_IN_BRAZIL_HOSTS = '';
  @Transform(toInt) @IsInt() @Min(0) @Max(365) COMPANY_ERASURE_GRACE_DAYS = 30;
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
  /** The providers of SMS and WhatsApp (messaging-config.ts). */
  messaging: MessagingConfig;
  mailFrom: string;
  /** A failed delivery is tried again after doubling waits, up to a longest wait, for so long. */
  mailRetry: { firstDelayMs: number; maxDelayMs: number; forSeconds: number };
  jwtSecret?: string;
  /** 32 bytes that encrypt second-factor and sign-in provider secrets at rest (AES-256-GCM). */
  encryptionKey?: Buffer;
  /** Google and Microsoft sign-in, when their clients are configured. */
  oidc: PlatformProviderSettings;
  storageDir: string;
  /** Files go to this Azure Blob Storage container instead of STORAGE_DIR when set. */
  azureStorage?: { connectionString: string; container: string };
  superAdmin?: { email: string; password: string };
  sentryDsn?: string;
  role: ProcessRole;
  corsOrigins: string[];
  logLevel: string;
  /** JSON lines, or lines for a person (the default when standard output is a terminal). */
  logFormat: LogFormat;
  throttleIpPerMinute: number;
  trustProxy: boolean;
  import: ImportSettings;
  /** Rows per transaction of the retention job; a company's erasure waits this many days. */
  retention: { batchRows: number; erasureGraceDays: number };
  /** Hosts the deployment declares as in Brazil, for the records of processing (transfers). */
  dataInBrazilHosts: string[];
}

export { ConfigError };

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
  const jwtSecret = jwtSecretOf(env);
  const encryptionKey = encryptionKeyOf(env);
  let oidc: PlatformProviderSettings;
  try {
    oidc = platformProvidersOf(source);
  } catch (error) {
    throw new ConfigError(`Configuration error: ${(error as Error).message}`);
  }
  if (!env.AZURE_STORAGE_CONNECTION_STRING !== !env.AZURE_STORAGE_CONTAINER) {
    throw new ConfigError(
      'Configuration error: AZURE_STORAGE_CONNECTION_STRING and AZURE_STORAGE_CONTAINER go together',
    );
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
    messaging: loadMessagingConfig(source),
    mailFrom: env.MAIL_FROM,
    mailRetry: {
      firstDelayMs: env.MAIL_RETRY_DELAY_MS,
      maxDelayMs: env.MAIL_RETRY_MAX_DELAY_MS,
      forSeconds: env.MAIL_RETRY_FOR_SECONDS,
    },
    jwtSecret,
    encryptionKey,
    oidc,
    storageDir: env.STORAGE_DIR,
    azureStorage: env.AZURE_STORAGE_CONNECTION_STRING
      ? {
          connectionString: env.AZURE_STORAGE_CONNECTION_STRING,
          container: env.AZURE_STORAGE_CONTAINER as string,
        }
      : undefined,
    superAdmin: env.SUPERADMIN_EMAIL
      ? { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD as string }
      : undefined,
    sentryDsn: env.SENTRY_DSN,
    role: env.ROLE,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
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
    retention: {
      batchRows: env.RETENTION_BATCH_ROWS,
      erasureGraceDays: env.COMPANY_ERASURE_GRACE_DAYS,
    },
    dataInBrazilHosts: env.DATA_IN_BRAZIL_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

const optionalKeys = [
  'ENCRYPTION_KEY',
  'ENCRYPTION_KEY_FILE',
  'SMTP_URL',
  'JWT_SECRET',
  'JWT_SECRET_FILE',
  'SUPERADMIN_EMAIL',
  'SUPERADMIN_PASSWORD',
  'SENTRY_DSN',
  'AZURE_STORAGE_CONNECTION_STRING',
  'AZURE_STORAGE_CONTAINER',
  'LOG_FORMAT',
];

export const APP_CONFIG = Symbol('APP_CONFIG');
