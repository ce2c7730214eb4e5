import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsInteger } from '../validation/decorators';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The list contract of DESIGN §3: page (1-based), pageSize, search and order (`field` or `-field`). */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInteger({ min: 1 })
  page: number = 1;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInteger({ min: 1, max: MAX_PAGE_SIZE })
  pageSize: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  search?: string;

  @ApiPropertyOptional({
    description: '`field` ascending or `-field` descending, from the resource whitelist',
  })
  @IsOptional()
  @IsString()
  @Matches(/^-?[A-Za-z]{1,40}$/, { message: 'validation.invalid' })
  order?: string;
}

/** A list's order as SQL: a whitelisted expression and its direction. */
export interface OrderClause {
  expression: string;
  direction: 'ASC' | 'DESC';
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
