import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { ResponsesModule } from '../answers/responses.module';
import { QueueName } from '../queue/queues';
import { CompanyErasureRepository } from './company-erasure.repository';
import { CompanyErasureService } from './company-erasure.service';
import {
  CompanyErasureController,
  RecordsController,
  RetentionController,
} from './retention.controller';
import { RecordsRepository } from './records/records.repository';
import { RecordsService } from './records/records.service';
import { RetentionProcessor } from './retention.processor';
import { RetentionRepository } from './retention.repository';
import { RetentionService } from './retention.service';

@Module({})
export class RetentionModule {
  /**
   * How long a company keeps what it holds, its erasure, and its records of processing. The
   * worker applies every policy and erases companies whose date has come.
   */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: RetentionModule,
      imports: [ResponsesModule, BullModule.registerQueue({ name: QueueName.Retention })],
      controllers: [RetentionController, RecordsController, CompanyErasureController],
      providers: [
        RetentionRepository,
        RetentionService,
        CompanyErasureRepository,
        CompanyErasureService,
        RecordsRepository,
        RecordsService,
        ...(withWorker ? [RetentionProcessor] : []),
      ],
    };
  }
}
