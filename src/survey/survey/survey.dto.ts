import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { Recurrence, RECURRENCES } from './survey.model';
import { ACCESS_MODES, AccessMode, PARTICIPATION_STATUSES, SURVEY_STATUSES } from './survey.model';
import { IsInteger, NestedObject } from '../../common/validation/decorators';

export class AudienceDto {
  @ApiProperty({ enum: ['all', 'departments', 'organizations'] })
  @IsIn(['all', 'departments', 'organizations'])
  type: 'all' | 'departments' | 'organizations';

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true })
  ids?: string[];
}

/** Lengths leave room for a few paragraphs; rich texts are counted before sanitizing. */
export class SurveyTextDto {
  @ApiPropertyOptional({ description: 'The title respondents read; the name when empty' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;
  @ApiPropertyOptional({ description: 'Plain text added to the invitation and reminder mails' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  invitation?: string;
  @ApiPropertyOptional({ description: 'Rich text (HTML) above the first question; sanitized' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  introduction?: string;
  @ApiPropertyOptional({ description: 'Rich text (HTML) on the thank-you screen; sanitized' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  closing?: string;
}

/** A language left out, or a text left empty, falls back to Portuguese, then to the product's. */
export class SurveyTextsDto {
  @ApiPropertyOptional({ type: SurveyTextDto })
  @IsOptional()
  @NestedObject(() => SurveyTextDto)
  'pt-BR'?: SurveyTextDto;
  @ApiPropertyOptional({ type: SurveyTextDto })
  @IsOptional()
  @NestedObject(() => SurveyTextDto)
  'en-US'?: SurveyTextDto;
  @ApiPropertyOptional({ type: SurveyTextDto })
  @IsOptional()
  @NestedObject(() => SurveyTextDto)
  'es-ES'?: SurveyTextDto;
}

export class SurveyBodyDto {
  @ApiProperty({ example: 'Censo de diversidade 2026' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;
  @ApiProperty() @IsUUID() questionnaireId: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() anonymous?: boolean;
  @ApiPropertyOptional({ type: AudienceDto })
  @IsOptional()
  @NestedObject(() => AudienceDto)
  audience?: AudienceDto;
  @ApiPropertyOptional() @IsOptional() @IsISO8601() startsAt?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsISO8601() endsAt?: string | null;
  @ApiPropertyOptional({ enum: ACCESS_MODES, isArray: true, default: ['link'] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(ACCESS_MODES, { each: true })
  accessModes?: AccessMode[];
  @ApiPropertyOptional({ description: 'Days between automatic reminders; empty for none' })
  @IsOptional()
  @IsInteger({ min: 1, max: 30 })
  reminderIntervalDays?: number | null;
  @ApiPropertyOptional({ enum: RECURRENCES, default: 'none', description: 'Needs an end date' })
  @IsOptional()
  @IsIn(RECURRENCES)
  recurrence?: Recurrence;
  @ApiPropertyOptional({ type: SurveyTextsDto, description: 'Editable after sending too' })
  @IsOptional()
  @NestedObject(() => SurveyTextsDto)
  texts?: SurveyTextsDto;
}

/** The next edition of a survey: its questionnaire, audience and access, under a new name. */
export class NewEditionDto {
  @ApiProperty({ example: 'Censo de diversidade 2027' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;
  @ApiPropertyOptional() @IsOptional() @IsISO8601() startsAt?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsISO8601() endsAt?: string | null;
}

export class ExtendSurveyDto {
  @ApiProperty({ example: '2026-12-18T23:59:00-03:00' }) @IsISO8601() endsAt: string;
}

export class SurveyQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SURVEY_STATUSES })
  @IsOptional()
  @IsIn(SURVEY_STATUSES)
  status?: string;
}

export class ParticipationQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PARTICIPATION_STATUSES })
  @IsOptional()
  @IsIn(PARTICIPATION_STATUSES)
  status?: string;
}

export class AccessCodeBodyDto {
  @ApiPropertyOptional({ example: 'Quiosque da fábrica' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  label?: string;
  @ApiPropertyOptional() @IsOptional() @IsInteger({ min: 1, max: 100000 }) maxUses?: number;
  @ApiPropertyOptional() @IsOptional() @IsISO8601() expiresAt?: string;
  @ApiPropertyOptional({
    enum: ['shared', 'kiosk'],
    default: 'shared',
    description: 'a kiosk code opens the portal in kiosk mode, one person after another',
  })
  @IsOptional()
  @IsIn(['shared', 'kiosk'])
  purpose?: 'shared' | 'kiosk';
}
