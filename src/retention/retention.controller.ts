import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims } from '../common/access/access.decorators';
import { sendFile } from '../common/http/send-file';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { validatedAs } from '../common/tenant/tenant-crud.controller';
import { CompanyErasureService } from './company-erasure.service';
import { RecordsService } from './records/records.service';
import { RecordsQueryDto } from './records/records.dto';
import {
  ErasureStatusDto,
  RetentionCountsDto,
  RetentionPolicyBodyDto,
  RetentionPolicyDto,
} from './retention.dto';
import { RetentionService } from './retention.service';

/** The company's retention policy (LGPD art. 15–16), and what it would change now. */
@ApiTags('admin: company')
@Controller('admin/company/retention')
@Access({ roles: ['admin'], module: 'Company' })
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get()
  @ApiOkResponse({ type: RetentionPolicyDto })
  get(@Scope() scope: TenantScope) {
    return this.retention.get(scope);
  }

  @Put()
  @ApiOkResponse({ type: RetentionPolicyDto })
  update(
    @Scope() scope: TenantScope,
    @Claims() session: AccessClaims,
    @Body() body: RetentionPolicyBodyDto,
    @Req() request: FastifyRequest,
  ) {
    return this.retention.update(scope, session, body, request.ip);
  }

  /** Counts what the policy sent would erase or anonymize if it were applied now. */
  @Post('dry-run')
  @HttpCode(200)
  @ApiOkResponse({ type: RetentionCountsDto })
  dryRun(@Scope() scope: TenantScope, @Body() body: RetentionPolicyBodyDto) {
    return this.retention.dryRun(scope, body);
  }
}

/** The company's records of processing (LGPD art. 37) as a PDF or a spreadsheet. */
@ApiTags('admin: company')
@Controller('admin/company/records-of-processing')
@Access({ roles: ['admin'], module: 'Company' })
export class RecordsController {
  constructor(private readonly records: RecordsService) {}

  @Get()
  @ApiProduces(
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  )
  async download(
    @Scope() scope: TenantScope,
    @Claims() session: AccessClaims,
    @Query(validatedAs(RecordsQueryDto)) query: RecordsQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return sendFile(reply, await this.records.export(scope, session, query.format, request.ip));
  }
}

/** The platform owner's erasure of a whole company, after its grace period. */
@ApiTags('super: companies')
@Controller('super/company/:id/erasure')
@Access({ roles: ['super'] })
export class CompanyErasureController {
  constructor(private readonly erasures: CompanyErasureService) {}

  @Get()
  @ApiOkResponse({ type: ErasureStatusDto })
  status(@Param('id') id: string) {
    return this.erasures.status(id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureStatusDto })
  schedule(@Claims() owner: AccessClaims, @Param('id') id: string, @Req() request: FastifyRequest) {
    return this.erasures.schedule(owner, id, request.ip);
  }

  @Delete()
  @ApiOkResponse({ type: ErasureStatusDto })
  cancel(@Claims() owner: AccessClaims, @Param('id') id: string, @Req() request: FastifyRequest) {
    return this.erasures.cancel(owner, id, request.ip);
  }
}
