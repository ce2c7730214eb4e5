import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../common/database/errors';
import { conflict } from '../common/http/app-exceptions';
import { mapPage } from '../common/pagination/paginate';
import { Page, PageQueryDto } from '../common/pagination/page-query.dto';
import { PlanBodyDto, PlanDto } from './plan.dto';
import { Plan } from './plan.entity';
import { PlanRepository } from './plan.repository';

@Injectable()
export class PlanService {
  constructor(private readonly plans: PlanRepository) {}

  async list(query: PageQueryDto): Promise<Page<PlanDto>> {
    const page = await this.plans.page(query);
    const counts = await this.plans.companyCounts(page.items.map((plan) => plan.id));
    return mapPage(page, (plan) => present(plan, counts.get(plan.id) ?? 0));
  }

  async get(id: string): Promise<PlanDto> {
    const plan = await this.find(id);
    return present(plan, (await this.plans.companyCounts([plan.id])).get(plan.id) ?? 0);
  }

  find(id: string): Promise<Plan> {
    return this.plans.get(id);
  }

  async create(body: PlanBodyDto): Promise<PlanDto> {
    const plan = await this.plans.save(body).catch(rethrowDuplicate);
    return this.get(plan.id);
  }

  async update(id: string, body: PlanBodyDto): Promise<PlanDto> {
    const plan = await this.find(id);
    await this.plans.save({ ...plan, ...body }).catch(rethrowDuplicate);
    return this.get(id);
  }

  /** A plan some company still uses cannot go. */
  async remove(id: string): Promise<void> {
    const plan = await this.find(id);
    if ((await this.plans.companyCounts([plan.id])).get(plan.id)) throw conflict('conflict.inUse');
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
