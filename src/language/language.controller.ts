import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AuthService } from '../auth/auth.service';
import { TokenResponseDto } from '../auth/dto/auth.dto';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims, Public } from '../common/access/access.decorators';
import { LANGUAGES } from '../common/i18n/languages';
import { ProductPipe } from '../common/http/request-context';
import { ChangeLanguageDto, LanguageDto } from './language.dto';

@ApiTags('language')
@Controller()
export class LanguageController {
  constructor(private readonly auth: AuthService) {}

  @Get('public/language')
  @Public()
  @ApiOkResponse({ type: [LanguageDto] })
  list(): LanguageDto[] {
    return LANGUAGES.map((language) => ({ ...language }));
  }

  /** Saves the account's language and answers a token that carries it. */
  @Post(':product/language')
  @Access({ roles: 'product' })
  @HttpCode(200)
  @ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
  @ApiOkResponse({ type: TokenResponseDto })
  async change(
    @Param('product', ProductPipe) _role: string,
    @Claims() claims: AccessClaims,
    @Body() body: ChangeLanguageDto,
  ): Promise<TokenResponseDto> {
    return this.auth.changeLanguage(claims, body.languageId);
  }
}
