import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Account } from '../account/account.entity';
import { listColumns } from '../common/pagination/list-columns';
import { TenantRepository } from '../common/tenant/tenant.repository';
import { Department } from '../department/department.entity';
import { Organization } from '../organization/organization.entity';
import { Employee } from './employee.entity';
import { CORRECTABLE_FIELDS } from './employee-field.model';

export type EmployeeValues = Pick<
  Employee,
  | 'name'
  | 'email'
  | 'cellPhone'
  | 'cpf'
  | 'rg'
  | 'birthDate'
  | 'admissionDate'
  | 'jobTitle'
  | 'organizationId'
  | 'departmentId'
  | 'preferredChannel'
  | 'isActive'
>;

export interface IdentifierOwner {
  field: 'email' | 'cellPhone' | 'cpf';
  accountId: string;
}

/** A company's employees, always with their account; every query is scoped to the company. */
@Injectable()
export class EmployeeRepository extends TenantRepository<Employee> {
  constructor(@InjectRepository(Employee) repository: Repository<Employee>) {
    super(repository, 'employee');
  }

  protected override withRelations(
    builder: SelectQueryBuilder<Employee>,
  ): SelectQueryBuilder<Employee> {
    return builder
      .innerJoinAndSelect('employee.account', 'account')
      .leftJoinAndSelect('employee.organization', 'organization')
      .leftJoinAndSelect('employee.department', 'department');
  }

  /** The account an inner join, as in `get`: someone whose account is deleted is not listed. */
  protected override listed(builder: SelectQueryBuilder<Employee>): SelectQueryBuilder<Employee> {
    return builder
      .select(
        listColumns<Employee>('employee', [
          ...CORRECTABLE_FIELDS,
          'organizationId',
          'departmentId',
          'preferredChannel',
          'isActive',
          'accountId',
          'createdAt',
        ]),
      )
      .innerJoin('employee.account', 'account')
      .addSelect(listColumns<Account>('account', ['mustCreatePassword', 'languageId']))
      .leftJoin('employee.organization', 'organization')
      .addSelect(listColumns<Organization>('organization', ['name']))
      .leftJoin('employee.department', 'department')
      .addSelect(listColumns<Department>('department', ['name']));
  }

  /**
   * Serializes every change to a company's staff (the form, the import's commit) so the plan's
   * limit and the identifiers' uniqueness are checked against a list nobody else is changing.
   */
  async lockCompany(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('employees:' || $1))`, [companyId]);
  }

  /** Active employees and the plan's limit (null: no plan, no limit). */
  async headcount(
    manager: EntityManager,
    companyId: string,
  ): Promise<{ active: number; limit: number | null }> {
    const [row] = await manager.query(
      `SELECT (SELECT count(*) FROM employee e WHERE e.company_id = c.id AND e.is_active)::int AS active,
              p.employee_limit AS "limit"
       FROM company c LEFT JOIN plan p ON p.id = c.plan_id WHERE c.id = $1`,
      [companyId],
    );
    return { active: row?.active ?? 0, limit: row?.limit ?? null };
  }

  /**
   * Accounts of the company (of any role) already holding one of these identifiers, other than
   * `exceptAccountId`: accounts share the identifiers' uniqueness, so these are conflicts.
   */
  async identifierOwners(
    manager: EntityManager,
    companyId: string,
    identifiers: Pick<Employee, 'email' | 'cellPhone' | 'cpf'>,
    exceptAccountId: string | null,
  ): Promise<IdentifierOwner[]> {
    const rows: Array<{ id: string; email: boolean; phone: boolean; cpf: boolean }> =
      await manager.query(
        `SELECT id, email = $2 AS email, phone = $3 AS phone, cpf = $4 AS cpf FROM account
         WHERE company_id = $1 AND deleted_at IS NULL AND id IS DISTINCT FROM $5
           AND (email = $2 OR phone = $3 OR cpf = $4)`,
        [companyId, identifiers.email, identifiers.cellPhone, identifiers.cpf, exceptAccountId],
      );
    return rows.flatMap((row) => [
      ...(row.cpf ? [{ field: 'cpf' as const, accountId: row.id }] : []),
      ...(row.email ? [{ field: 'email' as const, accountId: row.id }] : []),
      ...(row.phone ? [{ field: 'cellPhone' as const, accountId: row.id }] : []),
    ]);
  }

  /** The employee and their account (role `user`, first access pending), together. */
  async createWithAccount(
    manager: EntityManager,
    companyId: string,
    values: EmployeeValues,
    languageId: number,
  ): Promise<string> {
    const accounts = manager.getRepository(Account);
    const account = await accounts.save(
      accounts.create({
        companyId,
        name: values.name,
        email: values.email,
        phone: values.cellPhone,
        cpf: values.cpf,
        roles: ['user'],
        mustCreatePassword: true,
        languageId,
        isActive: values.isActive,
      }),
    );
    const employees = manager.getRepository(Employee);
    const employee = await employees.save(
      employees.create({ ...values, companyId, accountId: account.id }),
    );
    return employee.id;
  }

  /**
   * Writes the employee and mirrors name, identifiers and activity on the account; a change of
   * activity or of an identifier ends the account's sessions (its token version moves on).
   */
  async updateWithAccount(
    manager: EntityManager,
    current: Employee,
    values: EmployeeValues,
    languageId?: number,
  ): Promise<void> {
    await manager.getRepository(Employee).update(current.id, values);
    const endSessions =
      current.isActive !== values.isActive ||
      current.email !== values.email ||
      current.cellPhone !== values.cellPhone ||
      current.cpf !== values.cpf;
    await manager
      .getRepository(Account)
      .createQueryBuilder()
      .update()
      .set({
        name: values.name,
        email: values.email,
        phone: values.cellPhone,
        cpf: values.cpf,
        isActive: values.isActive,
        ...(languageId ? { languageId } : {}),
        ...(endSessions ? { tokenVersion: () => 'token_version + 1' } : {}),
      })
      .where('id = :id', { id: current.accountId })
      .execute();
  }

  async deactivate(manager: EntityManager, current: Employee): Promise<void> {
    await manager.getRepository(Employee).update(current.id, { isActive: false });
    await manager
      .getRepository(Account)
      .createQueryBuilder()
      .update()
      .set({ isActive: false, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id: current.accountId })
      .execute();
  }

  /**
   * The company's organization or department of this name, the names compared as the import
   * compares them (no case, no accents); null when it has none.
   */
  async unitIdByName(
    table: 'organization' | 'department',
    companyId: string,
    name: string,
  ): Promise<string | null> {
    const [row] = await this.repository.query(
      `SELECT id FROM ${table} WHERE company_id = $1 AND search_text(name) = search_text($2)`,
      [companyId, name],
    );
    return row?.id ?? null;
  }

  /** Every employee of the company the filters let through, by name (an export's rows). */
  async matching(
    companyId: string,
    narrow: (builder: SelectQueryBuilder<Employee>) => void,
  ): Promise<Employee[]> {
    const builder = this.withRelations(this.scoped(companyId));
    narrow(builder);
    return builder.orderBy('employee.name', 'ASC').addOrderBy('employee.id', 'ASC').getMany();
  }

  /** The company's employees of these ids; fewer than asked when some are not its own. */
  async byIds(companyId: string, ids: string[]): Promise<Employee[]> {
    return this.scoped(companyId).andWhere('employee.id IN (:...ids)', { ids }).getMany();
  }

  /** Whether the company has anyone on its staff (the onboarding's "employees" step). */
  async exists(companyId: string): Promise<boolean> {
    return this.scoped(companyId).getExists();
  }
}
