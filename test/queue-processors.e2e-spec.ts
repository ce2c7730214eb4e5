import { BullModule, getQueueToken, Processor, WorkerHost } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config/app-config';
import { ConfigModule } from '../src/config/config.module';
import { ProcessorCheck } from '../src/queue/processor-check';
import { QueueModule } from '../src/queue/queue.module';
import { QueueName } from '../src/queue/queues';
import { clearRedisPrefix, startTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

@Processor(QueueName.Email)
class EmailOnly extends WorkerHost {
  async process(): Promise<void> {}
}

describe('each queue has its processor in the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('the product starts with the check in place: every queue is consumed', () => {
    expect(t.config.role).not.toBe('api');
    expect(t.app.get(ProcessorCheck)).toBeInstanceOf(ProcessorCheck);
  });

  it('a worker with a queue nobody consumes stops at start, naming the queues', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      REDIS_URL,
      REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const worker = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(config),
        QueueModule.forRole(true),
        BullModule.registerQueue({ name: QueueName.Email }),
      ],
      providers: [EmailOnly],
    }).compile();
    try {
      const others = Object.values(QueueName).filter((queue) => queue !== QueueName.Email);
      await expect(worker.init()).rejects.toThrow(
        `queues without a processor in the worker: ${others.join(', ')}`,
      );
    } finally {
      // A context whose start failed cannot be closed: its worker and queue are closed by hand.
      await worker.get(EmailOnly).worker.close();
      await worker.get<Queue>(getQueueToken(QueueName.Email)).close();
      await clearRedisPrefix(REDIS_URL, config.redisPrefix);
    }
  });
});
