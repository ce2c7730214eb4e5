import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ResponsesModule } from '../answers/responses.module';
import { BenchmarkModule } from '../benchmark/benchmark.module';
import { QueueName } from '../queue/queues';
import { Survey } from '../survey/survey/survey.entities';
import { SurveyRepository } from '../survey/survey/survey.repository';
import { ReportExportController } from './export/report-export.controller';
import { ReportExport } from './export/report-export.entity';
import { ReportExportProcessor } from './export/report-export.processor';
import { ReportExportRepository } from './export/report-export.repository';
import { ReportExportService } from './export/report-export.service';
import { ComparisonsController } from './comparisons/comparisons.controller';
import { ComparisonsService } from './comparisons/comparisons.service';
import { IntersectionRepository } from './intersection/intersection.repository';
import { IntersectionService } from './intersection/intersection.service';
import { CommentModerationController } from './moderation/comment-moderation.controller';
import { CommentModerationRepository } from './moderation/comment-moderation.repository';
import { CommentModerationService } from './moderation/comment-moderation.service';
import { ReportController, ReportSettingController } from './report.controller';
import { ReportRepository } from './report.repository';
import { PublicationRepository } from './publication.repository';
import { ReportService } from './report.service';
import { TrendController } from './trend/trend.controller';
import { TrendService } from './trend/trend.service';

@Module({})
export class ReportModule {
  /**
   * The API answers reports and small exports; the worker also makes the queued exports.
   * SurveyRepository holds no state, so this module has its own instance rather than importing
   * the survey module a second time.
   */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: ReportModule,
      imports: [
        ResponsesModule,
        BenchmarkModule,
        BullModule.registerQueue({ name: QueueName.Report }),
        TypeOrmModule.forFeature([Survey, ReportExport]),
      ],
      controllers: [
        ReportController,
        ReportSettingController,
        ReportExportController,
        ComparisonsController,
        CommentModerationController,
        TrendController,
      ],
      providers: [
        SurveyRepository,
        ReportRepository,
        PublicationRepository,
        ReportService,
        ReportExportRepository,
        ReportExportService,
        ComparisonsService,
        IntersectionRepository,
        IntersectionService,
        CommentModerationRepository,
        CommentModerationService,
        TrendService,
        ...(withWorker ? [ReportExportProcessor] : []),
      ],
    };
  }
}
