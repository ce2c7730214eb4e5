import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessClaims } from '../common/access/access-claims';
import { conflict, notFound } from '../common/http/app-exceptions';
import { languageById } from '../common/i18n/languages';
import { mapPage, paginate } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { SuperCompanyService } from '../company-management/super-company.service';
import { OutboxService } from '../mail/outbox.service';
import {
  ApproveCompanyRequestDto,
  CompanyRequestDto,
  CompanyRequestQueryDto,
  RejectCompanyRequestDto,
} from './company-request.dto';
import { CompanyRequest } from './company-request.entity';
import { isUuid } from '../common/validation/uuid';
import { containing, startingWith } from '../common/pagination/search';

const ORDER = {
  createdAt: 'request.createdAt',
  companyName: 'request.companyName',
  contactName: 'request.contactName',
  status: 'request.status',
};

/** The platform owner's review of account requests: approving creates the company and its admin. */
@Injectable()
export class CompanyRequestReviewService {
  constructor(
    @InjectRepository(CompanyRequest) private readonly requests: Repository<CompanyRequest>,
    private readonly companies: SuperCompanyService,
    private readonly outbox: OutboxService,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(query: CompanyRequestQueryDto): Promise<Page<CompanyRequestDto>> {
    const builder = this.requests.createQueryBuilder('request');
    if (query.status) builder.andWhere('request.status = :status', { status: query.status });
    if (query.search) {
      builder.andWhere(
        `(search_text(request.companyName) LIKE search_text(:search) OR request.contactEmail LIKE lower(:search) OR request.cnpj LIKE upper(:prefix))`,
        { search: containing(query.search), prefix: startingWith(query.search) },
      );
    }
    return mapPage(await paginate(builder, query, ORDER, '-createdAt'), present);
  }

  async get(id: string): Promise<CompanyRequestDto> {
    return present(await this.find(id));
  }

  async approve(
    owner: AccessClaims,
    id: string,
    body: ApproveCompanyRequestDto,
  ): Promise<{ companyId: string }> {
    const request = await this.pending(id);
    return this.transactions.run(async (tx) => {
      const company = await this.companies.provisionFromRequest(
        tx,
        owner.id,
        {
          companyName: request.companyName,
          cnpj: request.cnpj,
          planId: body.planId,
          subscriptionEndDate: body.subscriptionEndDate,
        },
        {
          name: request.contactName,
          email: request.contactEmail,
          phone: request.contactPhone,
          languageId: request.languageId,
        },
      );
      await this.decide(tx.manager.getRepository(CompanyRequest), request, owner, {
        status: 'approved',
        companyId: company.id,
      });
      return { companyId: company.id };
    });
  }

  async reject(owner: AccessClaims, id: string, body: RejectCompanyRequestDto): Promise<void> {
    const request = await this.pending(id);
    await this.transactions.run(async (tx) => {
      const reason = body.reason?.trim() || null;
      await this.decide(tx.manager.getRepository(CompanyRequest), request, owner, {
        status: 'rejected',
        rejectionReason: reason,
      });
      await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: request.contactEmail,
        template: 'account-request-rejected',
        language: languageById(request.languageId),
        params: { name: request.contactName, company: request.companyName, reason: reason ?? '' },
      });
    });
  }

  /** Decides only while pending, so two owners clicking at once cannot both decide. */
  private async decide(
    requests: Repository<CompanyRequest>,
    request: CompanyRequest,
    owner: AccessClaims,
    decision: Partial<CompanyRequest>,
  ): Promise<void> {
    const { affected } = await requests.update(
      { id: request.id, status: 'pending' },
      { ...decision, decidedBy: owner.id, decidedAt: new Date() },
    );
    if (!affected) throw conflict('conflict.notPending');
  }

  private async pending(id: string): Promise<CompanyRequest> {
    const request = await this.find(id);
    if (request.status !== 'pending') throw conflict('conflict.notPending');
    return request;
  }

  private async find(id: string): Promise<CompanyRequest> {
    const request = isUuid(id) ? await this.requests.findOneBy({ id }) : null;
    if (!request) throw notFound();
    return request;
  }
}

function present(request: CompanyRequest): CompanyRequestDto {
  return {
    id: request.id,
    contactName: request.contactName,
    contactPhone: request.contactPhone,
    contactEmail: request.contactEmail,
    companyName: request.companyName,
    cnpj: request.cnpj,
    status: request.status,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
    rejectionReason: request.rejectionReason,
    companyId: request.companyId,
  };
}
