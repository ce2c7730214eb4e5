import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, Repository } from 'typeorm';
import { conflict, notFound, ValidationFailedException } from '../../common/http/app-exceptions';
import { paginate } from '../../common/pagination/paginate';
import { Page } from '../../common/pagination/page-query.dto';
import { checkOptions, sanitizeTexts } from '../question-content';
import { QuestionBodyDto } from '../question.dto';
import { QuestionOption } from '../question.model';
import { LibraryQueryDto, PredefinedQuestionBodyDto, ResponseModelBodyDto } from './library.dto';
import { PredefinedQuestion, ResponseModel } from './library.entities';
import { isUuid } from '../../common/validation/uuid';

const QUESTION_ORDER = {
  position: 'question.position',
  category: 'question.category',
  createdAt: 'question.createdAt',
};
const MODEL_ORDER = { createdAt: 'model.createdAt', code: 'model.code' };

/**
 * The platform's DE&I library (predefined questions and response models, kept by the owner) and
 * each company's own response models.
 */
@Injectable()
export class LibraryService {
  constructor(
    @InjectRepository(PredefinedQuestion)
    private readonly questions: Repository<PredefinedQuestion>,
    @InjectRepository(ResponseModel) private readonly models: Repository<ResponseModel>,
  ) {}

  listQuestions(query: LibraryQueryDto, onlyActive: boolean): Promise<Page<PredefinedQuestion>> {
    const builder = this.questions.createQueryBuilder('question');
    if (onlyActive) builder.andWhere('question.isActive');
    if (query.category)
      builder.andWhere('question.category = :category', { category: query.category });
    if (query.sensitive !== undefined)
      builder.andWhere('question.sensitive = :sensitive', { sensitive: query.sensitive });
    if (query.search) {
      builder.andWhere(
        `search_text(question.texts::text) LIKE '%' || search_text(:search) || '%'`,
        { search: query.search },
      );
    }
    return paginate(builder, query, QUESTION_ORDER, 'position');
  }

  async question(id: string, onlyActive = false): Promise<PredefinedQuestion> {
    const question = isUuid(id) ? await this.questions.findOneBy({ id }) : null;
    if (!question || (onlyActive && !question.isActive)) throw notFound();
    return question;
  }

  async createQuestion(body: PredefinedQuestionBodyDto): Promise<PredefinedQuestion> {
    const last = await this.questions.maximum('position');
    return this.questions.save(
      this.questions.create({
        ...(await this.content(body, null)),
        isActive: body.isActive ?? true,
        position: (last ?? 0) + 1,
      }),
    );
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
    await this.questions.update(id, { isActive: false });
  }

  /**
   * The platform's models and the company's own; the owner (companyId null) sees the platform's.
   * Admin routes pass their token's company through the tenant scope, never null.
   */
  listModels(companyId: string | null, query: LibraryQueryDto): Promise<Page<ResponseModel>> {
    const builder = this.models.createQueryBuilder('model').where(
      new Brackets((where) => {
        where.where('model.companyId IS NULL');
        if (companyId) where.orWhere('model.companyId = :companyId', { companyId });
      }),
    );
    if (query.search) {
      builder.andWhere(`search_text(model.names::text) LIKE '%' || search_text(:search) || '%'`, {
        search: query.search,
      });
    }
    return paginate(builder, query, MODEL_ORDER, 'createdAt');
  }

  /** A model the company may use: the platform's or its own; another company's is not found. */
  async model(companyId: string | null, id: string): Promise<ResponseModel> {
    const model = isUuid(id) ? await this.models.findOneBy({ id }) : null;
    if (!model || (model.companyId !== null && model.companyId !== companyId)) throw notFound();
    return model;
  }

  /** Models can be written only by their owner: the company, or the platform (companyId null). */
  async saveModel(
    companyId: string | null,
    id: string | null,
    body: ResponseModelBodyDto,
  ): Promise<ResponseModel> {
    const model = id
      ? await this.ownModel(companyId, id)
      : this.models.create({ companyId, code: null });
    model.names = { ...body.names };
    model.options = checkOptions('single', body.options);
    return this.models.save(model);
  }

  /** A model the platform's library questions take their options from stays while they do. */
  async removeModel(companyId: string | null, id: string): Promise<void> {
    const model = await this.ownModel(companyId, id);
    if (await this.questions.existsBy({ responseModelId: model.id }))
      throw conflict('responseModel.inUse');
    await this.models.delete(model.id);
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
  async ownModel(companyId: string | null, id: string): Promise<ResponseModel> {
    const model = isUuid(id)
      ? await this.models.findOneBy({ id, companyId: companyId === null ? IsNull() : companyId })
      : null;
    if (!model) throw notFound();
    return model;
  }

  private async content(body: QuestionBodyDto, companyId: string | null) {
    return {
      type: body.type,
      texts: sanitizeTexts(body.texts),
      sensitive: body.sensitive ?? false,
      category: body.category ?? null,
      options: await this.optionsOf(companyId, body),
      responseModelId: body.responseModelId ?? null,
    };
  }
}
