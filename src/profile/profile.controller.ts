import { Body, Controller, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { TokenResponseDto } from '../auth/dto/auth.dto';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims } from '../common/access/access.decorators';
import { ProductPipe } from '../common/http/request-context';
import { ChangePasswordDto, ProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('account')
@ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
@Controller(':product/account/me')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @Access({ roles: 'product' })
  @ApiOkResponse({ type: ProfileDto })
  me(@Param('product', ProductPipe) _role: string, @Claims() claims: AccessClaims) {
    return this.profiles.me(claims);
  }

  @Put('password')
  @Access({ roles: 'product' })
  @HttpCode(200)
  @ApiOkResponse({ type: TokenResponseDto })
  changePassword(
    @Param('product', ProductPipe) _role: string,
    @Claims() claims: AccessClaims,
    @Body() body: ChangePasswordDto,
  ) {
    return this.profiles.changePassword(claims, body);
  }
}
