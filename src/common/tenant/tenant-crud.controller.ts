import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Type,
} from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorators';
import { ModuleName } from '../access/access.model';
import { Page, PageQueryDto } from '../pagination/page-query.dto';
import { ApiValidationPipe } from '../validation/api-validation.pipe';
import { Scope, TenantScope } from './scope.decorator';

/** What a company-scoped resource offers; every call names its scope (company, caller, language) first. */
export interface TenantCrudService<TBody, TQuery extends PageQueryDto, TView> {
  list(scope: TenantScope, query: TQuery): Promise<Page<TView>>;
  get(scope: TenantScope, id: string): Promise<TView>;
  create(scope: TenantScope, body: TBody): Promise<TView>;
  update(scope: TenantScope, id: string, body: TBody): Promise<TView>;
  remove(scope: TenantScope, id: string): Promise<void>;
}

/** Generic parameters erase the DTO types Nest validates by, so each pipe is told its type. */
export const validatedAs = (type: Type<unknown>) => new ApiValidationPipe(type);

/**
 * The five routes of an admin resource (list, get, create, update, delete), scoped to the
 * token's company and guarded by the resource's module. Controllers extend it and add the rest.
 */
export function TenantCrudController<
  TBody extends object,
  TQuery extends PageQueryDto,
  TView,
>(config: {
  path: string;
  tag: string;
  module: ModuleName;
  body: Type<TBody>;
  query: Type<TQuery>;
  service: Type<TenantCrudService<TBody, TQuery, TView>>;
}) {
  @ApiTags(config.tag)
  @Controller(config.path)
  @Access({ roles: ['admin'], module: config.module })
  class TenantCrud {
    constructor(
      @Inject(config.service) readonly service: TenantCrudService<TBody, TQuery, TView>,
    ) {}

    @Get()
    list(@Scope() scope: TenantScope, @Query(validatedAs(config.query)) query: TQuery) {
      return this.service.list(scope, query);
    }

    @Get(':id')
    get(@Scope() scope: TenantScope, @Param('id') id: string) {
      return this.service.get(scope, id);
    }

    @Post()
    @ApiBody({ type: config.body })
    create(@Scope() scope: TenantScope, @Body(validatedAs(config.body)) body: TBody) {
      return this.service.create(scope, body);
    }

    @Put(':id')
    @ApiBody({ type: config.body })
    update(
      @Scope() scope: TenantScope,
      @Param('id') id: string,
      @Body(validatedAs(config.body)) body: TBody,
    ) {
      return this.service.update(scope, id, body);
    }

    @Delete(':id')
    @HttpCode(204)
    remove(@Scope() scope: TenantScope, @Param('id') id: string) {
      return this.service.remove(scope, id);
    }
  }
  return TenantCrud;
}
