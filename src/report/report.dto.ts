import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { GROUP_BY, GroupBy } from './report.model';
import { IsInteger } from '../common/validation/decorators';
import { IntersectionSidesDto } from './intersection/intersection-sides.dto';

/** The filters of a report: a department, an organization, one answer. */
export class ReportFilterDto {
  @ApiPropertyOptional() @IsOptional() @IsUUID() departmentId?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID() organizationId?: string;

  @ApiPropertyOptional({
    description: 'A single-choice question to filter by (with filterOptionKey)',
  })
  @IsOptional()
  @IsUUID()
  filterQuestionId?: string;

  @ApiPropertyOptional({
    description: 'An option key of filterQuestionId, or prefer-not-to-answer',
  })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  filterOptionKey?: string;
}

export class ReportQueryDto extends ReportFilterDto {
  @ApiPropertyOptional({ enum: GROUP_BY })
  @IsOptional()
  @IsIn(GROUP_BY)
  groupBy?: GroupBy;

  @ApiPropertyOptional({
    description: 'With groupBy=question: a single-choice question of the survey',
  })
  @IsOptional()
  @IsUUID()
  groupQuestionId?: string;
}

export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A report's export; with rowsBy and columnsBy it also carries that two-way table. */
export class ExportQueryDto extends IntersectionType(
  ReportQueryDto,
  PartialType(IntersectionSidesDto),
) {
  @ApiProperty({ enum: EXPORT_FORMATS })
  @IsIn(EXPORT_FORMATS)
  format: ExportFormat;

  @ApiPropertyOptional({ description: 'Make the file in the background even when it is small' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  async?: boolean;
}

export class ReportSettingDto {
  @ApiProperty({
    description: 'Smallest group a report shows (free text: at least 10)',
    minimum: 3,
    maximum: 100,
  })
  @IsInteger({ min: 3, max: 100, message: 'report.minimumGroupSizeRange' })
  minimumGroupSize: number;
}
