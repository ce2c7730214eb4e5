import { Brackets, DeepPartial, IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../http/app-exceptions';
import { OrderWhitelist, paginate } from '../pagination/paginate';
import { Page, PageQueryDto } from '../pagination/page-query.dto';
import { isUuid } from '../validation/uuid';
import { TenantEntity } from './tenant.repository';

/**
 * Rows that are the platform's (no company) or one company's, like response models: a company
 * reads the platform's and its own, and writes only its own; the owner (company null) reads and
 * writes the platform's. As with TenantRepository every method takes the company first, and
 * another company's row is simply not found (404).
 */
export abstract class PlatformOrTenantRepository<T extends TenantEntity> {
  protected constructor(
    protected readonly repository: Repository<T>,
    protected readonly alias: string,
  ) {}

  /** The platform's rows, and the company's own when a company is given. */
  protected visible(companyId: string | null): SelectQueryBuilder<T> {
    return this.repository.createQueryBuilder(this.alias).where(
      new Brackets((where) => {
        where.where(`${this.alias}.companyId IS NULL`);
        if (companyId) where.orWhere(`${this.alias}.companyId = :companyId`, { companyId });
      }),
    );
  }

  /** A row the company may use: the platform's or its own. */
  async get(companyId: string | null, id: string): Promise<T> {
    const row = isUuid(id)
      ? await this.visible(companyId).andWhere(`${this.alias}.id = :id`, { id }).getOne()
      : null;
    if (!row) throw notFound();
    return row;
  }

  /** A row its owner keeps: the company's own, or (company null) the platform's. */
  async getOwn(companyId: string | null, id: string): Promise<T> {
    const row = isUuid(id)
      ? await this.repository.findOneBy({
          id,
          companyId: companyId === null ? IsNull() : companyId,
        } as never)
      : null;
    if (!row) throw notFound();
    return row;
  }

  page(
    companyId: string | null,
    query: PageQueryDto,
    whitelist: OrderWhitelist,
    fallbackOrder: string,
    narrow: (builder: SelectQueryBuilder<T>) => void = () => undefined,
  ): Promise<Page<T>> {
    const builder = this.visible(companyId);
    narrow(builder);
    return paginate(builder, query, whitelist, fallbackOrder);
  }

  /** A new row of the owner (company null: the platform's), not yet saved. */
  create(companyId: string | null, values: DeepPartial<T>): T {
    return this.repository.create({ ...values, companyId } as DeepPartial<T>);
  }

  /** Saves a row got from `getOwn` or `create`, so it is the owner's. */
  save(row: T): Promise<T> {
    return this.repository.save(row);
  }

  async removeOwn(companyId: string | null, id: string): Promise<void> {
    const row = await this.getOwn(companyId, id);
    await this.repository.delete({ id: row.id } as never);
  }
}
