import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Account } from '../account/account.entity';
import { listColumns } from '../common/pagination/list-columns';
import { TenantRepository } from '../common/tenant/tenant.repository';

/** A company's administrators: its accounts holding the admin role. */
@Injectable()
export class AdminUserRepository extends TenantRepository<Account> {
  constructor(@InjectRepository(Account) repository: Repository<Account>) {
    super(repository, 'account');
  }

  protected override scoped(companyId: string): SelectQueryBuilder<Account> {
    return super.scoped(companyId).andWhere(`'admin' = ANY(account.roles)`);
  }

  protected override listed(builder: SelectQueryBuilder<Account>): SelectQueryBuilder<Account> {
    return builder.select(
      listColumns<Account>('account', [
        'name',
        'email',
        'phone',
        'isActive',
        'mustCreatePassword',
        'lastLoginAt',
      ]),
    );
  }

  /** Any account of the company with this e-mail, administrator or not. */
  findByEmail(manager: EntityManager, companyId: string, email: string): Promise<Account | null> {
    return manager.getRepository(Account).findOneBy({ companyId, email });
  }

  /** Role and activity changes end the account's sessions: its token version moves on. */
  async changeAccess(
    manager: EntityManager,
    id: string,
    change: { roles?: Account['roles']; isActive?: boolean },
  ): Promise<void> {
    await manager
      .getRepository(Account)
      .createQueryBuilder()
      .update()
      .set({ ...change, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
  }
}
