import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccessClaims } from '../common/access/access-claims';
import { conflict } from '../common/http/app-exceptions';
import { languageById } from '../common/i18n/languages';
import { mapPage } from '../common/pagination/paginate';
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
import { CompanyRequestRepository } from './company-request.repository';

/** The platform owner's review of account requests: approving creates the company and its admin. */
@Injectable()
export class CompanyRequestReviewService {
  constructor(
    private readonly requests: CompanyRequestRepository,
    private readonly companies: SuperCompanyService,
    private readonly outbox: OutboxService,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(query: CompanyRequestQueryDto): Promise<Page<CompanyRequestDto>> {
    return mapPage(await this.requests.page(query), present);
  }

  async get(id: string): Promise<CompanyRequestDto> {
    return present(await this.requests.get(id));
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
      await this.decide(tx.manager, request, owner, {
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
      await this.decide(tx.manager, request, owner, {
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
    manager: EntityManager,
    request: CompanyRequest,
    owner: AccessClaims,
    decision: Partial<CompanyRequest>,
  ): Promise<void> {
    const decided = await this.requests.decide(manager, request.id, {
      ...decision,
      decidedBy: owner.id,
      decidedAt: new Date(),
    });
    if (!decided) throw conflict('conflict.notPending');
  }

  private async pending(id: string): Promise<CompanyRequest> {
    const request = await this.requests.get(id);
    if (request.status !== 'pending') throw conflict('conflict.notPending');
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
