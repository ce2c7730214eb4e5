import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { Role } from '../common/access/access.model';
import { preparedQuery } from '../common/database/prepared-query';
import { Identifier } from '../common/validation/brazil';
import { Account } from './account.entity';

export interface AccountProfile {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  cpf: string | null;
  languageId: number;
  companyName: string | null;
}

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

  /**
   * Active accounts of a role with this e-mail (kept in lower case), of active companies, in one
   * company when given; at most two, which is enough to tell one person from several.
   */
  findByEmail(email: string, role: Role, companyId?: string): Promise<Account[]> {
    const query = this.accounts
      .createQueryBuilder('account')
      .leftJoinAndSelect('account.company', 'company')
      .leftJoinAndSelect('company.plan', 'plan')
      .where('account.email = :email AND :role = ANY(account.roles)', { email, role })
      .andWhere('account.isActive AND (account.companyId IS NULL OR company.isActive)')
      .orderBy('account.createdAt', 'ASC')
      .limit(2);
    if (companyId) query.andWhere('account.companyId = :companyId', { companyId });
    return query.getMany();
  }

  findWithCompany(id: string): Promise<Account | null> {
    // getOne, not findOne: findOne's implicit LIMIT makes TypeORM add a DISTINCT query first.
    return this.accounts
      .createQueryBuilder('account')
      .leftJoinAndSelect('account.company', 'company')
      .leftJoinAndSelect('company.plan', 'plan')
      .where('account.id = :id', { id })
      .getOne();
  }

  findWithPasswordHash(id: string): Promise<Account | null> {
    return this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id', { id })
      .getOne();
  }

  /** The signed-in person's own card: read on every page of the portal, so prepared. */
  async profile(id: string): Promise<AccountProfile | null> {
    const rows = await preparedQuery<AccountProfile>(
      this.accounts.manager.connection,
      'account-profile',
      `SELECT a.id, a.name, a.email, a.phone, a.cpf, a.language_id AS "languageId",
              c.company_name AS "companyName"
       FROM account a LEFT JOIN company c ON c.id = a.company_id AND c.deleted_at IS NULL
       WHERE a.id = $1 AND a.deleted_at IS NULL`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** What the access guard needs on every call: is this token still current? */
  async tokenState(id: string): Promise<{ tokenVersion: number; usable: boolean } | null> {
    // Runs on every signed-in call: prepared once per connection, not built and planned each time.
    const rows = await preparedQuery<{ tokenVersion: number; usable: boolean }>(
      this.accounts.manager.connection,
      'account-token-state',
      `SELECT a.token_version AS "tokenVersion",
              a.is_active AND (a.company_id IS NULL OR coalesce(c.is_active, false)) AS usable
       FROM account a LEFT JOIN company c ON c.id = a.company_id AND c.deleted_at IS NULL
       WHERE a.id = $1 AND a.deleted_at IS NULL`,
      [id],
    );
    return rows[0] ?? null;
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

  /** The person's own details as their administrators keep them; access is not touched. */
  async updateDetails(
    manager: EntityManager,
    id: string,
    details: Pick<Account, 'name' | 'phone'>,
  ): Promise<void> {
    await manager.getRepository(Account).update(id, details);
  }

  /** A first sign-in through a provider: the person needs no password of ours. */
  async markFirstAccessDone(id: string): Promise<void> {
    await this.accounts.update(id, { mustCreatePassword: false });
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
