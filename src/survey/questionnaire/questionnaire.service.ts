import { Injectable } from '@nestjs/common';
import { conflict } from '../../common/http/app-exceptions';
import { LanguageCode } from '../../common/i18n/languages';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TenantCrudService } from '../../common/tenant/tenant-crud.controller';
import { FrozenQuestion } from '../question.model';
import { ReportSettingService } from '../../setting/report-setting.service';
import { consentView, previewQuestionViews } from '../survey-view';
import { QuestionnaireBodyDto } from './questionnaire.dto';
import { Questionnaire } from './questionnaire.entities';
import {
  adminView,
  freeze,
  present,
  QuestionAdminView,
  QuestionnaireView,
} from './questionnaire.presenter';
import { QuestionnaireRepository } from './questionnaire.repository';

const ORDER = {
  name: 'questionnaire.name',
  createdAt: 'questionnaire.createdAt',
  updatedAt: 'questionnaire.updatedAt',
};

/**
 * Questionnaires: written freely, previewed, frozen into each survey when it is sent. Their
 * questions are edited through questionnaire-questions.service.ts.
 */
@Injectable()
export class QuestionnaireService implements TenantCrudService<
  QuestionnaireBodyDto,
  PageQueryDto,
  QuestionnaireView
> {
  constructor(
    private readonly questionnaires: QuestionnaireRepository,
    private readonly reportSettings: ReportSettingService,
  ) {}

  async list({ companyId }: TenantScope, query: PageQueryDto): Promise<Page<QuestionnaireView>> {
    const page = await this.questionnaires.page(
      companyId,
      query,
      ORDER,
      '-updatedAt',
      (builder) => {
        if (query.search) {
          builder.andWhere(
            `search_text(questionnaire.name) LIKE '%' || search_text(:search) || '%'`,
            { search: query.search },
          );
        }
      },
    );
    const counts = await this.questionnaires.questionCounts(
      companyId,
      page.items.map((item) => item.id),
    );
    return { ...page, items: page.items.map((item) => present(item, counts.get(item.id) ?? 0)) };
  }

  async get(
    { companyId }: TenantScope,
    id: string,
  ): Promise<QuestionnaireView & { questions: QuestionAdminView[] }> {
    const questionnaire = await this.questionnaires.get(companyId, id);
    const questions = await this.questionnaires.questionsOf(companyId, id);
    return { ...present(questionnaire, questions.length), questions: questions.map(adminView) };
  }

  async create({ companyId }: TenantScope, body: QuestionnaireBodyDto): Promise<QuestionnaireView> {
    return present(await this.questionnaires.insert(companyId, values(body)), 0);
  }

  async update(
    scope: TenantScope,
    id: string,
    body: QuestionnaireBodyDto,
  ): Promise<QuestionnaireView> {
    await this.questionnaires.update(scope.companyId, id, values(body));
    return this.get(scope, id);
  }

  async remove({ companyId }: TenantScope, id: string): Promise<void> {
    await this.questionnaires.get(companyId, id);
    if (await this.questionnaires.hasSurveys(id)) throw conflict('questionnaire.inUse');
    await this.questionnaires.remove(companyId, id);
  }

  /** The questionnaire as a respondent will see it, in one language. */
  async preview(scope: TenantScope, id: string, language: LanguageCode) {
    const questionnaire = await this.questionnaires.get(scope.companyId, id);
    const questions = (await this.questionnaires.questionsOf(scope.companyId, id)).map(freeze);
    return {
      id: questionnaire.id,
      name: questionnaire.name,
      language,
      consent: consentView(questions, language, await this.reportSettings.minimumGroupSize()),
      questions: previewQuestionViews(questions, language),
    };
  }

  /** What a survey keeps when it is sent. */
  async freeze(
    companyId: string,
    id: string,
  ): Promise<{ name: string; questions: FrozenQuestion[] }> {
    const questionnaire = await this.questionnaires.get(companyId, id);
    return {
      name: questionnaire.name,
      questions: (await this.questionnaires.questionsOf(companyId, id)).map(freeze),
    };
  }
}

function values(body: QuestionnaireBodyDto): Partial<Questionnaire> {
  return { name: body.name.trim(), description: body.description?.trim() || null };
}
