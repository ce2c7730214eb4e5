import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
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
import { IsCnpj } from '../common/validation/decorators';

/** Multipart fields arrive as text: "true"/"false" become booleans, "" means not given. */
const formBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;
const formText = ({ value }: { value: unknown }) =>
  value === '' || value === 'null' ? undefined : value;

/** The company profile as an administrator keeps it (spec §3 Company). */
export class CompanyAboutBodyDto {
  @ApiProperty({ example: 'Empresa Exemplo Ltda' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  companyName: string;

  @ApiProperty({ example: '11.222.333/0001-81' })
  @IsNotEmpty()
  @IsString()
  @IsCnpj()
  cnpj: string;

  @ApiPropertyOptional()
  @Transform(formText)
  @IsOptional()
  @IsUUID()
  encryptedCompanyTypeId?: string;
  @ApiPropertyOptional()
  @Transform(formBoolean)
  @IsOptional()
  @IsBoolean()
  has2faAuthentication?: boolean;
  @ApiPropertyOptional({ example: '01310-100' })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.replace(/\D/g, '') || undefined : value,
  )
  @IsOptional()
  @Matches(/^\d{8}$/, { message: 'validation.zipCode' })
  zipCode?: string;
  @ApiPropertyOptional()
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  street?: string;
  @ApiPropertyOptional()
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(20)
  number?: string;
  @ApiPropertyOptional()
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  complement?: string;
  @ApiPropertyOptional()
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  neighborhood?: string;
  @ApiPropertyOptional() @Transform(formText) @IsOptional() @IsUUID() encryptedStateId?: string;
  @ApiPropertyOptional() @Transform(formText) @IsOptional() @IsUUID() encryptedCityId?: string;
  @ApiPropertyOptional({ description: 'For PUT to the collection' })
  @Transform(formText)
  @IsOptional()
  @IsUUID()
  encryptedId?: string;
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'PNG or JPG, at most 2 MB',
  })
  logo?: unknown;
}

/** What the platform owner sets besides the profile. */
export class CompanyBodyDto extends CompanyAboutBodyDto {
  @ApiPropertyOptional() @Transform(formBoolean) @IsOptional() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional() @Transform(formText) @IsOptional() @IsUUID() planId?: string;
  @ApiPropertyOptional({ example: '2027-12-31' })
  @Transform(formText)
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  subscriptionEndDate?: string;
}

/** Creating a company also invites its first administrator. */
export class CreateCompanyBodyDto extends CompanyBodyDto {
  @ApiProperty({ example: 'Ana Souza' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  adminName: string;
  @ApiProperty({ example: 'ana@empresa.com.br' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  @IsEmail()
  adminEmail: string;
}

export const COMPANY_STATUSES = ['active', 'inactive', 'expired'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export class CompanyQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Plan id' }) @IsOptional() @IsUUID() plan?: string;
  @ApiPropertyOptional({ enum: COMPANY_STATUSES })
  @IsOptional()
  @IsIn(COMPANY_STATUSES)
  status?: CompanyStatus;
}

export class CompanyListItemDto {
  @ApiProperty() id: string;
  @ApiProperty() encryptedId: string;
  @ApiProperty() companyName: string;
  @ApiProperty() cnpj: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ enum: COMPANY_STATUSES }) status: CompanyStatus;
  @ApiProperty({ nullable: true, type: String }) planId: string | null;
  @ApiProperty({ nullable: true, type: String }) planName: string | null;
  @ApiProperty({ nullable: true, type: String }) subscriptionEndDate: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ nullable: true, type: String }) logoUrl: string | null;
}

export class CompanyDto extends CompanyListItemDto {
  @ApiProperty() encryptedCompanyId: string;
  @ApiProperty({ nullable: true, type: String }) encryptedCompanyTypeId: string | null;
  @ApiProperty() has2faAuthentication: boolean;
  @ApiProperty({ nullable: true, type: String }) zipCode: string | null;
  @ApiProperty({ nullable: true, type: String }) street: string | null;
  @ApiProperty({ nullable: true, type: String }) number: string | null;
  @ApiProperty({ nullable: true, type: String }) complement: string | null;
  @ApiProperty({ nullable: true, type: String }) neighborhood: string | null;
  @ApiProperty({ nullable: true, type: String }) encryptedStateId: string | null;
  @ApiProperty({ nullable: true, type: String }) encryptedCityId: string | null;
  @ApiProperty() subscriptionExpired: boolean;
}
