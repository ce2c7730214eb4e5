import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Access } from '../common/access/access.decorators';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { TenantCrudController, validatedAs } from '../common/tenant/tenant-crud.controller';
import { AdminUserCreateDto, AdminUserQueryDto, AdminUserUpdateDto } from './admin-user.dto';
import { AdminUserService } from './admin-user.service';

const PATH = 'admin/admin-user';

@Controller(PATH)
export class AdminUserController extends TenantCrudController({
  path: PATH,
  tag: 'admin: administrators',
  module: 'AdminUser',
  body: AdminUserUpdateDto,
  query: AdminUserQueryDto,
  service: AdminUserService,
}) {
  constructor(private readonly admins: AdminUserService) {
    super(admins);
  }

  /** Inviting needs the e-mail, which an edit cannot change. */
  @Post()
  @Access({ roles: ['admin'], module: 'AdminUser' })
  override create(
    @Scope() scope: TenantScope,
    @Body(validatedAs(AdminUserCreateDto)) body: AdminUserCreateDto,
  ) {
    return this.admins.create(scope, body);
  }

  @Post(':id/invitation')
  @Access({ roles: ['admin'], module: 'AdminUser' })
  @HttpCode(200)
  resendInvitation(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.admins.resendInvitation(scope, id);
  }
}
