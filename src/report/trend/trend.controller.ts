import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { validatedAs } from '../../common/tenant/tenant-crud.controller';
import { ReportQueryDto } from '../report.dto';
import { TrendService } from './trend.service';

/** A report beside its earlier editions, or beside another survey that shares its questions. */
@ApiTags('admin: reports')
@Controller('admin/survey')
export class TrendController {
  constructor(private readonly trends: TrendService) {}

  @Get(':id/trend')
  @Access({ roles: ['admin'], module: 'Chart' })
  trend(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(ReportQueryDto)) query: ReportQueryDto,
  ) {
    return this.trends.trend(scope, id, query);
  }

  @Get(':id/compare/:otherId')
  @Access({ roles: ['admin'], module: 'Chart' })
  compare(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('otherId') otherId: string,
    @Query(validatedAs(ReportQueryDto)) query: ReportQueryDto,
  ) {
    return this.trends.compare(scope, id, otherId, query);
  }
}
