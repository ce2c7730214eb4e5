import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database/errors';
import { conflict, notFound } from '../common/http/app-exceptions';
import { mapPage, paginate } from '../common/pagination/paginate';
import { Page, PageQueryDto } from '../common/pagination/page-query.dto';
import { PlanBodyDto, PlanDto } from './plan.dto';
import { Plan } from './plan.entity';
import { isUuid } from '../common/validation/uuid';
import { containing } from '../common/pagination/search';

const ORDER = {
  name: 'plan.name',
  employeeLimit: 'plan.employeeLimit',
  createdAt: 'plan.createdAt',
};

@Injectable()
export class PlanService {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {}

  async list(query: PageQueryDto): Promise<Page<PlanDto>> {
    const builder = this.plans.createQueryBuilder('plan');
    if (query.search) {
      builder.where(`search_text(plan.name) LIKE search_text(:search)`, {
        search: containing(query.search),
      });
    }
    const page = await paginate(builder, query, ORDER, 'name');
    const counts = await this.companyCounts(page.items.map((plan) => plan.id));
    return mapPage(page, (plan) => present(plan, counts.get(plan.id) ?? 0));
  }

  async get(id: string): Promise<PlanDto> {
    const plan = await this.find(id);
    return present(plan, (await this.companyCounts([plan.id])).get(plan.id) ?? 0);
  }

  async find(id: string): Promise<Plan> {
    const plan = isUuid(id) ? await this.plans.findOneBy({ id }) : null;
    if (!plan) throw notFound();
    return plan;
  }

  async create(body: PlanBodyDto): Promise<PlanDto> {
    const plan = await this.plans.save(this.plans.create(body)).catch(rethrowDuplicate);
    return this.get(plan.id);
  }

  async update(id: string, body: PlanBodyDto): Promise<PlanDto> {
    const plan = await this.find(id);
    await this.plans.save(this.plans.merge(plan, body)).catch(rethrowDuplicate);
    return this.get(id);
  }

  private async companyCounts(planIds: string[]): Promise<Map<string, number>> {
    if (!planIds.length) return new Map();
    const rows: Array<{ plan_id: string; count: string }> = await this.plans.query(
      'SELECT plan_id, count(*) FROM company WHERE plan_id = ANY($1) AND deleted_at IS NULL GROUP BY plan_id',
      [planIds],
    );
    return new Map(rows.map((row) => [row.plan_id, Number(row.count)]));
  }

  /** A plan some company still uses cannot go. */
  async remove(id: string): Promise<void> {
    const plan = await this.find(id);
    if ((await this.companyCounts([plan.id])).get(plan.id)) throw conflict('conflict.inUse');
    await this.plans.softDelete(plan.id);
  }
}

function present(plan: Plan, companyCount: number): PlanDto {
  return {
    id: plan.id,
    name: plan.name,
    modules: plan.modules,
    employeeLimit: plan.employeeLimit,
    companyCount,
  };
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('conflict.nameTaken');
  throw error;
}
