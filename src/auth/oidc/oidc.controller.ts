import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/access/access.decorators';
import { Role } from '../../common/access/access.model';
import { Origin, ProductPipe, RequestOrigin } from '../../common/http/request-context';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LoginResponseDto } from '../dto/auth.dto';
import { bindingCookie, bindingOf } from './browser-binding';
import {
  CompleteProviderSignInDto,
  ProviderRedirectDto,
  SignInOptionsDto,
  StartProviderSignInDto,
} from './oidc.dto';
import { OidcSignInService } from './oidc-sign-in.service';
import { ProviderDirectory } from './provider-directory';

/** Sign-in through Google, Microsoft or a company's own provider (README, "Sign-in providers"). */
@ApiTags('auth')
@Controller()
export class OidcController {
  constructor(
    private readonly signIn: OidcSignInService,
    private readonly directory: ProviderDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Which buttons the sign-in pages show. */
  @Get('public/sign-in-options')
  @Public()
  @ApiOkResponse({ type: SignInOptionsDto })
  options(): Promise<SignInOptionsDto> {
    return this.directory.options();
  }

  @Post(':product/auth/oidc/start')
  @Public()
  @HttpCode(200)
  @ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
  @ApiOkResponse({ type: ProviderRedirectDto })
  async start(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Body() body: StartProviderSignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProviderRedirectDto> {
    const { url, binding } = await this.signIn.start(
      { ...origin, role },
      body,
      bindingOf(request.headers.cookie),
    );
    reply.header('set-cookie', bindingCookie(binding, this.config.appUrl.startsWith('https:')));
    return { url };
  }

  /** The redirect URI registered at every provider: always answers with a redirect. */
  @Get('auth/oidc/callback')
  @Public()
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'error', required: false })
  @ApiFoundResponse({
    description: 'To the portal: its landing with a ticket, or the sign-in page',
  })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const target = await this.signIn.callback(
      new URL(request.url, this.config.appUrl),
      bindingOf(request.headers.cookie),
    );
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  }

  @Post(':product/auth/oidc/complete')
  @Public()
  @HttpCode(200)
  @ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
  @ApiOkResponse({ type: LoginResponseDto })
  complete(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Body() body: CompleteProviderSignInDto,
    @Req() request: FastifyRequest,
  ): Promise<LoginResponseDto> {
    return this.signIn.complete(
      { ...origin, role },
      body.ticket,
      bindingOf(request.headers.cookie),
    );
  }
}
