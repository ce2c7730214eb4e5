import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { IsCnpj, IsPhone } from '../common/validation/decorators';

export class CreateCompanyRequestDto {
  @ApiProperty({ example: 'Ana Souza' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  contactName: string;

  @ApiProperty({ example: '+55 11 98765-4321' })
  @IsNotEmpty()
  @IsString()
  @IsPhone()
  contactPhone: string;

  @ApiProperty({ example: 'ana@empresa.com.br' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  @IsEmail()
  contactEmail: string;

  @ApiProperty({ example: 'Empresa Exemplo Ltda' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  companyName: string;

  @ApiProperty({ example: '11.222.333/0001-81', description: 'Numeric or alphanumeric CNPJ' })
  @IsNotEmpty()
  @IsString()
  @IsCnpj()
  cnpj: string;
}

export class CreatedDto {
  @ApiProperty() id: string;
}

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export class CompanyRequestQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REQUEST_STATUSES })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: (typeof REQUEST_STATUSES)[number];
}

export class ApproveCompanyRequestDto {
  @ApiProperty() @IsUUID() planId: string;

  @ApiProperty({ example: '2027-12-31' })
  @IsISO8601({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  subscriptionEndDate: string;
}

export class RejectCompanyRequestDto {
  @ApiPropertyOptional({ example: 'CNPJ inativo na Receita Federal.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

export class CompanyRequestDto {
  @ApiProperty() id: string;
  @ApiProperty() contactName: string;
  @ApiProperty() contactPhone: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty() companyName: string;
  @ApiProperty() cnpj: string;
  @ApiProperty({ enum: REQUEST_STATUSES }) status: string;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ nullable: true, type: Date }) decidedAt: Date | null;
  @ApiProperty({ nullable: true, type: String }) rejectionReason: string | null;
  @ApiProperty({ nullable: true, type: String }) companyId: string | null;
}
