import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access/access.decorators';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { validatedAs } from '../common/tenant/tenant-crud.controller';
import { ReportQueryDto, ReportSettingDto } from './report.dto';
import { ReportService } from './report.service';
import { ReportSettingService } from '../setting/report-setting.service';

/** A survey's report, for the dashboard's charts (module Chart). */
@ApiTags('admin: reports')
@Controller('admin/survey')
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  @Get(':id/report')
  @Access({ roles: ['admin'], module: 'Chart' })
  report(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(ReportQueryDto)) query: ReportQueryDto,
  ) {
    return this.reports.report(scope, id, query);
  }
}

/** The platform owner's report settings: the smallest group a report may show. */
@ApiTags('super: settings')
@Controller('super/setting/report')
@Access({ roles: ['super'] })
export class ReportSettingController {
  constructor(private readonly settings: ReportSettingService) {}

  @Get()
  get() {
    return this.settings.get();
  }

  @Put()
  set(@Body(validatedAs(ReportSettingDto)) body: ReportSettingDto) {
    return this.settings.set(body.minimumGroupSize);
  }
}
