import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository } from 'typeorm';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { CompanySso, CompanySsoDomain } from './oidc.entities';

export type SsoSettings = Pick<CompanySso, 'issuer' | 'clientId' | 'sealedClientSecret'> & {
  isRequired: boolean;
  verifiedAt: Date | null;
};

/**
 * Every query on companies' own sign-in providers. A company's reads and writes go through
 * `scoped`; the sign-in itself asks across companies only which one answers for a domain.
 */
@Injectable()
export class CompanySsoRepository extends TenantRepository<CompanySso> {
  constructor(@InjectRepository(CompanySso) repository: Repository<CompanySso>) {
    super(repository, 'sso');
  }

  find(companyId: string): Promise<CompanySso | null> {
    return this.scoped(companyId)
      .leftJoinAndSelect('sso.domains', 'domain')
      .orderBy('domain.domain', 'ASC')
      .getOne();
  }

  /** Of the given domains, those another company's provider answers for. */
  async domainsTakenElsewhere(companyId: string, domains: string[]): Promise<string[]> {
    const rows = await this.repository.manager.findBy(CompanySsoDomain, {
      domain: In(domains),
      companyId: Not(companyId),
    });
    return rows.map((row) => row.domain);
  }

  async saveSettings(
    manager: EntityManager,
    companyId: string,
    settings: SsoSettings,
    domains: string[],
  ): Promise<void> {
    await manager.upsert(CompanySso, { companyId, ...settings, updatedAt: new Date() }, [
      'companyId',
    ]);
    await manager.delete(CompanySsoDomain, { companyId });
    await manager.insert(
      CompanySsoDomain,
      domains.map((domain) => ({ domain, companyId })),
    );
  }

  async removeSettings(manager: EntityManager, companyId: string): Promise<void> {
    await manager.delete(CompanySso, { companyId });
  }

  async markVerified(companyId: string): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ verifiedAt: () => 'now()' })
      .where('company_id = :companyId AND verified_at IS NULL', { companyId })
      .execute();
  }

  /** Whether the company's people must sign in through its provider. */
  async isRequired(companyId: string): Promise<boolean> {
    return this.repository.existsBy({ companyId, isRequired: true });
  }

  /** The company whose provider answers for an e-mail domain, if it still signs people in. */
  async companyForDomain(domain: string): Promise<string | undefined> {
    const row = await this.repository.manager
      .createQueryBuilder(CompanySsoDomain, 'domain')
      .innerJoin('company', 'company', 'company.id = domain.company_id')
      .where('domain.domain = :domain', { domain })
      .andWhere('company.is_active AND company.deleted_at IS NULL')
      .getOne();
    return row?.companyId;
  }

  /** Whether some active company has a provider of its own, so the portal offers the button. */
  async anyActive(): Promise<boolean> {
    const found = await this.repository
      .createQueryBuilder('sso')
      .innerJoin('company', 'company', 'company.id = sso.company_id')
      .where('company.is_active AND company.deleted_at IS NULL')
      .getExists();
    return found;
  }
}
