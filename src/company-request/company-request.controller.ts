import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims, Public } from '../common/access/access.decorators';
import { Origin, ProductPipe, RequestOrigin } from '../common/http/request-context';
import {
  ApproveCompanyRequestDto,
  CompanyRequestQueryDto,
  CreateCompanyRequestDto,
  CreatedDto,
  RejectCompanyRequestDto,
} from './company-request.dto';
import { CompanyRequestReviewService } from './company-request-review.service';
import { CompanyRequestService } from './company-request.service';

@ApiTags('company request')
@Controller()
export class CompanyRequestController {
  constructor(private readonly requests: CompanyRequestService) {}

  /** The public business sign-up form (spec §2 /business-signup). */
  @Post(':product/company/request')
  @Public()
  @ApiParam({ name: 'product', enum: ['super', 'admin', 'user'] })
  @ApiCreatedResponse({ type: CreatedDto })
  submit(
    @Param('product', ProductPipe) _role: string,
    @Origin() origin: RequestOrigin,
    @Body() body: CreateCompanyRequestDto,
  ) {
    return this.requests.submit(origin, body);
  }
}

@ApiTags('super: account requests')
@Controller('super/company/request')
@Access({ roles: ['super'] })
export class CompanyRequestReviewController {
  constructor(private readonly reviews: CompanyRequestReviewService) {}

  @Get()
  list(@Query() query: CompanyRequestQueryDto) {
    return this.reviews.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string) {
    return this.reviews.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @Claims() owner: AccessClaims,
    @Param('id') id: string,
    @Body() body: ApproveCompanyRequestDto,
  ) {
    return this.reviews.approve(owner, id, body);
  }

  @Post(':id/reject')
  @HttpCode(204)
  reject(
    @Claims() owner: AccessClaims,
    @Param('id') id: string,
    @Body() body: RejectCompanyRequestDto,
  ) {
    return this.reviews.reject(owner, id, body);
  }
}
