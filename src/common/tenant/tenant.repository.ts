import { DeepPartial, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../http/app-exceptions';
import { paginate, OrderWhitelist } from '../pagination/paginate';
import { Page, PageQueryDto } from '../pagination/page-query.dto';
import { isUuid } from '../validation/uuid';

export interface TenantEntity extends ObjectLiteral {
  id: string;
  companyId: string | null;
}

/**
 * The only way to read or write a company's rows: every method takes the company id first, and
 * every query starts from `scoped(companyId)`. Another company's id is simply not found (404).
 */
export abstract class TenantRepository<T extends TenantEntity> {
  protected constructor(
    protected readonly repository: Repository<T>,
    protected readonly alias: string,
  ) {}

  protected scoped(companyId: string): SelectQueryBuilder<T> {
    return this.repository
      .createQueryBuilder(this.alias)
      .where(`${this.alias}.companyId = :companyId`, { companyId });
  }

  async get(companyId: string, id: string): Promise<T> {
    const row = isUuid(id)
      ? await this.withRelations(this.scoped(companyId))
          .andWhere(`${this.alias}.id = :id`, { id })
          .getOne()
      : null;
    if (!row) throw notFound();
    return row;
  }

  async page(
    companyId: string,
    query: PageQueryDto,
    whitelist: OrderWhitelist,
    fallbackOrder: string,
    narrow: (builder: SelectQueryBuilder<T>) => void = () => undefined,
  ): Promise<Page<T>> {
    const builder = this.listed(this.scoped(companyId));
    narrow(builder);
    return paginate(builder, query, whitelist, fallbackOrder);
  }

  async insert(companyId: string, values: DeepPartial<T>): Promise<T> {
    const saved = await this.repository.save(
      this.repository.create({ ...values, companyId } as DeepPartial<T>),
    );
    return this.get(companyId, saved.id);
  }

  async update(companyId: string, id: string, values: DeepPartial<T>): Promise<T> {
    const current = await this.get(companyId, id);
    await this.repository.save(
      this.repository.merge(current, { ...values, id, companyId } as DeepPartial<T>),
    );
    return this.get(companyId, id);
  }

  async remove(companyId: string, id: string): Promise<void> {
    const current = await this.get(companyId, id);
    await this.repository.delete({ id: current.id } as never);
  }

  async count(companyId: string): Promise<number> {
    return this.scoped(companyId).getCount();
  }

  /** Joins a subclass wants on every read. */
  protected withRelations(builder: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
    return builder;
  }

  /**
   * What a page of the list reads of each row, by default all that `get` reads. A list shows a
   * few columns, and parsing and hydrating the others (timestamps above all) took most of its
   * time, so subclasses select what their presenter reads, keeping the joins that filters and
   * orders name.
   */
  protected listed(builder: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
    return this.withRelations(builder);
  }
}
