import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessClaims } from '../../common/access/access-claims';
import { Access, Claims } from '../../common/access/access.decorators';
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
  models(@Claims() claims: AccessClaims, @Query() query: LibraryQueryDto) {
    return this.library.listModels(claims.companyId, query);
  }

  @Get('response-model/:id')
  model(@Claims() claims: AccessClaims, @Param('id') id: string) {
    return this.library.model(claims.companyId, id);
  }

  @Post('response-model')
  createModel(@Claims() claims: AccessClaims, @Body() body: ResponseModelBodyDto) {
    return this.library.saveModel(claims.companyId, null, body);
  }

  @Put('response-model/:id')
  updateModel(
    @Claims() claims: AccessClaims,
    @Param('id') id: string,
    @Body() body: ResponseModelBodyDto,
  ) {
    return this.library.saveModel(claims.companyId, id, body);
  }

  @Delete('response-model/:id')
  @HttpCode(204)
  removeModel(@Claims() claims: AccessClaims, @Param('id') id: string) {
    return this.library.removeModel(claims.companyId, id);
  }
}
