import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const RECORDS_FORMATS = ['pdf', 'xlsx'] as const;
export type RecordsFormat = (typeof RECORDS_FORMATS)[number];

export class RecordsQueryDto {
  @ApiProperty({ enum: RECORDS_FORMATS })
  @IsIn(RECORDS_FORMATS)
  format: RecordsFormat;
}
