import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, Repository } from 'typeorm';
import { notFound } from '../common/http/app-exceptions';
import { paginate } from '../common/pagination/paginate';
import { Page, PageQueryDto } from '../common/pagination/page-query.dto';
import { containing } from '../common/pagination/search';
import { isUuid } from '../common/validation/uuid';
import { Plan } from './plan.entity';

const ORDER = {
  name: 'plan.name',
  employeeLimit: 'plan.employeeLimit',
  createdAt: 'plan.createdAt',
};

/** The platform's plans; no company owns one. */
@Injectable()
export class PlanRepository {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {}

  page(query: PageQueryDto): Promise<Page<Plan>> {
    const builder = this.plans.createQueryBuilder('plan');
    if (query.search) {
      builder.where(`search_text(plan.name) LIKE search_text(:search)`, {
        search: containing(query.search),
      });
    }
    return paginate(builder, query, ORDER, 'name');
  }

  async get(id: string): Promise<Plan> {
    const plan = isUuid(id) ? await this.plans.findOneBy({ id }) : null;
    if (!plan) throw notFound();
    return plan;
  }

  save(plan: DeepPartial<Plan>): Promise<Plan> {
    return this.plans.save(this.plans.create(plan));
  }

  async softDelete(id: string): Promise<void> {
    await this.plans.softDelete(id);
  }

  /** Companies (not deleted) on each plan. */
  async companyCounts(planIds: string[]): Promise<Map<string, number>> {
    if (!planIds.length) return new Map();
    const rows: Array<{ plan_id: string; count: string }> = await this.plans.query(
      'SELECT plan_id, count(*) FROM company WHERE plan_id = ANY($1) AND deleted_at IS NULL GROUP BY plan_id',
      [planIds],
    );
    return new Map(rows.map((row) => [row.plan_id, Number(row.count)]));
  }
}
