import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProcessorCheck } from './processor-check';
import { DEFAULT_JOB_OPTIONS, redisConnectionOptions } from './queues';

@Global()
@Module({})
export class QueueModule {
  /** The worker checks at start that each queue has its processor. */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        DiscoveryModule,
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: redisConnectionOptions(config.redisUrl),
            prefix: `${config.redisPrefix}:bull`,
            defaultJobOptions: DEFAULT_JOB_OPTIONS,
          }),
        }),
      ],
      providers: withWorker ? [ProcessorCheck] : [],
    };
  }
}
