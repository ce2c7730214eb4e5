import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, EntityManager, Repository } from 'typeorm';
import { notFound } from '../common/http/app-exceptions';
import { paginate } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { containing, startingWith } from '../common/pagination/search';
import { isUuid } from '../common/validation/uuid';
import { CompanyRequestQueryDto } from './company-request.dto';
import { CompanyRequest } from './company-request.entity';

const ORDER = {
  createdAt: 'request.createdAt',
  companyName: 'request.companyName',
  contactName: 'request.contactName',
  status: 'request.status',
};

/** Every query on account requests; no company owns one until it is approved. */
@Injectable()
export class CompanyRequestRepository {
  constructor(
    @InjectRepository(CompanyRequest) private readonly requests: Repository<CompanyRequest>,
  ) {}

  page(query: CompanyRequestQueryDto): Promise<Page<CompanyRequest>> {
    const builder = this.requests.createQueryBuilder('request');
    if (query.status) builder.andWhere('request.status = :status', { status: query.status });
    if (query.search) {
      builder.andWhere(
        `(search_text(request.companyName) LIKE search_text(:search) OR request.contactEmail LIKE lower(:search) OR request.cnpj LIKE upper(:prefix))`,
        { search: containing(query.search), prefix: startingWith(query.search) },
      );
    }
    return paginate(builder, query, ORDER, '-createdAt');
  }

  async get(id: string): Promise<CompanyRequest> {
    const request = isUuid(id) ? await this.requests.findOneBy({ id }) : null;
    if (!request) throw notFound();
    return request;
  }

  findPending(cnpj: string): Promise<CompanyRequest | null> {
    return this.requests.findOneBy({ cnpj, status: 'pending' });
  }

  insert(manager: EntityManager, values: DeepPartial<CompanyRequest>): Promise<CompanyRequest> {
    return manager.getRepository(CompanyRequest).save(values);
  }

  /** False when the request is no longer pending: the update itself checks, not a read before it. */
  async decide(
    manager: EntityManager,
    id: string,
    decision: Partial<CompanyRequest>,
  ): Promise<boolean> {
    const { affected } = await manager
      .getRepository(CompanyRequest)
      .update({ id, status: 'pending' }, decision);
    return !!affected;
  }
}
