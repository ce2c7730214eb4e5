import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { NestedObject } from '../../common/validation/decorators';
import { EmployeeCorrection, EmployeeDto } from '../../employee/employee.dto';
import { CORRECTABLE_FIELDS } from '../../employee/employee-field.model';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  PrivacyRequestKind,
  PrivacyRequestStatus,
} from './privacy-request.model';

export const DETAILS_MAX = 2000;

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** What the person asks (LGPD art. 18). */
export class CreatePrivacyRequestDto {
  @ApiProperty({ enum: PRIVACY_REQUEST_KINDS })
  @IsIn(PRIVACY_REQUEST_KINDS)
  kind: PrivacyRequestKind;

  @ApiPropertyOptional({
    description:
      'erasure, anonymization and consent withdrawal: the survey of the identified answers (all of them when left out)',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsUUID()
  surveyId?: string | null;

  @ApiPropertyOptional({
    description: 'what should change or what the person wants to know; required for a correction',
    maxLength: DETAILS_MAX,
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(DETAILS_MAX)
  details?: string;
}

/** The administrator's answer: done (with the correction where it applies) or refused with a reason. */
export class AnswerPrivacyRequestDto {
  @ApiProperty({ enum: ['done', 'refused'] })
  @IsIn(['done', 'refused'])
  status: Exclude<PrivacyRequestStatus, 'open'>;

  @ApiPropertyOptional({
    description: 'sent to the person: the reason of a refusal (required), or a note',
    maxLength: DETAILS_MAX,
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(DETAILS_MAX)
  answer?: string;

  @ApiPropertyOptional({
    type: EmployeeCorrection,
    description: 'a correction request done: the fields of the person’s record to change',
  })
  @IsOptional()
  @NestedObject(() => EmployeeCorrection)
  correction?: EmployeeCorrection;
}

export class MyPrivacyRequestQueryDto extends PageQueryDto {}

export class PrivacyRequestQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PRIVACY_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(PRIVACY_REQUEST_STATUSES)
  status?: PrivacyRequestStatus;

  @ApiPropertyOptional({ enum: PRIVACY_REQUEST_KINDS })
  @IsOptional()
  @IsIn(PRIVACY_REQUEST_KINDS)
  kind?: PrivacyRequestKind;

  @ApiPropertyOptional({ description: 'open requests past their legal deadline' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  overdue?: boolean;
}

export class PrivacyRequestSurveyDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

/** A request as its person reads it. */
export class MyPrivacyRequestDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: PRIVACY_REQUEST_KINDS }) kind: PrivacyRequestKind;
  @ApiProperty({ type: PrivacyRequestSurveyDto, nullable: true })
  survey: PrivacyRequestSurveyDto | null;
  @ApiProperty({ nullable: true, type: String }) details: string | null;
  @ApiProperty({ enum: PRIVACY_REQUEST_STATUSES }) status: PrivacyRequestStatus;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'the legal deadline (LGPD art. 19 II: 15 days)' }) dueAt: Date;
  @ApiProperty({ nullable: true, type: Date }) answeredAt: Date | null;
  @ApiProperty({ nullable: true, type: String }) answer: string | null;
}

export class PrivacyRequestPersonDto {
  @ApiProperty({ nullable: true, type: String }) employeeId: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
}

/** A request as the company's administrators read it. */
export class PrivacyRequestDto extends MyPrivacyRequestDto {
  @ApiProperty({ type: PrivacyRequestPersonDto }) person: PrivacyRequestPersonDto;
  @ApiProperty({ description: 'open and past its deadline' }) overdue: boolean;
  @ApiProperty({ nullable: true, type: String }) answeredBy: string | null;
  @ApiProperty({ type: Object }) outcome: Record<string, unknown>;
}

/** The person's record as it stands, for a correction. */
export class PrivacyRequestRecordDto extends PickType(EmployeeDto, CORRECTABLE_FIELDS) {}

export class PrivacyRequestDetailDto extends PrivacyRequestDto {
  @ApiProperty({ type: PrivacyRequestRecordDto, nullable: true })
  record: PrivacyRequestRecordDto | null;
  @ApiProperty({ description: 'identified responses the request reaches now' }) responses: number;
}
