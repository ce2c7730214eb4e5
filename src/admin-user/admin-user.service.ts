import { Injectable } from '@nestjs/common';
import { Account } from '../account/account.entity';
import { AccountRepository } from '../account/account.repository';
import { CompanyRepository } from '../company/company.repository';
import { AuditService } from '../audit/audit.service';
import { badRequest, conflict } from '../common/http/app-exceptions';
import { mapPage } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TenantCrudService } from '../common/tenant/tenant-crud.controller';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { normalizePhone } from '../common/validation/brazil';
import { AdminInvitationService } from './admin-invitation.service';
import {
  AdminUserCreateDto,
  AdminUserDto,
  AdminUserQueryDto,
  AdminUserUpdateDto,
} from './admin-user.dto';
import { AdminUserRepository } from './admin-user.repository';
import { containing } from '../common/pagination/search';

const ORDER = {
  name: 'account.name',
  email: 'account.email',
  lastLoginAt: 'account.lastLoginAt',
  createdAt: 'account.createdAt',
};

@Injectable()
export class AdminUserService implements TenantCrudService<
  AdminUserCreateDto | AdminUserUpdateDto,
  AdminUserQueryDto,
  AdminUserDto
> {
  constructor(
    private readonly admins: AdminUserRepository,
    private readonly accounts: AccountRepository,
    private readonly companies: CompanyRepository,
    private readonly invitations: AdminInvitationService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  async list({ companyId }: TenantScope, query: AdminUserQueryDto): Promise<Page<AdminUserDto>> {
    const page = await this.admins.page(companyId, query, ORDER, 'name', (builder) => {
      if (query.search) {
        builder.andWhere(
          `(search_text(account.name) LIKE search_text(:search) OR account.email LIKE lower(:search))`,
          { search: containing(query.search) },
        );
      }
      if (query.isActive !== undefined)
        builder.andWhere('account.isActive = :isActive', { isActive: query.isActive });
    });
    return mapPage(page, present);
  }

  async get({ companyId }: TenantScope, id: string): Promise<AdminUserDto> {
    return present(await this.admins.get(companyId, id));
  }

  async create({ companyId }: TenantScope, body: AdminUserCreateDto): Promise<AdminUserDto> {
    const company = await this.companies.get(companyId);
    const invited = await this.transactions.run((tx) => this.invitations.invite(tx, company, body));
    return present(await this.admins.get(companyId, invited.id));
  }

  async update(scope: TenantScope, id: string, body: AdminUserUpdateDto): Promise<AdminUserDto> {
    const admin = await this.admins.get(scope.companyId, id);
    if (body.isActive === false) this.refuseSelf(scope, id);
    await this.transactions.run(async (tx) => {
      await this.accounts.updateDetails(tx.manager, admin.id, {
        name: body.name.trim(),
        phone: body.phone ? (normalizePhone(body.phone) ?? null) : null,
      });
      // A null (allowed by the optional field) leaves access as it is, like a missing one.
      if (typeof body.isActive === 'boolean' && body.isActive !== admin.isActive) {
        await this.admins.changeAccess(tx.manager, admin.id, { isActive: body.isActive });
      }
    });
    return present(await this.admins.get(scope.companyId, id));
  }

  /** Deactivates: the history of what the person did stays, their sessions end. */
  async remove(scope: TenantScope, id: string): Promise<void> {
    const admin = await this.admins.get(scope.companyId, id);
    this.refuseSelf(scope, id);
    await this.transactions.run((tx) =>
      this.admins.changeAccess(tx.manager, admin.id, { isActive: false }),
    );
  }

  /**
   * Mails the invitation again to an administrator who has not done the first access (the
   * first mail lost, expired from the inbox, sent to a typo fixed since); audited.
   */
  async resendInvitation(scope: TenantScope, id: string): Promise<{ sent: true }> {
    const admin = await this.admins.get(scope.companyId, id);
    if (!admin.isActive) throw conflict('adminUser.inactive');
    if (!admin.mustCreatePassword || !admin.email) throw conflict('adminUser.firstAccessDone');
    const company = await this.companies.get(scope.companyId);
    await this.transactions.run(async (tx) => {
      await this.invitations.resend(tx, company, admin);
      await this.audit.record(tx.manager, {
        actorAccountId: scope.accountId,
        companyId: scope.companyId,
        action: 'admin-user.invitation-resent',
        targetId: admin.id,
        details: { email: admin.email },
      });
    });
    return { sent: true };
  }

  private refuseSelf(scope: TenantScope, id: string): void {
    if (scope.accountId === id) throw badRequest('id', 'adminUser.notSelf');
  }
}

function present(account: Account): AdminUserDto {
  return {
    id: account.id,
    encryptedId: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    isActive: account.isActive,
    isFirstAccess: account.mustCreatePassword,
    lastLoginAt: account.lastLoginAt,
  };
}
