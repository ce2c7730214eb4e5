import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { validatedAs } from '../../common/tenant/tenant-crud.controller';
import { IntersectionQueryDto } from '../intersection/intersection.dto';
import { IntersectionService } from '../intersection/intersection.service';
import { ReportQueryDto } from '../report.dto';
import { ComparisonsService } from './comparisons.service';

/** What a report is compared with: Brazil's population, its intersections, the inclusion index. */
@ApiTags('admin: reports')
@Controller('admin/survey')
export class ComparisonsController {
  constructor(
    private readonly comparisons: ComparisonsService,
    private readonly intersections: IntersectionService,
  ) {}

  @Get(':id/benchmark')
  @Access({ roles: ['admin'], module: 'Chart' })
  benchmark(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(ReportQueryDto)) query: ReportQueryDto,
  ) {
    return this.comparisons.benchmark(scope, id, query);
  }

  @Get(':id/intersection')
  @Access({ roles: ['admin'], module: 'Chart' })
  intersection(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(IntersectionQueryDto)) query: IntersectionQueryDto,
  ) {
    return this.intersections.intersection(scope, id, query);
  }

  @Get(':id/inclusion-index')
  @Access({ roles: ['admin'], module: 'Chart' })
  inclusionIndex(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(ReportQueryDto)) query: ReportQueryDto,
  ) {
    return this.comparisons.inclusionIndex(scope, id, query);
  }
}
