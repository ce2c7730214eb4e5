import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { Dimension, DIMENSIONS } from './intersection.model';

/** What the rows and the columns of a two-way table are. */
export class IntersectionSidesDto {
  @ApiProperty({ enum: DIMENSIONS })
  @IsIn(DIMENSIONS)
  rowsBy: Dimension;

  @ApiPropertyOptional({ description: 'With rowsBy=question: a demographic question' })
  @IsOptional()
  @IsUUID()
  rowsQuestionId?: string;

  @ApiProperty({ enum: DIMENSIONS })
  @IsIn(DIMENSIONS)
  columnsBy: Dimension;

  @ApiPropertyOptional({ description: 'With columnsBy=question: another demographic question' })
  @IsOptional()
  @IsUUID()
  columnsQuestionId?: string;
}
