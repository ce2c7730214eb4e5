import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional } from 'class-validator';
import { MAX_PAGE_SIZE } from '../common/pagination/page-query.dto';
import { EMPLOYEE_FIELDS } from '../employee/employee-field.model';
import { IMPORT_STATUSES, ImportStatus } from './import.model';
import { IsInteger } from '../common/validation/decorators';

export class AssociationDto {
  @ApiProperty({
    description: 'header text → field name; a header left out (or mapped to null) is ignored',
    example: { 'Nome completo': 'name', 'E-mail': 'email', CPF: 'cpf' },
    additionalProperties: { type: 'string', enum: [...EMPLOYEE_FIELDS], nullable: true },
  })
  @IsObject()
  mapping: Record<string, string | null>;

  @ApiPropertyOptional({
    default: true,
    description: 'create departments and organizations the sheet names and the company lacks',
  })
  @IsOptional()
  @IsBoolean()
  createMissing?: boolean;
}

export class RowEditDto {
  @ApiProperty({
    description: 'field name → text, as in a sheet cell; null or empty clears the field',
    example: { cpf: '529.982.247-25', birthDate: '31/01/1990' },
  })
  @IsObject()
  values: Record<string, string | null>;
}

export class RowQueryDto {
  @ApiPropertyOptional({ description: 'only the rows with messages' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  invalid?: boolean;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInteger({ min: 1 })
  page: number = 1;

  @ApiPropertyOptional({ default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInteger({ min: 1, max: MAX_PAGE_SIZE })
  pageSize: number = 10;
}

export class ImportCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() valid: number;
  @ApiProperty() invalid: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty() unchanged: number;
  @ApiProperty() rejected: number;
}

export class ImportDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: IMPORT_STATUSES }) status: ImportStatus;
  @ApiProperty({ description: '0–100 of the step under way' }) progress: number;
  @ApiProperty() fileName: string;
  @ApiProperty({ type: [String] }) headers: string[];
  @ApiProperty({ description: 'header → field' }) suggestedMapping: Record<string, string>;
  @ApiProperty({ nullable: true, description: 'header → field' })
  mapping: Record<string, string> | null;
  @ApiProperty() createMissing: boolean;
  @ApiProperty() counts: ImportCountsDto;
  @ApiProperty({ nullable: true, type: String, description: 'why it failed or cannot commit' })
  error: string | null;
  @ApiProperty() createdAt: Date;
}

export class ImportRowDto {
  @ApiProperty({ description: 'the sheet’s row number (header = 1)' }) rowNumber: number;
  @ApiProperty({ description: 'field → text' }) values: Record<string, string>;
  @ApiProperty({ description: 'field → messages' }) errors: Record<string, string[]>;
  @ApiProperty({ nullable: true, type: String }) outcome: string | null;
}
