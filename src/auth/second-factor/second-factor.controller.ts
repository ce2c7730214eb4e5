import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AccessClaims } from '../../common/access/access-claims';
import { Access, Claims } from '../../common/access/access.decorators';
import { Origin, ProductPipe, RequestOrigin } from '../../common/http/request-context';
import {
  ConfirmSecondFactorDto,
  RecoveryCodesDto,
  RemoveSecondFactorDto,
  SecondFactorPolicyDto,
  SecondFactorSetupDto,
  SecondFactorStatusDto,
} from './second-factor.dto';
import { SecondFactorService } from './second-factor.service';
import { SecondFactorPolicyService } from './second-factor-policy.service';

/** An administrator's or the owner's own authenticator app; employees get 403. */
@ApiTags('account')
@ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
@Controller(':product/account/me/second-factor')
export class SecondFactorController {
  constructor(private readonly secondFactors: SecondFactorService) {}

  @Get()
  @Access({ roles: 'product' })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  status(@Param('product', ProductPipe) _role: string, @Claims() claims: AccessClaims) {
    return this.secondFactors.status(claims);
  }

  /** Also in the `enrol` stage of a sign-in that a policy holds until an app is set up. */
  @Post('setup')
  @Access({ roles: 'product', stages: ['enrol', 'full'] })
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorSetupDto })
  setup(@Param('product', ProductPipe) _role: string, @Claims() claims: AccessClaims) {
    return this.secondFactors.begin(claims);
  }

  @Post('confirm')
  @Access({ roles: 'product', stages: ['enrol', 'full'] })
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto })
  confirm(
    @Param('product', ProductPipe) _role: string,
    @Claims() claims: AccessClaims,
    @Origin() origin: RequestOrigin,
    @Body() body: ConfirmSecondFactorDto,
  ) {
    return this.secondFactors.confirm(claims, origin.ip, body.code, body.currentCode);
  }

  @Post('remove')
  @Access({ roles: 'product' })
  @HttpCode(200)
  async remove(
    @Param('product', ProductPipe) _role: string,
    @Claims() claims: AccessClaims,
    @Origin() origin: RequestOrigin,
    @Body() body: RemoveSecondFactorDto,
  ) {
    await this.secondFactors.remove(claims, origin.ip, body.code);
    return { removed: true };
  }
}

/** Whether a company's administrators (on /super: the platform owner) must use an app. */
@ApiTags('account')
@ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
@Controller(':product/second-factor-policy')
export class SecondFactorPolicyController {
  constructor(private readonly policies: SecondFactorPolicyService) {}

  @Get()
  @Access({ roles: 'product' })
  @ApiOkResponse({ type: SecondFactorPolicyDto })
  get(@Param('product', ProductPipe) _role: string, @Claims() claims: AccessClaims) {
    return this.policies.policy(claims);
  }

  @Put()
  @Access({ roles: 'product' })
  @ApiOkResponse({ type: SecondFactorPolicyDto })
  async set(
    @Param('product', ProductPipe) _role: string,
    @Claims() claims: AccessClaims,
    @Origin() origin: RequestOrigin,
    @Body() body: SecondFactorPolicyDto,
  ) {
    await this.policies.setPolicy(claims, origin.ip, body.required);
    return { required: body.required };
  }
}
