import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createHttpApp, createWorkerContext } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { createTestDatabase, databaseUrl, dropTestDatabase } from './database';
import { TestSmtpServer } from './smtp';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  smtp: TestSmtpServer;
  config: AppConfig;
  dataSource: DataSource;
  /** Starts another process role (a worker, say) on the same database, Redis prefix and SMTP. */
  startRole(role: 'worker' | 'api', env?: NodeJS.ProcessEnv): Promise<INestApplicationContext>;
  close(): Promise<void>;
}

/**
 * The real product for one test file: its own database (copied from the migrated template), its
 * own Redis key prefix, and an SMTP server on loopback.
 */
export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const smtp = new TestSmtpServer();
  const smtpUrl = await smtp.start();
  const baseEnv: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    SMTP_URL: smtpUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    APP_URL: 'http://localhost:3000',
    THROTTLE_IP_PER_MINUTE: '1000',
    STORAGE_DIR: `/tmp/${database}`,
    ...env,
  };
  const config = loadConfig(baseEnv);
  const app = await createHttpApp(config);
  await app.getHttpAdapter().getInstance().ready();
  const contexts: INestApplicationContext[] = [];

  return {
    app,
    http: request(app.getHttpServer()),
    smtp,
    config,
    dataSource: app.get(DataSource),
    async startRole(role, extra = {}) {
      const roleConfig = loadConfig({ ...baseEnv, ...extra, ROLE: role });
      const context =
        role === 'worker' ? await createWorkerContext(roleConfig) : await createHttpApp(roleConfig);
      contexts.push(context);
      return context;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await app.close();
      await smtp.stop();
      await clearRedisPrefix(baseEnv.REDIS_URL as string, config.redisPrefix);
      await dropTestDatabase(database);
    },
  };
}

/** Removes every key a test wrote under its prefix, so a shared Redis keeps nothing of it. */
export async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
