import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccountRepository } from '../account/account.repository';
import { AdminInvitationService, Invitee } from '../admin-user/admin-invitation.service';
import { AuditService } from '../audit/audit.service';
import { SessionService } from '../auth/session.service';
import { AccessClaims } from '../common/access/access-claims';
import { unauthorized, ValidationFailedException } from '../common/http/app-exceptions';
import { mapPage } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { Tx, TransactionRunner } from '../common/tx/transaction-runner';
import { UploadedFile } from '../common/upload/multipart';
import { PlanService } from '../plan/plan.service';
import {
  COMPANY_STATUSES,
  CompanyBodyDto,
  CompanyDto,
  CompanyListItemDto,
  CompanyQueryDto,
  CreateCompanyBodyDto,
} from '../company/company.dto';
import { Company } from '../company/company.entity';
import { presentCompany, presentListItem } from './company.presenter';
import { CompanyProfileService, rethrowDuplicateCnpj } from './company-profile.service';
import { CompanyRepository } from '../company/company.repository';
import { CompanyListCache } from './company-list.cache';

export interface NewCompany {
  companyName: string;
  cnpj: string;
  planId?: string;
  subscriptionEndDate?: string;
}

/** The platform owner's side: every company, plans, and acting as a company's administrator. */
@Injectable()
export class SuperCompanyService {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly profiles: CompanyProfileService,
    private readonly plans: PlanService,
    private readonly invitations: AdminInvitationService,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    private readonly listed: CompanyListCache,
  ) {}

  list(query: CompanyQueryDto): Promise<Page<CompanyListItemDto>> {
    return this.listed.page(query, async () =>
      mapPage(await this.companies.page(query), presentListItem),
    );
  }

  async filters() {
    const plans = await this.plans.list({ page: 1, pageSize: 100, order: 'name' });
    return { plans: plans.items.map(({ id, name }) => ({ id, name })), statuses: COMPANY_STATUSES };
  }

  async get(id: string): Promise<CompanyDto> {
    return presentCompany(await this.companies.get(id));
  }

  async create(
    owner: AccessClaims,
    body: CreateCompanyBodyDto,
    logo?: UploadedFile,
  ): Promise<CompanyDto> {
    const company = this.companies.create({ id: randomUUID(), isActive: body.isActive ?? true });
    await this.profiles.apply(company, body);
    await this.applyContract(company, body);
    const admin = { name: body.adminName, email: body.adminEmail };
    const created = await this.profiles.saveWithLogo(company, logo, (tx) =>
      this.provision(tx, owner.id, company, admin),
    );
    return presentCompany(await this.companies.get(created.id));
  }

  /** Creates a company with its first administrator, invited; used by approvals too. */
  async provision(tx: Tx, ownerId: string, company: Company, admin: Invitee): Promise<Company> {
    const saved = await this.companies.save(tx.manager, company);
    await this.invitations.invite(tx, saved, admin);
    await this.audit.record(tx.manager, {
      actorAccountId: ownerId,
      companyId: saved.id,
      action: 'company.create',
      targetId: saved.id,
    });
    return saved;
  }

  /** A company from an approved request: the contract comes from the approval. */
  async provisionFromRequest(
    tx: Tx,
    ownerId: string,
    values: NewCompany,
    admin: Invitee,
  ): Promise<Company> {
    const company = this.companies.create({
      id: randomUUID(),
      companyName: values.companyName,
      cnpj: values.cnpj,
    });
    await this.applyContract(company, values);
    return this.provision(tx, ownerId, company, admin).catch(rethrowDuplicateCnpj);
  }

  async update(
    owner: AccessClaims,
    id: string,
    body: CompanyBodyDto,
    logo?: UploadedFile,
  ): Promise<CompanyDto> {
    const company = await this.companies.get(id);
    await this.profiles.apply(company, body);
    await this.applyContract(company, body);
    if (body.isActive !== undefined) company.isActive = body.isActive;
    await this.profiles.saveWithLogo(company, logo, async (tx) => {
      const saved = await this.companies.save(tx.manager, company);
      await this.audit.record(tx.manager, {
        actorAccountId: owner.id,
        companyId: id,
        action: 'company.update',
        targetId: id,
      });
      return saved;
    });
    return presentCompany(await this.companies.get(id));
  }

  /** Soft delete: the history stays, the company's people can no longer sign in. */
  async remove(owner: AccessClaims, id: string): Promise<void> {
    const company = await this.companies.get(id);
    await this.transactions.run(async (tx) => {
      company.isActive = false;
      await this.companies.save(tx.manager, company);
      await this.companies.softDelete(tx.manager, company.id);
      await this.audit.record(tx.manager, {
        actorAccountId: owner.id,
        companyId: id,
        action: 'company.delete',
        targetId: id,
      });
    });
  }

  /** A session as the company's administrator, remembered in the audit log. */
  async impersonate(owner: AccessClaims, id: string, ip: string): Promise<{ token: string }> {
    const company = await this.companies.get(id);
    const account = await this.accounts.findWithCompany(owner.id);
    if (!account) throw unauthorized();
    const token = await this.transactions.run(async (tx) => {
      await this.audit.record(tx.manager, {
        actorAccountId: owner.id,
        companyId: company.id,
        action: 'company.impersonate',
        targetId: company.id,
        ip,
      });
      return this.sessions.issue(account, 'admin', 'full', {
        remember: false,
        impersonatedBy: owner.id,
        company,
      });
    });
    return { token };
  }

  private async applyContract(
    company: Company,
    values: { planId?: string; subscriptionEndDate?: string },
  ): Promise<void> {
    if (values.planId) {
      await this.plans.find(values.planId).catch(() => {
        throw ValidationFailedException.of('planId', 'validation.unknownOption');
      });
      company.planId = values.planId;
    }
    if (values.subscriptionEndDate !== undefined)
      company.subscriptionEndDate = values.subscriptionEndDate;
  }
}
