import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EmployeeModule } from '../employee/employee.module';
import { QueueName } from '../queue/queues';
import { ImportCommitRepository } from './import-commit.repository';
import { ImportJobs } from './import-jobs';
import { CrossRowCheckRepository } from './cross-row-check.repository';
import { ImportRowRepository } from './import-row.repository';
import { ImportStepsService } from './import-steps.service';
import { ImportSweep } from './import-sweep';
import { ImportController } from './import.controller';
import { EmployeeImport } from './import.entity';
import { configuredImportProcessor, ImportProcessor } from './import.processor';
import { ImportRepository } from './import.repository';
import { ImportService } from './import.service';

@Module({})
export class ImportModule {
  /** The API uploads, shows and edits imports; the worker parses, checks and commits them. */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: ImportModule,
      imports: [
        BullModule.registerQueue({ name: QueueName.Import }),
        TypeOrmModule.forFeature([EmployeeImport]),
        EmployeeModule,
      ],
      controllers: [ImportController],
      providers: [
        ImportRepository,
        ImportRowRepository,
        CrossRowCheckRepository,
        ImportJobs,
        ImportService,
        ...(withWorker
          ? [
              ImportCommitRepository,
              ImportStepsService,
              ImportSweep,
              {
                provide: ImportProcessor,
                inject: [APP_CONFIG, ImportStepsService],
                useFactory: (config: AppConfig, steps: ImportStepsService) =>
                  new (configuredImportProcessor(config.import))(steps),
              },
            ]
          : []),
      ],
    };
  }
}
