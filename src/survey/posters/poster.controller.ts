import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorators';
import { sendFile } from '../../common/http/send-file';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { CodeSheetBodyDto, PosterBodyDto } from './poster.dto';
import { PosterService } from './poster.service';

/** Posters and code sheets of a survey with access codes, as PDF files to print. */
@ApiTags('admin: surveys')
@Controller('admin/survey')
@Access({ roles: ['admin'], module: 'Survey' })
export class PosterController {
  constructor(private readonly posters: PosterService) {}

  @Post(':id/poster')
  @HttpCode(200)
  @ApiProduces('application/pdf')
  async poster(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body() body: PosterBodyDto,
    @Res() reply: FastifyReply,
  ) {
    return sendFile(reply, await this.posters.posters(scope, id, body ?? {}));
  }

  @Post(':id/code-sheet')
  @HttpCode(200)
  @ApiProduces('application/pdf')
  async codeSheet(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Body() body: CodeSheetBodyDto,
    @Res() reply: FastifyReply,
  ) {
    return sendFile(reply, await this.posters.codeSheet(scope, id, body ?? {}));
  }
}
