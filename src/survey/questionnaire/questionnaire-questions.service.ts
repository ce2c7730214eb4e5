import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { conflict, notFound, ValidationFailedException } from '../../common/http/app-exceptions';
import { mapPage } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { FileStorage } from '../../common/storage/storage';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { requireImage } from '../../common/upload/image';
import { UploadedFile } from '../../common/upload/multipart';
import { LibraryService } from '../library/library.service';
import { checkSensitive, checkStatements, sanitizeTexts } from '../question-content';
import {
  LibraryQuestionDto,
  QuestionnaireQuestionBodyDto,
  QuestionOrderDto,
} from './questionnaire.dto';
import { QuestionnaireQuestion } from './questionnaire.entities';
import { adminView, QuestionAdminView } from './questionnaire.presenter';
import { QuestionnaireRepository } from './questionnaire.repository';
import { checkCondition, checkDependents } from './questionnaire-rules';

/** A questionnaire's questions: written, copied from the library, ordered, illustrated. */
@Injectable()
export class QuestionnaireQuestionsService {
  constructor(
    private readonly questionnaires: QuestionnaireRepository,
    private readonly library: LibraryService,
    private readonly storage: FileStorage,
    private readonly transactions: TransactionRunner,
  ) {}

  async page(
    { companyId }: TenantScope,
    id: string,
    query: PageQueryDto,
  ): Promise<Page<QuestionAdminView>> {
    return mapPage(await this.questionnaires.questionPage(companyId, id, query), adminView);
  }

  async get(
    { companyId }: TenantScope,
    id: string,
    questionId: string,
  ): Promise<QuestionAdminView> {
    return adminView(await this.questionnaires.question(companyId, id, questionId));
  }

  async add(
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

  async update(
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
  async remove(scope: TenantScope, id: string, questionId: string): Promise<void> {
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
