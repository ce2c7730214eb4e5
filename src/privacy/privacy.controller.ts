import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims } from '../common/access/access.decorators';
import { badRequest } from '../common/http/app-exceptions';
import { PrivacyService } from './privacy.service';

/** The data subject's right of access: what is held about the person, to read or to keep. */
@ApiTags('user: privacy')
@Controller('user/privacy')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('data')
  @Access({ roles: ['user'] })
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'download', required: false, enum: ['true', 'false'] })
  @ApiQuery({
    name: 'format',
    required: false,
    enum: ['json', 'pdf'],
    description: '`pdf`: the same statement, readable, as a file',
  })
  async data(
    @Claims() claims: AccessClaims,
    @Query('download') download: string | undefined,
    @Query('format') format: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (format !== undefined && format !== 'json' && format !== 'pdf')
      throw badRequest('format', 'validation.invalid');
    if (format === 'pdf') {
      const pdf = await this.privacy.personalDataPdf(claims.id);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'attachment; filename="meus-dados.pdf"');
      return pdf;
    }
    const data = await this.privacy.personalData(claims.id);
    if (download === 'true')
      reply.header('Content-Disposition', 'attachment; filename="meus-dados.json"');
    return data;
  }
}
