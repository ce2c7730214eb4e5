import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database/errors';
import {
  conflict,
  LocalizedException,
  ValidationFailedException,
} from '../common/http/app-exceptions';
import { MessageKey } from '../common/i18n/messages.pt-BR';
import { mapPage } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TenantCrudService } from '../common/tenant/tenant-crud.controller';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { normalizeCpf, normalizeEmail, normalizePhone } from '../common/validation/brazil';
import { DepartmentRepository } from '../department/department.repository';
import { OrganizationRepository } from '../organization/organization.repository';
import { normalizeRg, parseDay } from './employee-fields';
import { IDENTIFIER_FIELDS } from './employee-field.model';
import { EmployeeBodyDto, EmployeeCorrection, EmployeeDto, EmployeeQueryDto } from './employee.dto';
import { Employee } from './employee.entity';
import { employeeFilters } from './employee-filters';
import { EmployeeRepository, EmployeeValues } from './employee.repository';

export const ORDER = {
  name: 'employee.name',
  email: 'employee.email',
  jobTitle: 'employee.jobTitle',
  admissionDate: 'employee.admissionDate',
  createdAt: 'employee.createdAt',
  department: 'department.name',
  organization: 'organization.name',
};

const TAKEN: Record<(typeof IDENTIFIER_FIELDS)[number], MessageKey> = {
  cpf: 'conflict.cpfTaken',
  email: 'conflict.emailTaken',
  cellPhone: 'conflict.phoneTaken',
};

@Injectable()
export class EmployeeService implements TenantCrudService<
  EmployeeBodyDto,
  EmployeeQueryDto,
  EmployeeDto
