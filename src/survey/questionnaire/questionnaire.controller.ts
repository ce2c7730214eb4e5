import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access, AccessRule } from '../../common/access/access.decorators';
import { LANGUAGES, LanguageCode } from '../../common/i18n/languages';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { TenantCrudController, validatedAs } from '../../common/tenant/tenant-crud.controller';
import { IMAGE_LIMIT_BYTES } from '../../common/upload/image';
import { ApiMultipartForm, readMultipart } from '../../common/upload/multipart';
import {
  LibraryQuestionDto,
  QuestionnaireBodyDto,
  QuestionnaireQuestionBodyDto,
  QuestionOrderDto,
} from './questionnaire.dto';
import { QuestionnaireService } from './questionnaire.service';
import { QuestionnaireQuestionsService } from './questionnaire-questions.service';

const PATH = 'admin/questionnaire';
const SURVEY_ADMIN: AccessRule = { roles: ['admin'], module: 'Survey' };

@Controller(PATH)
export class QuestionnaireController extends TenantCrudController({
  path: PATH,
  tag: 'admin: questionnaires',
  module: 'Survey',
  body: QuestionnaireBodyDto,
  query: PageQueryDto,
  service: QuestionnaireService,
}) {
  constructor(
    private readonly questionnaires: QuestionnaireService,
    private readonly questionnaireQuestions: QuestionnaireQuestionsService,
  ) {
    super(questionnaires);
  }

  @Get(':id/question')
  @Access(SURVEY_ADMIN)
  questions(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(PageQueryDto)) query: PageQueryDto,
  ) {
    return this.questionnaireQuestions.page(scope, id, query);
  }

  @Get(':id/question/:questionId')
  @Access(SURVEY_ADMIN)
  question(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('questionId') questionId: string,
  ) {
    return this.questionnaireQuestions.get(scope, id, questionId);
  }

  @Post(':id/question')
  @Access(SURVEY_ADMIN)
  addQuestion(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body() body: QuestionnaireQuestionBodyDto,
  ) {
    return this.questionnaireQuestions.add(scope, id, body);
  }

  @Post(':id/question/from-library')
  @Access(SURVEY_ADMIN)
  addFromLibrary(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body() body: LibraryQuestionDto,
  ) {
    return this.questionnaireQuestions.addFromLibrary(scope, id, body);
  }

  @Put(':id/question/order')
  @Access(SURVEY_ADMIN)
  reorder(@Scope() scope: TenantScope, @Param('id') id: string, @Body() body: QuestionOrderDto) {
    return this.questionnaireQuestions.reorder(scope, id, body);
  }

  @Put(':id/question/:questionId')
  @Access(SURVEY_ADMIN)
  updateQuestion(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('questionId') questionId: string,
    @Body() body: QuestionnaireQuestionBodyDto,
  ) {
    return this.questionnaireQuestions.update(scope, id, questionId, body);
  }

  @Delete(':id/question/:questionId')
  @Access(SURVEY_ADMIN)
  @HttpCode(204)
  removeQuestion(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('questionId') questionId: string,
  ) {
    return this.questionnaireQuestions.remove(scope, id, questionId);
  }

  @Post(':id/question/:questionId/image')
  @Access(SURVEY_ADMIN)
  @ApiMultipartForm(null, 'image')
  async setImage(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('questionId') questionId: string,
    @Req() request: FastifyRequest,
  ) {
    const form = await readMultipart(request, 'image', IMAGE_LIMIT_BYTES);
    return this.questionnaireQuestions.setImage(scope, id, questionId, form.file);
  }

  @Get(':id/preview')
  @Access(SURVEY_ADMIN)
  @ApiQuery({ name: 'language', required: false, enum: LANGUAGES.map((language) => language.code) })
  preview(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query('language') language?: string,
  ) {
    const chosen =
      LANGUAGES.find((candidate) => candidate.code === language)?.code ?? scope.language;
    return this.questionnaires.preview(scope, id, chosen as LanguageCode);
  }
}
