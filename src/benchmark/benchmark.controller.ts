import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access/access.decorators';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { BenchmarkService } from './benchmark.service';

/** Brazil's population (IBGE Census 2022) for the company's areas, beside its reports. */
@ApiTags('admin: reports')
@Controller('admin/benchmark')
export class BenchmarkController {
  constructor(private readonly benchmarks: BenchmarkService) {}

  @Get('colour-or-race')
  @Access({ roles: ['admin'], module: 'Chart' })
  colourOrRace(@Scope() scope: TenantScope) {
    return this.benchmarks.colourOrRace(scope.companyId);
  }
}
