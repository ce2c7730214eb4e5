import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Account } from '../../account/account.entity';
import { AuditService } from '../../audit/audit.service';
import { AccessClaims } from '../../common/access/access-claims';
import { Role } from '../../common/access/access.model';
import { forbidden, unauthorized } from '../../common/http/app-exceptions';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { Company } from '../../company/company.entity';
import { SettingService } from '../../setting/setting.service';
import { SecondFactorPolicyDto } from './second-factor.dto';

/** The platform setting that makes the owner sign in with an authenticator app. */
export const OWNER_POLICY_KEY = 'owner-requires-second-factor';

/** Who must sign in with an authenticator app: a company's administrators, or the owner. */
@Injectable()
export class SecondFactorPolicyService {
  constructor(
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly settings: SettingService,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Employees keep their e-mailed or SMS codes: the app is for who sees everyone's answers. */
  async isRequired(account: Account, role: Role): Promise<boolean> {
    if (role === 'super') return (await this.settings.get<boolean>(OWNER_POLICY_KEY)) === true;
    if (role === 'admin') return !!account.company?.requiresSecondFactor;
    return false;
  }

  /** Whether the caller's company (for the owner, the platform) requires the app. */
  async policy(claims: AccessClaims): Promise<SecondFactorPolicyDto> {
    if (claims.role === 'super')
      return { required: (await this.settings.get<boolean>(OWNER_POLICY_KEY)) === true };
    const company = await this.policyCompany(claims);
    return { required: company.requiresSecondFactor };
  }

  /**
   * Accounts it covers that have no app enrol at their next sign-in; sessions already open go
   * on, as a password change does not end them either.
   */
  async setPolicy(claims: AccessClaims, ip: string, required: boolean): Promise<void> {
    const company = claims.role === 'super' ? null : await this.policyCompany(claims);
    await this.transactions.run(async (tx) => {
      if (company) await tx.manager.update(Company, company.id, { requiresSecondFactor: required });
      else await this.settings.set(OWNER_POLICY_KEY, required, tx.manager);
      await this.audit.record(tx.manager, {
        actorAccountId: claims.impersonatedBy ?? claims.id,
        companyId: company?.id ?? null,
        action: 'second-factor.policy-changed',
        targetId: company?.id ?? null,
        details: { required, scope: company ? 'company' : 'platform-owner' },
        ip,
      });
    });
  }

  private async policyCompany(claims: AccessClaims): Promise<Company> {
    if (claims.role !== 'admin' || !claims.companyId) throw forbidden();
    const company = await this.companies.findOneBy({ id: claims.companyId });
    if (!company) throw unauthorized();
    return company;
  }
}
