import { Injectable } from '@nestjs/common';
import { isUniqueViolation, rethrowStillReferenced } from '../common/database/errors';
import { conflict, ValidationFailedException } from '../common/http/app-exceptions';
import { mapPage } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TenantCrudService } from '../common/tenant/tenant-crud.controller';
import { OrganizationRepository } from '../organization/organization.repository';
import { DepartmentBodyDto, DepartmentDto, DepartmentQueryDto } from './department.dto';
import { Department } from './department.entity';
import { DepartmentRepository } from './department.repository';
import { containing } from '../common/pagination/search';

const ORDER = {
  name: 'department.name',
  organizationName: 'organization.name',
  createdAt: 'department.createdAt',
};

@Injectable()
export class DepartmentService implements TenantCrudService<
  DepartmentBodyDto,
  DepartmentQueryDto,
  DepartmentDto
> {
  constructor(
    private readonly departments: DepartmentRepository,
    private readonly organizations: OrganizationRepository,
  ) {}

  async list({ companyId }: TenantScope, query: DepartmentQueryDto): Promise<Page<DepartmentDto>> {
    const page = await this.departments.page(companyId, query, ORDER, 'name', (builder) => {
      if (query.search) {
        builder.andWhere(`search_text(department.name) LIKE search_text(:search)`, {
          search: containing(query.search),
        });
      }
      if (query.organizationId) {
        builder.andWhere('department.organizationId = :organizationId', {
          organizationId: query.organizationId,
        });
      }
    });
    return mapPage(page, present);
  }

  async get({ companyId }: TenantScope, id: string): Promise<DepartmentDto> {
    return present(await this.departments.get(companyId, id));
  }

  async create({ companyId }: TenantScope, body: DepartmentBodyDto): Promise<DepartmentDto> {
    const values = await this.values(companyId, body);
    return present(await this.departments.insert(companyId, values).catch(rethrowDuplicate));
  }

  async update(
    { companyId }: TenantScope,
    id: string,
    body: DepartmentBodyDto,
  ): Promise<DepartmentDto> {
    const values = await this.values(companyId, body);
    return present(await this.departments.update(companyId, id, values).catch(rethrowDuplicate));
  }

  /**
   * A department people work in is kept, and says so: deleting it would leave them without one
   * and their survey groups without a name. HR moves them first (or edits the department).
   */
  async remove({ companyId }: TenantScope, id: string): Promise<void> {
    await this.departments
      .remove(companyId, id)
      .catch(rethrowStillReferenced('conflict.departmentInUse'));
  }

  /** The organization must be one of the same company's; another company's is unknown here. */
  private async values(companyId: string, body: DepartmentBodyDto): Promise<Partial<Department>> {
    const organizationId = body.encryptedOrganizationId ?? null;
    if (organizationId) {
      await this.organizations.get(companyId, organizationId).catch(() => {
        throw ValidationFailedException.of('encryptedOrganizationId', 'validation.unknownOption');
      });
    }
    return { name: body.name.trim(), organizationId };
  }
}

function present(department: Department): DepartmentDto {
  return {
    id: department.id,
    encryptedId: department.id,
    name: department.name,
    encryptedOrganizationId: department.organizationId,
    organizationName: department.organization?.name ?? null,
  };
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('conflict.nameTaken');
  throw error;
}
