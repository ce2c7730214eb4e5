import { Injectable } from '@nestjs/common';
import { isUniqueViolation, rethrowStillReferenced } from '../common/database/errors';
import { conflict } from '../common/http/app-exceptions';
import { LanguageCode } from '../common/i18n/languages';
import { Page, PageQueryDto } from '../common/pagination/page-query.dto';
import { TenantCrudService } from '../common/tenant/tenant-crud.controller';
import { TenantScope } from '../common/tenant/scope.decorator';
import { NamedOption, ReferenceService } from '../reference/reference.service';
import { OrganizationBodyDto, OrganizationDto } from './organization.dto';
import { Organization } from './organization.entity';
import { OrganizationRepository } from './organization.repository';
import { containing } from '../common/pagination/search';

const ORDER = { name: 'organization.name', createdAt: 'organization.createdAt' };

@Injectable()
export class OrganizationService implements TenantCrudService<
  OrganizationBodyDto,
  PageQueryDto,
  OrganizationDto
> {
  constructor(
    private readonly organizations: OrganizationRepository,
    private readonly references: ReferenceService,
  ) {}

  async list(
    { companyId, language }: TenantScope,
    query: PageQueryDto,
  ): Promise<Page<OrganizationDto>> {
    const page = await this.organizations.page(companyId, query, ORDER, 'name', (builder) => {
      if (query.search) {
        builder.andWhere(`search_text(organization.name) LIKE search_text(:search)`, {
          search: containing(query.search),
        });
      }
    });
    const counts = await this.organizations.departmentCounts(
      companyId,
      page.items.map((organization) => organization.id),
    );
    return {
      ...page,
      items: page.items.map((item) => present(item, counts.get(item.id) ?? 0, language)),
    };
  }

  async get({ companyId, language }: TenantScope, id: string): Promise<OrganizationDto> {
    const organization = await this.organizations.get(companyId, id);
    const counts = await this.organizations.departmentCounts(companyId, [id]);
    return present(organization, counts.get(id) ?? 0, language);
  }

  async create(scope: TenantScope, body: OrganizationBodyDto): Promise<OrganizationDto> {
    await this.checkType(body);
    const created = await this.organizations
      .insert(scope.companyId, values(body))
      .catch(rethrowDuplicate);
    return present(created, 0, scope.language);
  }

  async update(
    scope: TenantScope,
    id: string,
    body: OrganizationBodyDto,
  ): Promise<OrganizationDto> {
    await this.checkType(body);
    await this.organizations.update(scope.companyId, id, values(body)).catch(rethrowDuplicate);
    return this.get(scope, id);
  }

  /**
   * An organization with departments or people is kept: deleting it would orphan them. The
   * database's references decide, so a department added meanwhile is not missed.
   */
  async remove({ companyId }: TenantScope, id: string): Promise<void> {
    await this.organizations
      .remove(companyId, id)
      .catch(rethrowStillReferenced('conflict.organizationInUse'));
  }

  types(language: LanguageCode): Promise<NamedOption[]> {
    return this.references.listOrganizationTypes(language);
  }

  private checkType(body: OrganizationBodyDto): Promise<void> {
    return this.references.checkReferences({
      organizationTypeId: body.encryptedOrganizationTypeId,
      fields: { organizationTypeId: 'encryptedOrganizationTypeId' },
    });
  }
}

function values(body: OrganizationBodyDto): Partial<Organization> {
  return { name: body.name.trim(), organizationTypeId: body.encryptedOrganizationTypeId ?? null };
}

function present(
  organization: Organization,
  departmentCount: number,
  language: LanguageCode,
): OrganizationDto {
  return {
    id: organization.id,
    encryptedId: organization.id,
    name: organization.name,
    encryptedOrganizationTypeId: organization.organizationTypeId,
    organizationTypeName: organization.organizationType?.names[language] ?? null,
    departmentCount,
  };
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('conflict.nameTaken');
  throw error;
}
