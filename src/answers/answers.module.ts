import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { QueueName } from '../queue/queues';
import {
  Survey,
  SurveyAccessCode,
  SurveyDraft,
  SurveyParticipation,
  SurveyVisit,
} from '../survey/survey/survey.entities';
import { AccessCodeRepository } from '../survey/survey/access-code.repository';
import { SurveyRepository } from '../survey/survey/survey.repository';
import { AccessCodeRedemption } from './access-code-redemption';
import { AnonymousAnswersProcessor } from './anonymous-answers.processor';
import { FrozenSurveyRepository } from './frozen-survey.repository';
import { RespondController } from './respond.controller';
import { RespondentRepository } from './respondent.repository';
import { RespondService } from './respond.service';
import { SurveyResponse } from './response.entities';
import { ResponsesModule } from './responses.module';
import { SurveyTokenService } from './survey-token.service';

@Module({})
export class AnswersModule {
  /**
   * Answering surveys: by personal link, access code or session. The worker also moves held
   * anonymous answers. The survey repositories hold no state, so this module has its own instances
   * rather than importing the survey module a second time.
   */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: AnswersModule,
      imports: [
        AuthModule,
        ResponsesModule,
        BullModule.registerQueue({ name: QueueName.Answers }),
        TypeOrmModule.forFeature([
          Survey,
          SurveyParticipation,
          SurveyDraft,
          SurveyAccessCode,
          SurveyVisit,
          SurveyResponse,
        ]),
      ],
      controllers: [RespondController],
      providers: [
        SurveyRepository,
        AccessCodeRepository,
        FrozenSurveyRepository,
        RespondentRepository,
        SurveyTokenService,
        AccessCodeRedemption,
        RespondService,
        ...(withWorker ? [AnonymousAnswersProcessor] : []),
      ],
    };
  }
}
