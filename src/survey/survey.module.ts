import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { DepartmentModule } from '../department/department.module';
import { QueueName } from '../queue/queues';
import { AdminLibraryController, SuperLibraryController } from './library/library.controllers';
import { PredefinedQuestion, ResponseModel } from './library/library.entities';
import {
  PredefinedQuestionRepository,
  ResponseModelRepository,
} from './library/library.repository';
import { LibraryService } from './library/library.service';
import { QuestionnaireController } from './questionnaire/questionnaire.controller';
import { Questionnaire, QuestionnaireQuestion } from './questionnaire/questionnaire.entities';
import { QuestionnaireRepository } from './questionnaire/questionnaire.repository';
import { QuestionnaireService } from './questionnaire/questionnaire.service';
import { QuestionnaireQuestionsService } from './questionnaire/questionnaire-questions.service';
import { AccessCodeRepository } from './survey/access-code.repository';
import { AccessCodeService } from './survey/access-code.service';
import { SurveyController } from './survey/survey.controller';
import {
  Survey,
  SurveyAccessCode,
  SurveyDraft,
  SurveyParticipation,
  SurveyVisit,
} from './survey/survey.entities';
import { ParticipationRepository } from './survey/participation.repository';
import { SurveyRepository } from './survey/survey.repository';
import { SurveyService } from './survey/survey.service';
import { SurveySendingService } from './survey/survey-sending.service';
import { SurveyScheduleService } from './survey/survey-schedule.service';
import { TranslationGapService } from './survey/translation-gap.service';
import { SurveyProcessor } from './survey.processor';
import { PosterController } from './posters/poster.controller';
import { PosterService } from './posters/poster.service';
import { SurveyReachService } from './survey/survey-reach';

@Module({})
export class SurveyModule {
  /** Questionnaires, the question library and sending surveys; the worker also sends scheduled reminders. */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: SurveyModule,
      imports: [
        AuthModule,
        DepartmentModule,
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
        ]),
      ],
      controllers: [
        SuperLibraryController,
        AdminLibraryController,
        QuestionnaireController,
        SurveyController,
        PosterController,
      ],
      providers: [
        PredefinedQuestionRepository,
        ResponseModelRepository,
        LibraryService,
        QuestionnaireRepository,
        QuestionnaireService,
        QuestionnaireQuestionsService,
        SurveyRepository,
        ParticipationRepository,
        SurveyService,
        SurveySendingService,
        SurveyScheduleService,
        AccessCodeRepository,
        AccessCodeService,
        TranslationGapService,
        SurveyReachService,
        PosterService,
        ...(withWorker ? [SurveyProcessor] : []),
      ],
      exports: [SurveyRepository],
    };
  }
}
