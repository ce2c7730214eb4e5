import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../queue/queues';
import { ResponseWriter } from '../survey/respond/response-writer';
import { Survey } from '../survey/survey/survey.entities';
import { SurveyRepository } from '../survey/survey/survey.repository';
import { ReportExportController } from './export/report-export.controller';
import { ReportExport } from './export/report-export.entity';
import { ReportExportProcessor } from './export/report-export.processor';
import { ReportExportRepository } from './export/report-export.repository';
import { ReportExportService } from './export/report-export.service';
import { ReportController, ReportSettingController } from './report.controller';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';
import { ReportSettingService } from './report-setting.service';

@Module({})
export class ReportModule {
  /**
   * The API answers reports and small exports; the worker also makes the queued exports.
   * ResponseWriter and SurveyRepository hold no state, so this module has its own instances
   * rather than importing the survey module a second time.
   */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: ReportModule,
      imports: [
        BullModule.registerQueue({ name: QueueName.Report }),
        TypeOrmModule.forFeature([Survey, ReportExport]),
      ],
      controllers: [ReportController, ReportSettingController, ReportExportController],
      providers: [
        ResponseWriter,
        SurveyRepository,
        ReportRepository,
        ReportService,
        ReportSettingService,
        ReportExportRepository,
        ReportExportService,
        ...(withWorker ? [ReportExportProcessor] : []),
      ],
    };
  }
}
