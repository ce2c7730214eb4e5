import { Injectable } from '@nestjs/common';
import { conflict, notFound, ValidationFailedException } from '../../common/http/app-exceptions';
import { Page } from '../../common/pagination/page-query.dto';
import { checkOptions, checkSensitive, checkStatements, sanitizeTexts } from '../question-content';
import { QuestionBodyDto } from '../question.dto';
import { QuestionOption } from '../question.model';
import { LibraryQueryDto, PredefinedQuestionBodyDto, ResponseModelBodyDto } from './library.dto';
import { PredefinedQuestion, ResponseModel } from './library.entities';
import { PredefinedQuestionRepository, ResponseModelRepository } from './library.repository';

/**
 * The platform's DE&I library (predefined questions and response models, kept by the owner) and
 * each company's own response models.
 */
@Injectable()
export class LibraryService {
  constructor(
    private readonly questions: PredefinedQuestionRepository,
    private readonly models: ResponseModelRepository,
  ) {}

  listQuestions(query: LibraryQueryDto, onlyActive: boolean): Promise<Page<PredefinedQuestion>> {
    return this.questions.page(query, onlyActive);
  }

  async question(id: string, onlyActive = false): Promise<PredefinedQuestion> {
    const question = await this.questions.get(id);
    if (onlyActive && !question.isActive) throw notFound();
    return question;
  }

  async createQuestion(body: PredefinedQuestionBodyDto): Promise<PredefinedQuestion> {
    return this.questions.insertLast({
      ...(await this.content(body, null)),
      isActive: body.isActive ?? true,
    });
  }

  async updateQuestion(id: string, body: PredefinedQuestionBodyDto): Promise<PredefinedQuestion> {
    const question = await this.question(id);
    Object.assign(question, await this.content(body, null), {
      isActive: body.isActive ?? question.isActive,
    });
    return this.questions.save(question);
  }

  /** Questionnaires keep copies of library questions, so removing one only retires it. */
  async retireQuestion(id: string): Promise<void> {
    await this.question(id);
    await this.questions.retire(id);
  }

  /**
   * The platform's models and the company's own; the owner (companyId null) sees the platform's.
   * Admin routes pass their token's company through the tenant scope, never null.
   */
  listModels(companyId: string | null, query: LibraryQueryDto): Promise<Page<ResponseModel>> {
    return this.models.list(companyId, query);
  }

  /** A model the company may use: the platform's or its own; another company's is not found. */
  model(companyId: string | null, id: string): Promise<ResponseModel> {
    return this.models.get(companyId, id);
  }

  /** Models can be written only by their owner: the company, or the platform (companyId null). */
  async saveModel(
    companyId: string | null,
    id: string | null,
    body: ResponseModelBodyDto,
  ): Promise<ResponseModel> {
    const model = id
      ? await this.ownModel(companyId, id)
      : this.models.create(companyId, { code: null });
    model.names = { ...body.names };
    model.options = checkOptions('single', body.options);
    return this.models.save(model);
  }

  /** A model the platform's library questions take their options from stays while they do. */
  async removeModel(companyId: string | null, id: string): Promise<void> {
    const model = await this.ownModel(companyId, id);
    if (await this.questions.usesModel(model.id)) throw conflict('responseModel.inUse');
    await this.models.removeOwn(companyId, model.id);
  }

  /** Options of a question body: given inline, or copied from a response model. */
  async optionsOf(companyId: string | null, body: QuestionBodyDto): Promise<QuestionOption[]> {
    if (body.responseModelId && !body.options?.length) {
      const model = await this.model(companyId, body.responseModelId).catch(() => {
        throw ValidationFailedException.of('responseModelId', 'validation.unknownOption');
      });
      return checkOptions(body.type, model.options);
    }
    return checkOptions(body.type, (body.options ?? []) as QuestionOption[]);
  }

  /** A model its owner keeps: the company's own, or (companyId null) the platform's. */
  ownModel(companyId: string | null, id: string): Promise<ResponseModel> {
    return this.models.getOwn(companyId, id);
  }

  private async content(body: QuestionBodyDto, companyId: string | null) {
    return {
      type: body.type,
      texts: sanitizeTexts(body.texts),
      sensitive: checkSensitive(body.type, body.sensitive ?? false),
      category: body.category ?? null,
      options: await this.optionsOf(companyId, body),
      statements: checkStatements(body.type, body.statements),
      responseModelId: body.responseModelId ?? null,
    };
  }
}
