import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { conflict, notFound, ValidationFailedException } from '../../common/http/app-exceptions';
import { LanguageCode } from '../../common/i18n/languages';
import { mapPage } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { FileStorage } from '../../common/storage/storage';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TenantCrudService } from '../../common/tenant/tenant-crud.controller';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { requireImage } from '../../common/upload/image';
import { UploadedFile } from '../../common/upload/multipart';
import { LibraryService } from '../library/library.service';
import { checkSensitive, checkStatements, sanitizeTexts } from '../question-content';
import { FrozenQuestion } from '../question.model';
import { ReportSettingService } from '../../setting/report-setting.service';
import { consentView, previewQuestionViews } from '../survey-view';
import {
  LibraryQuestionDto,
  QuestionnaireBodyDto,
  QuestionnaireQuestionBodyDto,
  QuestionOrderDto,
} from './questionnaire.dto';
import { Questionnaire, QuestionnaireQuestion } from './questionnaire.entities';
import {
  adminView,
  freeze,
  present,
  QuestionAdminView,
  QuestionnaireView,
} from './questionnaire.presenter';
import { QuestionnaireRepository } from './questionnaire.repository';
import { checkCondition, checkDependents } from './questionnaire-rules';

const ORDER = {
  name: 'questionnaire.name',
  createdAt: 'questionnaire.createdAt',
  updatedAt: 'questionnaire.updatedAt',
};

/** Questionnaires and their questions: written freely, frozen into each survey when it is sent. */
@Injectable()
export class QuestionnaireService implements TenantCrudService<
  QuestionnaireBodyDto,
  PageQueryDto,
  QuestionnaireView
