import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, Repository } from 'typeorm';
import { notFound } from '../../common/http/app-exceptions';
import { OrderWhitelist, paginate } from '../../common/pagination/paginate';
import { Page } from '../../common/pagination/page-query.dto';
import { PlatformOrTenantRepository } from '../../common/tenant/platform-or-tenant.repository';
import { isUuid } from '../../common/validation/uuid';
import { LibraryQueryDto } from './library.dto';
import { PredefinedQuestion, ResponseModel } from './library.entities';

const QUESTION_ORDER: OrderWhitelist = {
  position: 'question.position',
  category: 'question.category',
  createdAt: 'question.createdAt',
};
const MODEL_ORDER: OrderWhitelist = { createdAt: 'model.createdAt', code: 'model.code' };

/** Searched the way every list of the product is: accents and case ignored. */
const searchIn = (column: string) =>
  `search_text(${column}::text) LIKE '%' || search_text(:search) || '%'`;

/** The platform's predefined questions: no company owns them, the owner keeps them. */
@Injectable()
export class PredefinedQuestionRepository {
  constructor(
    @InjectRepository(PredefinedQuestion)
    private readonly questions: Repository<PredefinedQuestion>,
  ) {}

  page(query: LibraryQueryDto, onlyActive: boolean): Promise<Page<PredefinedQuestion>> {
    const builder = this.questions.createQueryBuilder('question');
    if (onlyActive) builder.andWhere('question.isActive');
    if (query.category)
      builder.andWhere('question.category = :category', { category: query.category });
    if (query.sensitive !== undefined)
      builder.andWhere('question.sensitive = :sensitive', { sensitive: query.sensitive });
    if (query.search) builder.andWhere(searchIn('question.texts'), { search: query.search });
    return paginate(builder, query, QUESTION_ORDER, 'position');
  }

  async get(id: string): Promise<PredefinedQuestion> {
    const question = isUuid(id) ? await this.questions.findOneBy({ id }) : null;
    if (!question) throw notFound();
    return question;
  }

  /** A new question goes last. */
  async insertLast(values: DeepPartial<PredefinedQuestion>): Promise<PredefinedQuestion> {
    const last = await this.questions.maximum('position');
    return this.questions.save(this.questions.create({ ...values, position: (last ?? 0) + 1 }));
  }

  save(question: PredefinedQuestion): Promise<PredefinedQuestion> {
    return this.questions.save(question);
  }

  async retire(id: string): Promise<void> {
    await this.questions.update(id, { isActive: false });
  }

  usesModel(responseModelId: string): Promise<boolean> {
    return this.questions.existsBy({ responseModelId });
  }
}

/** Response models: the platform's (no company) and each company's own. */
@Injectable()
export class ResponseModelRepository extends PlatformOrTenantRepository<ResponseModel> {
  constructor(@InjectRepository(ResponseModel) repository: Repository<ResponseModel>) {
    super(repository, 'model');
  }

  list(companyId: string | null, query: LibraryQueryDto): Promise<Page<ResponseModel>> {
    return this.page(companyId, query, MODEL_ORDER, 'createdAt', (builder) => {
      if (query.search) builder.andWhere(searchIn('model.names'), { search: query.search });
    });
  }
}
