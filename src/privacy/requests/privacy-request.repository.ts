import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { containing } from '../../common/pagination/search';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { PrivacyRequestQueryDto } from './privacy-request.dto';
import { PrivacyRequest } from './privacy-request.entity';
import {
  PrivacyRequestKind,
  PrivacyRequestOutcome,
  PrivacyRequestStatus,
} from './privacy-request.model';

const ORDER = {
  createdAt: 'request.createdAt',
  dueAt: 'request.dueAt',
  status: 'request.status',
  kind: 'request.kind',
  name: 'employee.name',
};

export interface NewPrivacyRequest {
  accountId: string;
  employeeId: string;
  kind: PrivacyRequestKind;
  surveyId: string | null;
  details: string | null;
  outcome: PrivacyRequestOutcome;
}

export interface PrivacyRequestClosing {
  status: Exclude<PrivacyRequestStatus, 'open'>;
  answeredBy: string;
  answer: string | null;
  outcome: PrivacyRequestOutcome;
}

/** The requests of a company's people; every read is scoped to the company. */
@Injectable()
export class PrivacyRequestRepository extends TenantRepository<PrivacyRequest> {
  constructor(@InjectRepository(PrivacyRequest) repository: Repository<PrivacyRequest>) {
    super(repository, 'request');
  }

  protected override withRelations(
    builder: SelectQueryBuilder<PrivacyRequest>,
  ): SelectQueryBuilder<PrivacyRequest> {
    return builder
      .leftJoinAndSelect('request.employee', 'employee')
      .leftJoinAndSelect('request.survey', 'survey');
  }

  /** The company's requests; open ones nearest their deadline first unless asked otherwise. */
  list(companyId: string, query: PrivacyRequestQueryDto): Promise<Page<PrivacyRequest>> {
    return this.page(companyId, query, ORDER, 'dueAt', (builder) => {
      if (query.status) builder.andWhere('request.status = :status', { status: query.status });
      if (query.kind) builder.andWhere('request.kind = :kind', { kind: query.kind });
      if (query.overdue !== undefined)
        builder.andWhere(`(request.status = 'open' AND request.dueAt < now()) = :overdue`, query);
      if (query.search)
        builder.andWhere('search_text(employee.name) LIKE search_text(:pattern)', {
          pattern: containing(query.search),
        });
    });
  }

  /** One person's own requests, newest first. */
  ofAccount(
    companyId: string,
    accountId: string,
    query: PageQueryDto,
  ): Promise<Page<PrivacyRequest>> {
    return this.page(companyId, query, ORDER, '-createdAt', (builder) =>
      builder.andWhere('request.accountId = :accountId', { accountId }),
    );
  }

  async create(
    manager: EntityManager,
    companyId: string,
    values: NewPrivacyRequest,
  ): Promise<{ id: string; createdAt: Date; dueAt: Date }> {
    const [row]: Array<{ id: string; createdAt: Date; dueAt: Date }> = await manager.query(
      `INSERT INTO privacy_request (company_id, account_id, employee_id, kind, survey_id, details, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, created_at AS "createdAt", due_at AS "dueAt"`,
      [
        companyId,
        values.accountId,
        values.employeeId,
        values.kind,
        values.surveyId,
        values.details,
        values.outcome,
      ],
    );
    return row;
  }

  /**
   * The open request, locked until the answer commits, so two administrators answering at once
   * cannot both act on it; null when it is no longer open.
   */
  async lockOpen(
    manager: EntityManager,
    companyId: string,
    id: string,
  ): Promise<PrivacyRequest | null> {
    return manager
      .getRepository(PrivacyRequest)
      .createQueryBuilder('request')
      .where('request.companyId = :companyId AND request.id = :id', { companyId, id })
      .andWhere(`request.status = 'open'`)
      .setLock('pessimistic_write')
      .getOne();
  }

  async close(
    manager: EntityManager,
    companyId: string,
    id: string,
    closing: PrivacyRequestClosing,
  ): Promise<void> {
    await manager.query(
      `UPDATE privacy_request SET status = $3, answered_at = now(), answered_by = $4, answer = $5,
         outcome = outcome || $6::jsonb
       WHERE company_id = $1 AND id = $2`,
      [companyId, id, closing.status, closing.answeredBy, closing.answer, closing.outcome],
    );
  }
}
