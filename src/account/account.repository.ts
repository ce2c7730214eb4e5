import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { Role } from '../common/access/access.model';
import { Identifier } from '../common/validation/brazil';
import { Account } from './account.entity';

/** Every query on accounts. Soft-deleted accounts are invisible here. */
@Injectable()
export class AccountRepository {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  /**
   * Accounts of a role matching an identifier, with their company and password hash. Uniqueness
   * is per company, so one identifier may name a person in several companies.
   */
  async findByIdentifier(identifier: Identifier, role: Role, limit = 5): Promise<Account[]> {
    const query = this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .leftJoinAndSelect('account.company', 'company')
      .leftJoinAndSelect('company.plan', 'plan')
      .where(':role = ANY(account.roles)', { role })
      .andWhere(
        new Brackets((where) => {
          if (identifier.email)
            where.orWhere('account.email = :email', { email: identifier.email });
          if (identifier.phone)
            where.orWhere('account.phone = :phone', { phone: identifier.phone });
          if (identifier.cpf) where.orWhere('account.cpf = :cpf', { cpf: identifier.cpf });
        }),
      )
      .orderBy('account.lastLoginAt', 'DESC', 'NULLS LAST')
      .addOrderBy('account.createdAt', 'ASC')
      .limit(limit);
    return query.getMany();
  }

  findWithCompany(id: string): Promise<Account | null> {
    return this.accounts.findOne({ where: { id }, relations: { company: { plan: true } } });
  }

  findWithPasswordHash(id: string): Promise<Account | null> {
    return this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id', { id })
      .getOne();
  }

  /** What the access guard needs on every call: is this token still current? */
  async tokenState(id: string): Promise<{ tokenVersion: number; usable: boolean } | null> {
    const row = await this.accounts
      .createQueryBuilder('account')
      .leftJoin('account.company', 'company')
      .select('account.tokenVersion', 'tokenVersion')
      .addSelect(
        'account.isActive AND (account.companyId IS NULL OR coalesce(company.isActive, false))',
        'usable',
      )
      .where('account.id = :id', { id })
      .getRawOne<{ tokenVersion: number; usable: boolean }>();
    return row ?? null;
  }

  async setPassword(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager
      .getRepository(Account)
      .createQueryBuilder()
      .update()
      .set({ passwordHash, mustCreatePassword: false, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
  }

  async acceptTerms(id: string): Promise<void> {
    await this.accounts.update(id, { hasAcceptedTerms: true, termsAcceptedAt: new Date() });
  }

  async setLanguage(id: string, languageId: number): Promise<void> {
    await this.accounts.update(id, { languageId });
  }

  async touchLogin(id: string): Promise<void> {
    await this.accounts.update(id, { lastLoginAt: new Date() });
  }

  async create(manager: EntityManager, account: Partial<Account>): Promise<Account> {
    const repository = manager.getRepository(Account);
    return repository.save(repository.create(account));
  }

  /** Active platform owners with an e-mail: the people told about account requests. */
  findPlatformOwners(): Promise<Account[]> {
    return this.accounts
      .createQueryBuilder('account')
      .where(`'super' = ANY(account.roles) AND account.isActive AND account.email IS NOT NULL`)
      .getMany();
  }

  async existsWithRole(email: string, role: Role): Promise<boolean> {
    return this.accounts
      .createQueryBuilder('account')
      .where('account.email = :email AND :role = ANY(account.roles)', { email, role })
      .getExists();
  }
}
