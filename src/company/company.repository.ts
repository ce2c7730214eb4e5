import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Not, Repository } from 'typeorm';
import { notFound } from '../common/http/app-exceptions';
import { listColumns } from '../common/pagination/list-columns';
import { paginate } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { CompanyQueryDto } from './company.dto';
import { Company } from './company.entity';
import { Plan } from '../plan/plan.entity';
import { isUuid } from '../common/validation/uuid';
import { containing, startingWith } from '../common/pagination/search';
import { brazilDay } from '../common/time/brazil-day';
import { preparedQuery } from '../common/database/prepared-query';

const ORDER = {
  // Accents and case aside, as people file names ("Épsilon" between "Delta" and "Gama"),
  // whatever the database's collation; name_search is search_text(company_name), stored.
  companyName: 'company.name_search',
  cnpj: 'company.cnpj',
  createdAt: 'company.createdAt',
  subscriptionEndDate: 'company.subscriptionEndDate',
  planName: 'plan.name',
};

/** Companies as the platform owner sees them: all of them, soft-deleted ones hidden. */
@Injectable()
export class CompanyRepository {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  async page(query: CompanyQueryDto): Promise<Page<Company>> {
    // What the list shows (company.presenter.ts, presentListItem); `get` reads whole rows.
    const builder = this.companies
      .createQueryBuilder('company')
      .select(
        listColumns<Company>('company', [
          'companyName',
          'cnpj',
          'isActive',
          'planId',
          'subscriptionEndDate',
          'createdAt',
          'logoKey',
        ]),
      )
      .leftJoin('company.plan', 'plan')
      .addSelect(listColumns<Plan>('plan', ['name']));
    if (query.search) {
      // A search that reads like a CNPJ also matches CNPJ prefixes; each side has its own index.
      const digits = query.search.replace(/[.\-/\s]/g, '').toUpperCase();
      // name_search is search_text(company_name), stored: the trigram index's recheck reads it
      // instead of running unaccent again on every candidate row.
      const byName = `company.name_search LIKE search_text(:search)`;
      builder.andWhere(
        /^[0-9A-Z]{2,14}$/.test(digits) && /\d/.test(digits)
          ? `(${byName} OR company.cnpj LIKE :digits)`
          : byName,
        {
          search: containing(query.search),
          digits: startingWith(digits),
        },
      );
    }
    if (query.plan) builder.andWhere('company.planId = :plan', { plan: query.plan });
    if (query.status === 'inactive') builder.andWhere('NOT company.isActive');
    if (query.status === 'active') {
      builder.andWhere(
        `company.isActive AND (company.subscriptionEndDate IS NULL OR company.subscriptionEndDate >= :today)`,
        { today: brazilDay() },
      );
    }
    if (query.status === 'expired') {
      builder.andWhere(`company.isActive AND company.subscriptionEndDate < :today`, {
        today: brazilDay(),
      });
    }
    return paginate(builder, query, ORDER, 'companyName');
  }

  /** Raised by the database on every write to companies or plans (CompanyListVersion migration). */
  async listVersion(): Promise<string> {
    const [row] = await preparedQuery<{ version: string }>(
      this.companies.manager.connection,
      'company-list-version',
      `SELECT version FROM list_version WHERE name = 'company'`,
      [],
    );
    return row.version;
  }

  async get(id: string): Promise<Company> {
    const company = isUuid(id)
      ? await this.companies.findOne({ where: { id }, relations: { plan: true } })
      : null;
    if (!company) throw notFound();
    return company;
  }

  async cnpjTaken(cnpj: string, exceptId?: string): Promise<boolean> {
    return this.companies.existsBy(exceptId ? { cnpj, id: Not(exceptId) } : { cnpj });
  }

  save(manager: EntityManager, company: Company): Promise<Company> {
    return manager.getRepository(Company).save(company);
  }

  create(values: Partial<Company>): Company {
    return this.companies.create(values);
  }

  async softDelete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Company).softDelete(id);
  }
}
