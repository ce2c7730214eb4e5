import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access/access.decorators';
import { mapPage } from '../common/pagination/paginate';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { validatedAs } from '../common/tenant/tenant-crud.controller';
import { AuditEntry } from './audit-entry.entity';
import {
  AuditEntryDto,
  AuditQueryDto,
  PlatformAuditEntryDto,
  PlatformAuditQueryDto,
} from './audit.dto';
import { AuditRepository } from './audit.repository';

const present = (entry: AuditEntry): AuditEntryDto => ({
  id: entry.id,
  action: entry.action,
  actor: entry.actor ? { id: entry.actor.id, name: entry.actor.name } : null,
  companyId: entry.companyId,
  targetId: entry.targetId,
  details: entry.details,
  createdAt: entry.createdAt,
});

/**
 * What was done to a company and by whom, the platform owner's impersonations included: a
 * company's administrators read their own company's log.
 */
@ApiTags('admin: company')
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly entries: AuditRepository) {}

  @Get()
  @Access({ roles: ['admin'], module: 'Company' })
  async list(@Scope() scope: TenantScope, @Query(validatedAs(AuditQueryDto)) query: AuditQueryDto) {
    return mapPage(await this.entries.page({ ...query, companyId: scope.companyId }), present);
  }
}

@ApiTags('super: audit')
@Controller('super/audit')
@Access({ roles: ['super'] })
export class PlatformAuditController {
  constructor(private readonly entries: AuditRepository) {}

  @Get()
  async list(@Query(validatedAs(PlatformAuditQueryDto)) query: PlatformAuditQueryDto) {
    return mapPage(await this.entries.page(query), (entry): PlatformAuditEntryDto => ({
      ...present(entry),
      ip: entry.ip,
    }));
  }
}
