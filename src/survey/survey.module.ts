import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { QueueName } from '../queue/queues';
import { AdminLibraryController, SuperLibraryController } from './library/library.controllers';
import { PredefinedQuestion, ResponseModel } from './library/library.entities';
import { LibraryService } from './library/library.service';
import { QuestionnaireController } from './questionnaire/questionnaire.controller';
import { Questionnaire, QuestionnaireQuestion } from './questionnaire/questionnaire.entities';
import { QuestionnaireRepository } from './questionnaire/questionnaire.repository';
import { QuestionnaireService } from './questionnaire/questionnaire.service';
import { RespondController } from './respond/respond.controller';
import { RespondService } from './respond/respond.service';
import { SurveyResponse } from './respond/response.entities';
import { ResponseWriter } from './respond/response-writer';
import { SurveyCatalog } from './respond/survey-catalog';
import { SurveyTokenService } from './respond/survey-token.service';
import { AccessCodeService } from './survey/access-code.service';
import { SurveyController } from './survey/survey.controller';
import {
  Survey,
  SurveyAccessCode,
  SurveyDraft,
  SurveyParticipation,
  SurveyVisit,
} from './survey/survey.entities';
import { SurveyRepository } from './survey/survey.repository';
import { SurveyService } from './survey/survey.service';
import { SurveyProcessor } from './survey.processor';

@Module({})
export class SurveyModule {
  /** The worker also moves held anonymous answers and sends scheduled reminders. */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: SurveyModule,
      imports: [
        AuthModule,
        BullModule.registerQueue({ name: QueueName.Survey }),
        TypeOrmModule.forFeature([
          ResponseModel,
          PredefinedQuestion,
          Questionnaire,
          QuestionnaireQuestion,
          Survey,
          SurveyParticipation,
          SurveyDraft,
          SurveyAccessCode,
          SurveyVisit,
          SurveyResponse,
        ]),
      ],
      controllers: [
        SuperLibraryController,
        AdminLibraryController,
        QuestionnaireController,
        SurveyController,
        RespondController,
      ],
      providers: [
        LibraryService,
        QuestionnaireRepository,
        QuestionnaireService,
        SurveyRepository,
        SurveyService,
        AccessCodeService,
        SurveyTokenService,
        RespondService,
        ResponseWriter,
        SurveyCatalog,
        ...(withWorker ? [SurveyProcessor] : []),
      ],
      exports: [ResponseWriter, SurveyRepository],
    };
  }
}
