import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { LANGUAGES } from '../common/i18n/languages';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { IsCpf, IsPhone } from '../common/validation/decorators';
import { CORRECTABLE_FIELDS } from './employee-field.model';
import { normalizeRg, parseDay, TEXT_MAX } from './employee-fields';
import { MESSAGE_CHANNELS, MessageChannel } from './employee.entity';

const stringCheck = (name: string, test: (value: string) => boolean) =>
  ValidateBy({
    name,
    validator: { validate: (value: unknown) => typeof value === 'string' && test(value) },
  });
/** Constraint names are catalogue keys under `validation.`. */
const IsDay = () => stringCheck('dateFormat', (value) => !!parseDay(value));
const IsRg = () => stringCheck('rg', (value) => !!normalizeRg(value));
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class EmployeeBodyDto {
  @ApiProperty({ example: 'Ana Souza' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(TEXT_MAX)
  name: string;

  @ApiPropertyOptional({ example: 'ana@empresa.com.br', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  @IsEmail()
  email?: string | null;

  @ApiPropertyOptional({ example: '+55 11 98765-4321', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsPhone()
  cellPhone?: string | null;

  @ApiPropertyOptional({ example: '529.982.247-25', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsCpf()
  cpf?: string | null;

  @ApiPropertyOptional({ example: '123456789', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsRg()
  rg?: string | null;

  @ApiPropertyOptional({ description: 'dd/mm/yyyy or YYYY-MM-DD', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsDay()
  birthDate?: string | null;

  @ApiPropertyOptional({ description: 'dd/mm/yyyy or YYYY-MM-DD', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsDay()
  admissionDate?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  jobTitle?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsUUID()
  organizationId?: string | null;

  @ApiPropertyOptional({
    description:
      'the organization by name, as the import names it (without case or accents); read when organizationId is not sent',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  organization?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsUUID()
  departmentId?: string | null;

  @ApiPropertyOptional({
    description:
      'the department by name, as the import names it (without case or accents); read when departmentId is not sent',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  department?: string | null;

  @ApiPropertyOptional({
    enum: MESSAGE_CHANNELS,
    nullable: true,
    description:
      'how invitations and reminders reach the person; empty: the first they have (e-mail, then SMS)',
  })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS)
  preferredChannel?: MessageChannel | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ description: 'the language of the employee’s account', default: 1 })
  @IsOptional()
  @IsIn(LANGUAGES.map((language) => language.id))
  languageId?: number;
}

/** A correction of those fields; null clears one. */
export class EmployeeCorrection extends PartialType(
  PickType(EmployeeBodyDto, CORRECTABLE_FIELDS),
) {}

export class EmployeeQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  departmentId?: string;

  @ApiPropertyOptional({
    description: 'the department’s id, or its name (without case or accents)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  department?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  organizationId?: string;

  @ApiPropertyOptional({
    description: 'the organization’s id, or its name (without case or accents)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  organization?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ description: 'isActive, by the import’s field name' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  active?: boolean;
}

export class EmployeeExportQueryDto extends EmployeeQueryDto {
  @ApiProperty({ enum: ['xlsx', 'csv'] }) @IsIn(['xlsx', 'csv']) format: 'xlsx' | 'csv';
}

export class DeactivateEmployeesDto {
  @ApiProperty({ type: [String], description: 'at most 100 employees of the company' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  ids: string[];
}

export class EmployeeDto {
  @ApiProperty() id: string;
  @ApiProperty() encryptedId: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'E.164' }) cellPhone: string | null;
  @ApiProperty({ nullable: true, type: String, description: '11 digits' }) cpf: string | null;
  @ApiProperty({ nullable: true, type: String }) rg: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'YYYY-MM-DD' })
  birthDate: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'YYYY-MM-DD' })
  admissionDate: string | null;
  @ApiProperty({ nullable: true, type: String }) jobTitle: string | null;
  @ApiProperty({ nullable: true, type: String }) organizationId: string | null;
  @ApiProperty({ nullable: true, type: String }) encryptedOrganizationId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'the organization’s name' })
  organization: string | null;
  @ApiProperty({ nullable: true, type: String }) departmentId: string | null;
  @ApiProperty({ nullable: true, type: String }) encryptedDepartmentId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'the department’s name' })
  department: string | null;
  @ApiProperty({ nullable: true, enum: MESSAGE_CHANNELS }) preferredChannel: MessageChannel | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: 'has not created a password yet' }) isFirstAccess: boolean;
  @ApiProperty() languageId: number;
  @ApiProperty() accountId: string;
  @ApiProperty() createdAt: Date;
}
