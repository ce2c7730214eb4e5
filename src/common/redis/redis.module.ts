import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const REDIS = Symbol('REDIS');

/** A shared ioredis client for throttling and health; queues open their own connections. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
        const logger = new Logger('Redis');
        // Reconnection is automatic; one line per failure instead of ioredis's unhandled-error dump.
        redis.on('error', (error: Error) => logger.warn(error.message));
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
