import { Controller, Get } from '@nestjs/common';
import { Access } from '../common/access/access.decorators';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { TenantCrudController } from '../common/tenant/tenant-crud.controller';
import { OrganizationBodyDto } from './organization.dto';
import { OrganizationService } from './organization.service';

const PATH = 'admin/company/organization';

@Controller(PATH)
export class OrganizationController extends TenantCrudController({
  path: PATH,
  tag: 'admin: organizations',
  module: 'Company',
  body: OrganizationBodyDto,
  query: PageQueryDto,
  service: OrganizationService,
}) {
  constructor(private readonly organizations: OrganizationService) {
    super(organizations);
  }

  @Get('type')
  @Access({ roles: ['admin'], module: 'Company' })
  types(@Scope() scope: TenantScope) {
    return this.organizations.types(scope.language);
  }
}
