import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { Origin, ProductPipe, RequestOrigin } from '../common/http/request-context';
import { CreateCompanyRequestDto, CreatedDto } from './company-request.dto';
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
