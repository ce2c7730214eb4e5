import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AccessClaims } from '../../common/access/access-claims';
import { Access, Claims } from '../../common/access/access.decorators';
import { Origin, RequestOrigin } from '../../common/http/request-context';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { CompanySsoDto, SaveCompanySsoDto } from './company-sso.dto';
import { CompanySsoService } from './company-sso.service';

/** The company's own sign-in provider (SSO), one per company. */
@ApiTags('admin: company')
@Controller('admin/company/sso')
@Access({ roles: ['admin'], module: 'Company' })
export class CompanySsoController {
  constructor(private readonly ssos: CompanySsoService) {}

  @Get()
  @ApiOkResponse({ type: CompanySsoDto })
  get(@Scope() scope: TenantScope): Promise<CompanySsoDto> {
    return this.ssos.get(scope);
  }

  @Put()
  @ApiOkResponse({ type: CompanySsoDto })
  save(
    @Scope() scope: TenantScope,
    @Claims() claims: AccessClaims,
    @Origin() origin: RequestOrigin,
    @Body() body: SaveCompanySsoDto,
  ): Promise<CompanySsoDto> {
    return this.ssos.save(scope, claims, origin.ip, body);
  }

  @Delete()
  @ApiOkResponse({ type: CompanySsoDto })
  async remove(
    @Scope() scope: TenantScope,
    @Claims() claims: AccessClaims,
    @Origin() origin: RequestOrigin,
  ): Promise<CompanySsoDto> {
    await this.ssos.remove(scope, claims, origin.ip);
    return this.ssos.get(scope);
  }
}