> {
  constructor(
    private readonly questionnaires: QuestionnaireRepository,
    private readonly library: LibraryService,
    private readonly storage: FileStorage,
    private readonly transactions: TransactionRunner,
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

  async questions(
    { companyId }: TenantScope,
    id: string,
    query: PageQueryDto,
  ): Promise<Page<QuestionAdminView>> {
    return mapPage(await this.questionnaires.questionPage(companyId, id, query), adminView);
  }

  async question(
    { companyId }: TenantScope,
    id: string,
    questionId: string,
  ): Promise<QuestionAdminView> {
    return adminView(await this.questionnaires.question(companyId, id, questionId));
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

  async addQuestion(
    scope: TenantScope,
    id: string,
    body: QuestionnaireQuestionBodyDto,
  ): Promise<QuestionAdminView> {
    const questions = await this.questionnaires.questionsOf(scope.companyId, id);
    const question = this.questionnaires.createQuestion({
      id: randomUUID(),
      questionnaireId: id,
      companyId: scope.companyId,
      position: questions.length,
    });
    await this.fill(scope.companyId, question, body, questions);
    await this.transactions.run((tx) => this.questionnaires.saveQuestions(tx.manager, [question]));
    return adminView(question);
  }

  /** A library question copied into the questionnaire: later library edits do not change it. */
  async addFromLibrary(
    scope: TenantScope,
    id: string,
    body: LibraryQuestionDto,
  ): Promise<QuestionAdminView> {
    const source = await this.library.question(body.predefinedQuestionId, true).catch(() => {
      throw ValidationFailedException.of('predefinedQuestionId', 'validation.unknownOption');
    });
    const questions = await this.questionnaires.questionsOf(scope.companyId, id);
    const question = this.questionnaires.createQuestion({
      id: randomUUID(),
      questionnaireId: id,
      companyId: scope.companyId,
      position: questions.length,
      type: source.type,
      texts: source.texts,
      options: source.options,
      statements: source.statements,
      sensitive: source.sensitive,
      category: source.category,
      required: !source.sensitive && (body.required ?? false),
      min: null,
      max: null,
      imageKey: null,
      condition: null,
      predefinedQuestionId: source.id,
    });
    await this.transactions.run((tx) => this.questionnaires.saveQuestions(tx.manager, [question]));
    return adminView(question);
  }

  async updateQuestion(
    scope: TenantScope,
    id: string,
    questionId: string,
    body: QuestionnaireQuestionBodyDto,
  ): Promise<QuestionAdminView> {
    const questions = await this.questionnaires.questionsOf(scope.companyId, id);
    const question = questions.find((candidate) => candidate.id === questionId);
    if (!question) throw notFound();
    await this.fill(scope.companyId, question, body, questions);
    checkDependents(questions);
    await this.transactions.run((tx) => this.questionnaires.saveQuestions(tx.manager, [question]));
    return adminView(question);
  }

  /** A question others depend on (through their conditions) stays until they no longer do. */
  async removeQuestion(scope: TenantScope, id: string, questionId: string): Promise<void> {
    const questions = await this.questionnaires.questionsOf(scope.companyId, id);
    const question = questions.find((candidate) => candidate.id === questionId);
    if (!question) throw notFound();
    if (questions.some((other) => other.condition?.questionId === questionId))
      throw conflict('conflict.inUse');
    const rest = questions.filter((other) => other.id !== questionId);
    rest.forEach((other, position) => (other.position = position));
    await this.transactions.run(async (tx) => {
      await this.questionnaires.deleteQuestion(tx.manager, questionId);
      await this.questionnaires.saveQuestions(tx.manager, rest);
    });
    if (question.imageKey) await this.releaseImage(scope.companyId, question.imageKey);
  }

  /** Every question once, in the new order; a condition must still look back, never forward. */
  async reorder(
    scope: TenantScope,
    id: string,
    body: QuestionOrderDto,
  ): Promise<QuestionAdminView[]> {
    const questions = await this.questionnaires.questionsOf(scope.companyId, id);
    const byId = new Map(questions.map((question) => [question.id, question]));
    if (
      body.questionIds.length !== questions.length ||
      new Set(body.questionIds).size !== questions.length ||
      body.questionIds.some((questionId) => !byId.has(questionId))
    ) {
      throw ValidationFailedException.of('questionIds', 'questionnaire.orderMismatch');
    }
    const ordered = body.questionIds.map((questionId, position) =>
      Object.assign(byId.get(questionId) as QuestionnaireQuestion, { position }),
    );
    checkDependents(ordered);
    await this.transactions.run((tx) => this.questionnaires.saveQuestions(tx.manager, ordered));
    return ordered.map(adminView);
  }

  async setImage(
    scope: TenantScope,
    id: string,
    questionId: string,
    image: UploadedFile | undefined,
  ): Promise<QuestionAdminView> {
    const question = await this.questionnaires.question(scope.companyId, id, questionId);
    if (!image) throw ValidationFailedException.of('image', 'validation.required');
    const type = requireImage('image', image.content);
    const previous = question.imageKey;
    question.imageKey = `question-images/${randomUUID()}.${type === 'png' ? 'png' : 'jpg'}`;
    await this.storage.put(question.imageKey, image.content);
    await this.transactions.run((tx) => this.questionnaires.saveQuestions(tx.manager, [question]));
    if (previous) await this.releaseImage(scope.companyId, previous);
    return adminView(question);
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

  /** An image no question shows any more goes, unless a sent survey froze it and still shows it. */
  private async releaseImage(companyId: string, imageKey: string): Promise<void> {
    if (!(await this.questionnaires.imageFrozen(companyId, imageKey)))
      await this.storage.remove(imageKey);
  }

  private async fill(
    companyId: string,
    question: QuestionnaireQuestion,
    body: QuestionnaireQuestionBodyDto,
    questions: QuestionnaireQuestion[],
  ): Promise<void> {
    const sensitive = checkSensitive(body.type, body.sensitive ?? false);
    Object.assign(question, {
      type: body.type,
      texts: sanitizeTexts(body.texts),
      options: await this.library.optionsOf(companyId, body),
      statements: checkStatements(body.type, body.statements),
      sensitive,
      category: body.category ?? null,
      // Sensitive questions are always optional (LGPD art. 11: consent and the right to skip).
      required: !sensitive && (body.required ?? false),
      min: body.type === 'number' ? (body.min ?? null) : null,
      max: body.type === 'number' ? (body.max ?? null) : null,
      condition: body.condition
        ? { questionId: body.condition.questionId, optionKeys: [...body.condition.optionKeys] }
        : null,
      imageKey: question.imageKey ?? null,
      predefinedQuestionId: question.predefinedQuestionId ?? null,
    });
    checkCondition(question, questions);
  }
}

function values(body: QuestionnaireBodyDto): Partial<Questionnaire> {
  return { name: body.name.trim(), description: body.description?.trim() || null };
}
