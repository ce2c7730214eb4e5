import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims, Public } from '../common/access/access.decorators';
import { notFound } from '../common/http/app-exceptions';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { Origin, ProductPipe, RequestOrigin } from '../common/http/request-context';
import { FileStorage } from '../common/storage/storage';
import { AccessByCodeDto } from '../auth/dto/auth.dto';
import { AccessCodeRedemption } from './access-code-redemption';
import { AnswersBodyDto, InvitationDto, SubmitBodyDto } from './respond.dto';
import { RespondService } from './respond.service';

const RESPONDENT = { roles: ['user', 'survey'] } as const;

@ApiTags('answering surveys')
@Controller()
export class RespondController {
  constructor(
    private readonly respond: RespondService,
    private readonly codes: AccessCodeRedemption,
    private readonly storage: FileStorage,
  ) {}

  @Get('user/survey')
  @Access({ roles: ['user'] })
  mine(@Claims() claims: AccessClaims, @Query() query: PageQueryDto) {
    return this.respond.mine(claims, query);
  }

  /**
   * A short personal link (SMS, WhatsApp) names no survey: its invite finds it. Not throttled,
   * like the long link: 95 random bits cannot be guessed, and a carrier's shared address must
   * not stop a thousand people opening their links in the same minute.
   */
  @Post('survey/invitation')
  @Public()
  @HttpCode(200)
  shortLink(@Origin() origin: RequestOrigin, @Body() body: InvitationDto) {
    return this.respond.openShortLink(body.invite, origin.languageId);
  }

  @Post('survey/:id/invitation')
  @Public()
  @HttpCode(200)
  invitation(
    @Param('id') id: string,
    @Origin() origin: RequestOrigin,
    @Body() body: InvitationDto,
  ) {
    return this.respond.openInvitation(id, body.invite, origin.languageId);
  }

  /** Spec §7 lists access-by-code among the sign-in calls; it opens a survey. */
  @Post(':product/auth/access-by-code')
  @Public()
  @HttpCode(200)
  accessByCode(
    @Param('product', ProductPipe) _role: string,
    @Origin() origin: RequestOrigin,
    @Body() body: AccessByCodeDto,
  ) {
    return this.codes.redeem(origin, body.code);
  }

  @Get('survey/:id')
  @Access({ roles: [...RESPONDENT.roles] })
  @ApiQuery({ name: 'language', required: false })
  view(
    @Claims() claims: AccessClaims,
    @Param('id') id: string,
    @Query('language') language?: string,
  ) {
    return this.respond.view(claims, id, language);
  }

  @Put('survey/:id/answers')
  @Access({ roles: [...RESPONDENT.roles] })
  @HttpCode(204)
  saveDraft(@Claims() claims: AccessClaims, @Param('id') id: string, @Body() body: AnswersBodyDto) {
    return this.respond.saveDraft(claims, id, body);
  }

  /** The first answer of an anonymous survey (whose draft stays in the browser), without it. */
  @Post('survey/:id/start')
  @Access({ roles: [...RESPONDENT.roles] })
  @HttpCode(204)
  start(@Claims() claims: AccessClaims, @Param('id') id: string) {
    return this.respond.start(claims, id);
  }

  @Post('survey/:id/submit')
  @Access({ roles: [...RESPONDENT.roles] })
  submit(@Claims() claims: AccessClaims, @Param('id') id: string, @Body() body: SubmitBodyDto) {
    return this.respond.submit(claims, id, body);
  }

  /**
   * The company's logo on the survey's pages: a survey token reads only its own survey's
   * company's, an employee only their company's surveys' (404 or 403 otherwise, as the survey).
   */
  @Get('survey/:id/logo')
  @Access({ roles: [...RESPONDENT.roles] })
  async logo(@Claims() claims: AccessClaims, @Param('id') id: string, @Res() reply: FastifyReply) {
    const logo = await this.respond.logo(claims, id);
    if (!logo) throw notFound();
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(logo.stream);
  }

  /** Question images are part of the survey people open by link: served like the portal itself. */
  @Get('public/question-image/:file')
  @Public()
  async image(@Param('file') file: string, @Res() reply: FastifyReply) {
    if (!/^[0-9a-f-]{36}\.(png|jpg)$/.test(file)) throw notFound();
    const stream = await this.storage.read(`question-images/${file}`);
    if (!stream) throw notFound();
    return reply
      .header('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  }
}
