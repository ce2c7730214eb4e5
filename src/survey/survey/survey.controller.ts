import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Access, AccessRule } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { TenantCrudController } from '../../common/tenant/tenant-crud.controller';
import { AccessCodeService } from './access-code.service';
import {
  AccessCodeBodyDto,
  ExtendSurveyDto,
  NewEditionDto,
  ParticipationQueryDto,
  SurveyBodyDto,
  SurveyQueryDto,
} from './survey.dto';
import { SurveyService } from './survey.service';
import { SurveySendingService } from './survey-sending.service';
import { SurveyScheduleService } from './survey-schedule.service';
import { TranslationGapService } from './translation-gap.service';
import { SurveyReachService } from './survey-reach';

const PATH = 'admin/survey';
const SURVEY_ADMIN: AccessRule = { roles: ['admin'], module: 'Survey' };

@Controller(PATH)
export class SurveyController extends TenantCrudController({
  path: PATH,
  tag: 'admin: surveys',
  module: 'Survey',
  body: SurveyBodyDto,
  query: SurveyQueryDto,
  service: SurveyService,
}) {
  constructor(
    private readonly surveys: SurveyService,
    private readonly sending: SurveySendingService,
    private readonly codes: AccessCodeService,
    private readonly gaps: TranslationGapService,
    private readonly reachOf: SurveyReachService,
    private readonly schedule: SurveyScheduleService,
  ) {
    super(surveys);
  }

  @Post(':id/send')
  @Access(SURVEY_ADMIN)
  @HttpCode(200)
  send(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.surveys.send(scope, id);
  }

  /** The next edition of the survey's series, as a draft copying its questionnaire and audience. */
  @Post(':id/edition')
  @Access(SURVEY_ADMIN)
  newEdition(@Scope() scope: TenantScope, @Param('id') id: string, @Body() body: NewEditionDto) {
    return this.surveys.newEdition(scope, id, body);
  }

  @Post(':id/close')
  @Access(SURVEY_ADMIN)
  @HttpCode(200)
  close(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.surveys.close(scope, id);
  }

  /** A later end date for a sent survey that is not closed (audited). */
  @Post(':id/extend')
  @Access(SURVEY_ADMIN)
  @HttpCode(200)
  extend(@Scope() scope: TenantScope, @Param('id') id: string, @Body() body: ExtendSurveyDto) {
    return this.schedule.extend(scope, id, body.endsAt);
  }

  /** A closed survey open again within its planned period (audited). */
  @Post(':id/reopen')
  @Access(SURVEY_ADMIN)
  @HttpCode(200)
  reopen(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.schedule.reopen(scope, id);
  }

  @Post(':id/remind')
  @Access(SURVEY_ADMIN)
  @HttpCode(200)
  remind(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.sending.remind(scope, id);
  }

  /** Languages of the audience that would read some questions in Portuguese. */
  @Get(':id/translation-gaps')
  @Access(SURVEY_ADMIN)
  translationGaps(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.gaps.of(scope, id);
  }

  /** How many people each channel reached (e-mail, SMS, WhatsApp), and why the rest were not. */
  @Get(':id/reach')
  @Access(SURVEY_ADMIN)
  reach(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.reachOf.of(scope, id);
  }

  @Get(':id/participation')
  @Access(SURVEY_ADMIN)
  participation(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query() query: ParticipationQueryDto,
  ) {
    return this.surveys.participation(scope, id, query);
  }

  @Post(':id/access-code')
  @Access(SURVEY_ADMIN)
  createCode(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body() body: AccessCodeBodyDto,
  ) {
    return this.codes.create(scope, id, body);
  }

  @Get(':id/access-code')
  @Access(SURVEY_ADMIN)
  listCodes(@Scope() scope: TenantScope, @Param('id') id: string, @Query() query: PageQueryDto) {
    return this.codes.list(scope, id, query);
  }

  @Delete(':id/access-code/:codeId')
  @Access(SURVEY_ADMIN)
  @HttpCode(204)
  revokeCode(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('codeId') codeId: string,
  ) {
    return this.codes.revoke(scope, id, codeId);
  }
}
