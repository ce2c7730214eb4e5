import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsOptional,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { LocalizedLabelsDto, QuestionBodyDto, QuestionOptionDto } from '../question.dto';
import { QUESTION_CATEGORIES } from '../question.model';
import { NestedObject } from '../../common/validation/decorators';

export class PredefinedQuestionBodyDto extends QuestionBodyDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
}

export class LibraryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: QUESTION_CATEGORIES })
  @IsOptional()
  @IsIn(QUESTION_CATEGORIES)
  category?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  sensitive?: boolean;
}

export class ResponseModelBodyDto {
  @ApiProperty({ type: LocalizedLabelsDto })
  @IsDefined()
  @NestedObject(() => LocalizedLabelsDto)
  names: LocalizedLabelsDto;
  @ApiProperty({ type: [QuestionOptionDto] })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => QuestionOptionDto)
  options: QuestionOptionDto[];
}
