import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { validatedAs } from '../../common/tenant/tenant-crud.controller';
import { sendFile } from '../../common/http/send-file';
import { ExportQueryDto } from '../report.dto';
import { ReportExportService } from './report-export.service';

/** A survey's report as a file (module Document): at once when small, else queued (202). */
@ApiTags('admin: reports')
@Controller('admin/survey')
@Access({ roles: ['admin'], module: 'Document' })
export class ReportExportController {
  constructor(private readonly exports: ReportExportService) {}

  @Get(':id/export')
  async export(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Query(validatedAs(ExportQueryDto)) query: ExportQueryDto,
    @Res() reply: FastifyReply,
  ) {
    const result = await this.exports.export(scope, id, query);
    return 'file' in result ? sendFile(reply, result.file) : reply.status(202).send(result.queued);
  }

  @Get(':id/export/:exportId')
  async result(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('exportId') exportId: string,
    @Res() reply: FastifyReply,
  ) {
    const result = await this.exports.result(scope, id, exportId);
    return 'file' in result ? sendFile(reply, result.file) : reply.send(result.state);
  }
}
