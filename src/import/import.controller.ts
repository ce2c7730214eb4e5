import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../common/access/access.decorators';
import { IntegerParamPipe } from '../common/validation/integer-param.pipe';
import { Language } from '../common/http/request-context';
import { LanguageCode } from '../common/i18n/languages';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { validatedAs } from '../common/tenant/tenant-crud.controller';
import { ApiMultipartForm } from '../common/upload/multipart';
import { AssociationDto, RowEditDto, RowQueryDto } from './import.dto';
import { Download, ImportService } from './import.service';
import { XLSX_MIME } from '../common/spreadsheet/spreadsheet-writer';

const ROW_NUMBER = new IntegerParamPipe('rowNumber', 1);

/** The employee spreadsheet import (DESIGN §3b), scoped to the token's company. */
@ApiTags('admin: employee import')
@Controller('admin/employee/import')
@Access({ roles: ['admin'], module: 'Employee' })
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Post()
  @HttpCode(202)
  @ApiMultipartForm(null, 'file')
  upload(@Scope() scope: TenantScope, @Req() request: FastifyRequest) {
    return this.imports.upload(scope, request);
  }

  @Get()
  list(@Scope() scope: TenantScope, @Query(validatedAs(PageQueryDto)) query: PageQueryDto) {
    return this.imports.list(scope, query.page, query.pageSize);
  }

  @Get('template')
  template(@Language() language: LanguageCode, @Res() reply: FastifyReply) {
    return send(reply, this.imports.template(language));
  }

  @Get(':id')
  get(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.imports.get(scope, id);
  }

  @Put(':id/association')
  associate(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body(validatedAs(AssociationDto)) body: AssociationDto,
  ) {
    return this.imports.associate(scope, id, body);
  }

  @Get(':id/rows')
  rows(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(RowQueryDto)) query: RowQueryDto,
  ) {
    return this.imports.listRows(scope, id, query);
  }

  @Put(':id/rows/:rowNumber')
  editRow(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('rowNumber', ROW_NUMBER) rowNumber: number,
    @Body(validatedAs(RowEditDto)) body: RowEditDto,
  ) {
    return this.imports.editRow(scope, id, rowNumber, body);
  }

  @Post(':id/commit')
  @HttpCode(202)
  commit(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.imports.commit(scope, id);
  }

  @Get(':id/result')
  async result(@Scope() scope: TenantScope, @Param('id') id: string, @Res() reply: FastifyReply) {
    return send(reply, await this.imports.result(scope, id));
  }
}

function send(reply: FastifyReply, download: Download) {
  return reply
    .header('content-type', XLSX_MIME)
    .header(
      'content-disposition',
      `attachment; filename="${download.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(download.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(download.content);
}