> {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly organizations: OrganizationRepository,
    private readonly departments: DepartmentRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async list({ companyId }: TenantScope, query: EmployeeQueryDto): Promise<Page<EmployeeDto>> {
    const page = await this.employees.page(companyId, query, ORDER, 'name', employeeFilters(query));
    return mapPage(page, present);
  }

  async get({ companyId }: TenantScope, id: string): Promise<EmployeeDto> {
    return present(await this.employees.get(companyId, id));
  }

  async create(scope: TenantScope, body: EmployeeBodyDto): Promise<EmployeeDto> {
    const values = await this.values(scope.companyId, body, true);
    const id = await this.transactions
      .run(async (tx) => {
        await this.employees.lockCompany(tx.manager, scope.companyId);
        if (values.isActive) await this.checkLimit(tx.manager, scope.companyId);
        await this.checkIdentifiers(tx.manager, scope.companyId, values, null);
        return this.employees.createWithAccount(
          tx.manager,
          scope.companyId,
          values,
          body.languageId ?? 1,
        );
      })
      .catch(rethrowDuplicate);
    return this.get(scope, id);
  }

  async update(scope: TenantScope, id: string, body: EmployeeBodyDto): Promise<EmployeeDto> {
    const current = await this.employees.get(scope.companyId, id);
    const values = await this.values(scope.companyId, body, current.isActive);
    await this.transactions
      .run((tx) => this.apply(tx.manager, scope.companyId, current, values, body.languageId))
      .catch(rethrowDuplicate);
    return this.get(scope, id);
  }

  /**
   * A correction the person asked for (LGPD art. 18 III), within the caller's transaction:
   * the fields sent replace those recorded, under the same rules as an edit. Answers the names
   * of the fields that changed.
   */
  async correct(
    manager: EntityManager,
    companyId: string,
    id: string,
    patch: EmployeeCorrection,
  ): Promise<string[]> {
    const current = await this.employees.get(companyId, id);
    const values = await this.values(
      companyId,
      {
        ...current,
        organization: undefined,
        department: undefined,
        ...patch,
        name: patch.name ?? current.name,
      },
      current.isActive,
    );
    await this.apply(manager, companyId, current, values).catch(rethrowDuplicate);
    return (Object.keys(values) as Array<keyof EmployeeValues>).filter(
      (field) => values[field] !== current[field],
    );
  }

  private async apply(
    manager: EntityManager,
    companyId: string,
    current: Employee,
    values: EmployeeValues,
    languageId?: number,
  ): Promise<void> {
    await this.employees.lockCompany(manager, companyId);
    if (values.isActive && !current.isActive) await this.checkLimit(manager, companyId);
    await this.checkIdentifiers(manager, companyId, values, current.accountId);
    await this.employees.updateWithAccount(manager, current, values, languageId);
  }

  /** Deactivates: the person stays on record (survey history), their access ends. */
  async remove({ companyId }: TenantScope, id: string): Promise<void> {
    const current = await this.employees.get(companyId, id);
    await this.transactions.run((tx) => this.employees.deactivate(tx.manager, current));
  }

  private async checkLimit(manager: EntityManager, companyId: string): Promise<void> {
    const { active, limit } = await this.employees.headcount(manager, companyId);
    if (limit !== null && active + 1 > limit)
      throw new LocalizedException(HttpStatus.CONFLICT, 'employee.limitReached', { limit });
  }

  private async checkIdentifiers(
    manager: EntityManager,
    companyId: string,
    values: EmployeeValues,
    ownAccountId: string | null,
  ): Promise<void> {
    const [taken] = await this.employees.identifierOwners(manager, companyId, values, ownAccountId);
    if (taken) throw conflict(TAKEN[taken.field]);
  }

  /** The body as stored: identifiers normalized, and the organization and department the company's own. */
  private async values(
    companyId: string,
    body: EmployeeBodyDto,
    activeByDefault: boolean,
  ): Promise<EmployeeValues> {
    const text = (value: string | null | undefined) => value?.trim() || null;
    const values: EmployeeValues = {
      name: body.name.trim(),
      email: body.email ? (normalizeEmail(body.email) ?? null) : null,
      cellPhone: body.cellPhone ? (normalizePhone(body.cellPhone) ?? null) : null,
      cpf: body.cpf ? (normalizeCpf(body.cpf) ?? null) : null,
      rg: body.rg ? (normalizeRg(body.rg) ?? null) : null,
      birthDate: body.birthDate ? (parseDay(body.birthDate) ?? null) : null,
      admissionDate: body.admissionDate ? (parseDay(body.admissionDate) ?? null) : null,
      jobTitle: text(body.jobTitle),
      organizationId: await this.unitId(companyId, 'organization', body),
      departmentId: await this.unitId(companyId, 'department', body),
      preferredChannel: body.preferredChannel ?? null,
      isActive: body.isActive ?? activeByDefault,
    };
    const channelNeeds = values.preferredChannel === 'email' ? values.email : values.cellPhone;
    if (values.preferredChannel && !channelNeeds)
      throw ValidationFailedException.of('preferredChannel', 'employee.channelWithoutContact');
    if (!values.email && !values.cellPhone && !values.cpf) {
      const required = [{ key: 'employee.identifierRequired' as const }];
      throw new ValidationFailedException(
        Object.fromEntries(IDENTIFIER_FIELDS.map((field) => [field, required])),
      );
    }
    return values;
  }

  /**
   * The organization or department of the body: by id, or else by name as the import names
   * it. The id wins when both come (a form sends back the name it was shown); either must be
   * the company's own.
   */
  private async unitId(
    companyId: string,
    unit: 'organization' | 'department',
    body: EmployeeBodyDto,
  ): Promise<string | null> {
    const id = body[`${unit}Id`];
    if (id) {
      const units = unit === 'organization' ? this.organizations : this.departments;
      await units.get(companyId, id).catch(() => {
        throw ValidationFailedException.of(`${unit}Id`, 'validation.unknownOption');
      });
      return id;
    }
    const name = body[unit]?.trim();
    if (id === null || !name) return null;
    const found = await this.employees.unitIdByName(unit, companyId, name);
    if (!found)
      throw ValidationFailedException.of(
        unit,
        unit === 'organization' ? 'import.unknownOrganization' : 'import.unknownDepartment',
      );
    return found;
  }
}

export function present(employee: Employee): EmployeeDto {
  return {
    id: employee.id,
    encryptedId: employee.id,
    name: employee.name,
    email: employee.email,
    cellPhone: employee.cellPhone,
    cpf: employee.cpf,
    rg: employee.rg,
    birthDate: employee.birthDate,
    admissionDate: employee.admissionDate,
    jobTitle: employee.jobTitle,
    organizationId: employee.organizationId,
    encryptedOrganizationId: employee.organizationId,
    organization: employee.organization?.name ?? null,
    departmentId: employee.departmentId,
    encryptedDepartmentId: employee.departmentId,
    department: employee.department?.name ?? null,
    preferredChannel: employee.preferredChannel,
    isActive: employee.isActive,
    isFirstAccess: employee.account?.mustCreatePassword ?? true,
    languageId: employee.account?.languageId ?? 1,
    accountId: employee.accountId,
    createdAt: employee.createdAt,
  };
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict();
  throw error;
}
