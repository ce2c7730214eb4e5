import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { LibraryQueryDto, PredefinedQuestionBodyDto, ResponseModelBodyDto } from './library.dto';
import { LibraryService } from './library.service';

@ApiTags('super: survey library')
@Controller('super')
@Access({ roles: ['super'] })
export class SuperLibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get('predefined-question')
  list(@Query() query: LibraryQueryDto) {
    return this.library.listQuestions(query, false);
  }

  @Get('predefined-question/:id')
  get(@Param('id') id: string) {
    return this.library.question(id);
  }

  @Post('predefined-question')
  create(@Body() body: PredefinedQuestionBodyDto) {
    return this.library.createQuestion(body);
  }

  @Put('predefined-question/:id')
  update(@Param('id') id: string, @Body() body: PredefinedQuestionBodyDto) {
    return this.library.updateQuestion(id, body);
  }

  @Delete('predefined-question/:id')
  @HttpCode(204)
  retire(@Param('id') id: string) {
    return this.library.retireQuestion(id);
  }

  @Get('response-model')
  models(@Query() query: LibraryQueryDto) {
    return this.library.listModels(null, query);
  }

  @Get('response-model/:id')
  model(@Param('id') id: string) {
    return this.library.ownModel(null, id);
  }

  @Post('response-model')
  createModel(@Body() body: ResponseModelBodyDto) {
    return this.library.saveModel(null, null, body);
  }

  @Put('response-model/:id')
  updateModel(@Param('id') id: string, @Body() body: ResponseModelBodyDto) {
    return this.library.saveModel(null, id, body);
  }

  @Delete('response-model/:id')
  @HttpCode(204)
  removeModel(@Param('id') id: string) {
    return this.library.removeModel(null, id);
  }
}

@ApiTags('admin: survey library')
@Controller('admin')
@Access({ roles: ['admin'], module: 'Survey' })
export class AdminLibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get('predefined-question')
  list(@Query() query: LibraryQueryDto) {
    return this.library.listQuestions(query, true);
  }

  @Get('predefined-question/:id')
  get(@Param('id') id: string) {
    return this.library.question(id, true);
  }

  @Get('response-model')
  models(@Scope() scope: TenantScope, @Query() query: LibraryQueryDto) {
    return this.library.listModels(scope.companyId, query);
  }

  @Get('response-model/:id')
  model(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.library.model(scope.companyId, id);
  }

  @Post('response-model')
  createModel(@Scope() scope: TenantScope, @Body() body: ResponseModelBodyDto) {
    return this.library.saveModel(scope.companyId, null, body);
  }

  @Put('response-model/:id')
  updateModel(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body() body: ResponseModelBodyDto,
  ) {
    return this.library.saveModel(scope.companyId, id, body);
  }

  @Delete('response-model/:id')
  @HttpCode(204)
  removeModel(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.library.removeModel(scope.companyId, id);
  }
}
