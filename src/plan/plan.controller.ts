import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access/access.decorators';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { PlanBodyDto } from './plan.dto';
import { PlanService } from './plan.service';

@ApiTags('super: plans')
@Controller('super/plan')
@Access({ roles: ['super'] })
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @Get()
  list(@Query() query: PageQueryDto) {
    return this.plans.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string) {
    return this.plans.get(id);
  }

  @Post()
  create(@Body() body: PlanBodyDto) {
    return this.plans.create(body);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: PlanBodyDto) {
    return this.plans.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id') id: string) {
    return this.plans.remove(id);
  }
}
