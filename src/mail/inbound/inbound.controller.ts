import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/access/access.decorators';
import { InboundWebhooksService } from './inbound-webhooks.service';

/** The raw body the parsers keep for the messaging webhooks, whose signatures cover it. */
type SignedRequest = FastifyRequest & { rawBody?: string };

/**
 * Where SMS and WhatsApp providers call back: people's replies ("SAIR", "STOP") and delivery
 * reports. Public, and trusted only through each provider's signature.
 */
@ApiTags('messaging webhooks')
@Controller('public/messaging')
@Public()
export class InboundController {
  constructor(private readonly webhooks: InboundWebhooksService) {}

  @Post('twilio')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  async twilio(
    @Req() request: SignedRequest,
    @Headers('x-twilio-signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    await this.webhooks.twilio(request.rawBody, signature);
    return reply.header('content-type', 'text/xml').send('<Response></Response>');
  }

  @Get('whatsapp')
  async verifyWhatsApp(
    @Query('hub.mode') mode: string,
    @Query('hub.verify_token') token: string,
    @Query('hub.challenge') challenge: string,
    @Res() reply: FastifyReply,
  ) {
    const echoed = this.webhooks.verifyMeta(mode, token, challenge);
    return reply.header('content-type', 'text/plain').send(echoed);
  }

  @Post('whatsapp')
  @HttpCode(200)
  async whatsApp(
    @Req() request: SignedRequest,
    @Headers('x-hub-signature-256') signature: string | undefined,
    @Body() body: unknown,
  ) {
    await this.webhooks.meta(request.rawBody, signature, body);
    return { received: true };
  }

  @Post('webhook')
  @HttpCode(200)
  async webhook(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ) {
    await this.webhooks.webhook(authorization, body);
    return { received: true };
  }
}
