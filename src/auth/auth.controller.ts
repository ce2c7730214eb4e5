import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims, Public } from '../common/access/access.decorators';
import { Role } from '../common/access/access.model';
import { Origin, ProductPipe, RequestOrigin } from '../common/http/request-context';
import { AuthService, Caller } from './auth.service';
import { PasswordRecoveryService } from './password-recovery.service';
import {
  AcceptTermsDto,
  EmailOrPhoneDto,
  FirstPasswordDto,
  FirstPasswordResponseDto,
  LoginDto,
  LoginResponseDto,
  RecoveryCodeDto,
  ResetPasswordDto,
  TokenResponseDto,
  TwoFactorQueryDto,
} from './dto/auth.dto';

const caller = (origin: RequestOrigin, role: Role): Caller => ({ ...origin, role });

@ApiTags('auth')
@ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
@Controller(':product/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly recovery: PasswordRecoveryService,
  ) {}

  @Post('local')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  login(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Body() body: LoginDto,
  ) {
    return this.auth.login(caller(origin, role), body);
  }

  @Post('2fa')
  @Access({ roles: 'product', stages: ['2fa'] })
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  secondFactor(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Claims() claims: AccessClaims,
    @Query() query: TwoFactorQueryDto,
  ) {
    return this.auth.verifySecondFactor(caller(origin, role), claims, query.code, query.remember);
  }

  @Post('resend-code')
  @Access({ roles: 'product', stages: ['2fa'] })
  @HttpCode(200)
  @ApiOkResponse({ type: TokenResponseDto })
  resendCode(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Claims() claims: AccessClaims,
  ) {
    return this.auth.resendCode(caller(origin, role), claims);
  }

  @Post('password-recovery')
  @Public()
  @HttpCode(200)
  async passwordRecovery(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Body() body: EmailOrPhoneDto,
  ) {
    await this.recovery.request(caller(origin, role), body.emailOrPhoneNumber);
    return { sent: true };
  }

  @Post('validate-password-recovery-code')
  @Public()
  @HttpCode(200)
  async validateRecoveryCode(
    @Param('product', ProductPipe) _role: Role,
    @Body() body: RecoveryCodeDto,
  ) {
    await this.recovery.validate(body.code);
    return { valid: true };
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  async resetPassword(@Param('product', ProductPipe) _role: Role, @Body() body: ResetPasswordDto) {
    await this.recovery.reset(body);
    return { isValid: true };
  }

  @Post('first-access')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  firstAccess(
    @Param('product', ProductPipe) role: Role,
    @Origin() origin: RequestOrigin,
    @Body() body: EmailOrPhoneDto,
  ) {
    return this.auth.requestFirstAccess(caller(origin, role), body.emailOrPhoneNumber);
  }

  @Post('first-password')
  @Access({ roles: 'product', stages: ['password'] })
  @HttpCode(200)
  @ApiOkResponse({ type: FirstPasswordResponseDto })
  firstPassword(@Claims() claims: AccessClaims, @Body() body: FirstPasswordDto) {
    return this.auth.createFirstPassword(claims, body);
  }

  @Post('accept-terms')
  @Access({ roles: 'product', stages: ['terms', 'full'] })
  @HttpCode(200)
  @ApiOkResponse({ type: TokenResponseDto })
  acceptTerms(@Claims() claims: AccessClaims, @Body() body: AcceptTermsDto) {
    return this.auth.acceptTerms(claims, body);
  }
}
