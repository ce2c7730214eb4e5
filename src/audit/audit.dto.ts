import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsUUID, Matches } from 'class-validator';
import { PageQueryDto } from '../common/pagination/page-query.dto';

/**
 * A calendar date or an instant in the extended form, years 1900–2999: the validator alone also
 * takes week and ordinal dates and year 0, which PostgreSQL refuses.
 */
const INSTANT =
  /^(19|2\d)\d{2}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'An action, e.g. `company.impersonate`' })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*){1,3}$/, { message: 'validation.invalid' })
  action?: string;

  @ApiPropertyOptional({
    description: 'Entries at or after this instant (ISO 8601); a calendar date starts in Brazil',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(INSTANT, { message: 'validation.invalid' })
  from?: string;

  @ApiPropertyOptional({
    description:
      'Entries before this instant (ISO 8601); a calendar date (in Brazil) includes that day',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(INSTANT, { message: 'validation.invalid' })
  to?: string;
}

/** The owner reads every company's entries, or one company's. */
export class PlatformAuditQueryDto extends AuditQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsUUID() companyId?: string;
}

export class AuditActorDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class AuditEntryDto {
  @ApiProperty() id: string;
  @ApiProperty() action: string;
  @ApiProperty({ type: AuditActorDto, nullable: true }) actor: AuditActorDto | null;
  @ApiProperty({ nullable: true, type: String }) companyId: string | null;
  @ApiProperty({ nullable: true, type: String }) targetId: string | null;
  @ApiProperty({ type: Object }) details: Record<string, unknown>;
  @ApiProperty() createdAt: Date;
}

/** The owner also sees the address the action came from; a company's admins do not. */
export class PlatformAuditEntryDto extends AuditEntryDto {
  @ApiProperty({ nullable: true, type: String }) ip: string | null;
}
