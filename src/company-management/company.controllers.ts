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
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessClaims } from '../common/access/access-claims';
import { Access, Claims, Public } from '../common/access/access.decorators';
import { badRequest, notFound } from '../common/http/app-exceptions';
import { IMAGE_LIMIT_BYTES } from '../common/upload/image';
import { Scope, TenantScope } from '../common/tenant/scope.decorator';
import { ApiMultipartForm, readMultipart, validateFields } from '../common/upload/multipart';
import { AdminCompanyService } from './admin-company.service';
import {
  CompanyAboutBodyDto,
  CompanyBodyDto,
  CompanyQueryDto,
  CreateCompanyBodyDto,
} from '../company/company.dto';
import { CompanySetupBodyDto } from './company-setup.dto';
import { CompanyProfileService } from './company-profile.service';
import { SuperCompanyService } from './super-company.service';

/** Multipart company forms: the fields checked like a JSON body, the logo by its content. */
async function companyForm<T extends object>(request: FastifyRequest, type: new () => T) {
  const form = await readMultipart(request, 'logo', IMAGE_LIMIT_BYTES);
  return { body: await validateFields(type, form.fields), logo: form.file };
}

@ApiTags('super: companies')
@Controller('super/company')
@Access({ roles: ['super'] })
export class SuperCompanyController {
  constructor(private readonly companies: SuperCompanyService) {}

  @Get()
  list(@Query() query: CompanyQueryDto) {
    return this.companies.list(query);
  }

  @Get('filters')
  filters() {
    return this.companies.filters();
  }

  @Get('impersonate/:id')
  impersonate(
    @Claims() owner: AccessClaims,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    return this.companies.impersonate(owner, id, request.ip);
  }

  @Get(':id')
  get(@Param('id') id: string) {
    return this.companies.get(id);
  }

  @Post()
  @ApiMultipartForm(CreateCompanyBodyDto, 'logo')
  async create(@Claims() owner: AccessClaims, @Req() request: FastifyRequest) {
    const { body, logo } = await companyForm(request, CreateCompanyBodyDto);
    return this.companies.create(owner, body, logo);
  }

  /** The spec's client also PUTs to the collection with `encryptedId` in the form. */
  @Put()
  @ApiMultipartForm(CompanyBodyDto, 'logo')
  async updateByBody(@Claims() owner: AccessClaims, @Req() request: FastifyRequest) {
    const { body, logo } = await companyForm(request, CompanyBodyDto);
    if (!body.encryptedId) throw badRequest('encryptedId', 'validation.required');
    return this.companies.update(owner, body.encryptedId, body, logo);
  }

  @Put(':id')
  @ApiMultipartForm(CompanyBodyDto, 'logo')
  async update(
    @Claims() owner: AccessClaims,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    const { body, logo } = await companyForm(request, CompanyBodyDto);
    return this.companies.update(owner, id, body, logo);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Claims() owner: AccessClaims, @Param('id') id: string) {
    return this.companies.remove(owner, id);
  }
}

@ApiTags('admin: company')
@Controller('admin/company')
@Access({ roles: ['admin'], module: 'Company' })
export class AdminCompanyController {
  constructor(private readonly companies: AdminCompanyService) {}

  @Get('about')
  about(@Scope() scope: TenantScope) {
    return this.companies.about(scope);
  }

  @Post('about')
  @HttpCode(200)
  @ApiMultipartForm(CompanyAboutBodyDto, 'logo')
  async createAbout(
    @Scope() scope: TenantScope,
    @Claims() session: AccessClaims,
    @Req() request: FastifyRequest,
  ) {
    const { body, logo } = await companyForm(request, CompanyAboutBodyDto);
    return this.companies.saveAbout(scope, session, body, logo);
  }

  @Put('about')
  @ApiMultipartForm(CompanyAboutBodyDto, 'logo')
  async updateAbout(
    @Scope() scope: TenantScope,
    @Claims() session: AccessClaims,
    @Req() request: FastifyRequest,
  ) {
    const { body, logo } = await companyForm(request, CompanyAboutBodyDto);
    return this.companies.saveAbout(scope, session, body, logo);
  }

  @Get('setup')
  setup(@Scope() scope: TenantScope) {
    return this.companies.setup(scope);
  }

  @Post('setup')
  @HttpCode(200)
  saveSetup(
    @Scope() scope: TenantScope,
    @Claims() session: AccessClaims,
    @Body() body: CompanySetupBodyDto,
  ) {
    return this.companies.saveSetup(scope, session, body);
  }

  /** Every administrator's home shows these, with or without the Company module. */
  @Get('onboarding')
  @Access({ roles: ['admin'] })
  onboarding(@Scope() scope: TenantScope, @Claims() session: AccessClaims) {
    return this.companies.onboardingFlags(scope, session);
  }

  @Get(':id')
  get(@Scope() scope: TenantScope, @Param('id') id: string) {
    return this.companies.get(scope, id);
  }
}

@ApiTags('company logo')
@Controller('public/company')
export class CompanyLogoController {
  constructor(private readonly profiles: CompanyProfileService) {}

  /** Logos are shown on sign-in pages and e-mails, so they are public; their URL changes with them. */
  @Get(':id/logo')
  @Public()
  async logo(@Param('id') id: string, @Res() reply: FastifyReply) {
    const logo = await this.profiles.readLogo(id);
    if (!logo) throw notFound();
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(logo.stream);
  }
}
