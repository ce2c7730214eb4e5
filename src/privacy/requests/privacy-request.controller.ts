import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessClaims } from '../../common/access/access-claims';
import { Access, Claims } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { validatedAs } from '../../common/tenant/tenant-crud.controller';
import {
  AnswerPrivacyRequestDto,
  CreatePrivacyRequestDto,
  MyPrivacyRequestQueryDto,
  PrivacyRequestQueryDto,
} from './privacy-request.dto';
import { PrivacyRequestAdminService } from './privacy-request-admin.service';
import { PrivacyRequestService } from './privacy-request.service';

/** The person's requests about their own data (LGPD art. 18), from the portal. */
@ApiTags('user: privacy')
@Controller('user/privacy/request')
@Access({ roles: ['user'] })
export class MyPrivacyRequestController {
  constructor(private readonly requests: PrivacyRequestService) {}

  @Get()
  list(
    @Claims() claims: AccessClaims,
    @Query(validatedAs(MyPrivacyRequestQueryDto)) query: MyPrivacyRequestQueryDto,
  ) {
    return this.requests.mine(claims.id, query);
  }

  @Post()
  create(
    @Claims() claims: AccessClaims,
    @Body(validatedAs(CreatePrivacyRequestDto)) body: CreatePrivacyRequestDto,
  ) {
    return this.requests.create(claims.id, body);
  }
}

/**
 * The company's people's requests, for any of its administrators: answering them is a legal
 * duty of the company whatever modules its plan has.
 */
@ApiTags('admin: privacy requests')
@Controller('admin/privacy-request')
@Access({ roles: ['admin'] })
export class PrivacyRequestController {
  constructor(private readonly requests: PrivacyRequestAdminService) {}

  @Get()
  list(
    @Scope() scope: TenantScope,
    @Query(validatedAs(PrivacyRequestQueryDto)) query: PrivacyRequestQueryDto,
  ) {
    return this.requests.list(scope, query);
  }

  @Get(':id')
  get(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.requests.get(scope, id);
  }

  @Post(':id/answer')
  @HttpCode(200)
  answer(
    @Scope() scope: TenantScope,
    @Claims() claims: AccessClaims,
    @Param('id') id: string,
    @Body(validatedAs(AnswerPrivacyRequestDto)) body: AnswerPrivacyRequestDto,
  ) {
    return this.requests.answer(
      { scope, actorAccountId: claims.impersonatedBy ?? claims.id },
      id,
      body,
    );
  }
}
