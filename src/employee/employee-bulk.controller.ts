import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../common/access/access.decorators';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { validatedAs } from '../common/tenant/tenant-crud.controller';
import { EmployeeBulkService } from './employee-bulk.service';
import { DeactivateEmployeesDto, EmployeeExportQueryDto } from './employee.dto';

const EMPLOYEE_ADMIN = { roles: ['admin' as const], module: 'Employee' as const };

/** The employees list as a file, and deactivation of a selection. */
@ApiTags('admin: employees')
@Controller('admin/employee')
export class EmployeeBulkController {
  constructor(private readonly bulk: EmployeeBulkService) {}

  /** The list's filters and search; XLSX or CSV in the caller's language (audited). */
  @Get('export')
  @Access(EMPLOYEE_ADMIN)
  async export(
    @Scope() scope: TenantScope,
    @Query(validatedAs(EmployeeExportQueryDto)) query: EmployeeExportQueryDto,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.bulk.export(scope, query);
    return reply
      .header('content-type', file.mime)
      .header(
        'content-disposition',
        `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }

  @Post('deactivate')
  @Access(EMPLOYEE_ADMIN)
  @HttpCode(200)
  deactivate(@Scope() scope: TenantScope, @Body() body: DeactivateEmployeesDto) {
    return this.bulk.deactivate(scope, body);
  }
}
