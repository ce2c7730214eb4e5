import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  QUESTION_CATEGORIES,
  QUESTION_TYPES,
  QuestionCategory,
  QuestionType,
} from './question.model';
import { NestedObject } from '../common/validation/decorators';

export class QuestionTextDto {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(1000) text: string;
  @ApiPropertyOptional({ description: 'Rich text (HTML); sanitized when stored' })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  description?: string;
}

/** Texts per language; the pt-BR one is required and is the "Referência base". */
export class LocalizedTextsDto {
  @ApiProperty({ type: QuestionTextDto })
  @IsDefined()
  @NestedObject(() => QuestionTextDto)
  'pt-BR': QuestionTextDto;
  @ApiPropertyOptional({ type: QuestionTextDto })
  @IsOptional()
  @NestedObject(() => QuestionTextDto)
  'en-US'?: QuestionTextDto;
  @ApiPropertyOptional({ type: QuestionTextDto })
  @IsOptional()
  @NestedObject(() => QuestionTextDto)
  'es-ES'?: QuestionTextDto;
}

export class LocalizedLabelsDto {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(300) 'pt-BR': string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) 'en-US'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) 'es-ES'?: string;
}

export class QuestionOptionDto {
  @ApiProperty({ example: 'yes' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'validation.invalid' })
  key: string;
  @ApiProperty({ type: LocalizedLabelsDto })
  @IsDefined()
  @NestedObject(() => LocalizedLabelsDto)
  labels: LocalizedLabelsDto;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() favourable?: boolean;
}

/** What every question has, in the library and in a questionnaire. */
export class QuestionBodyDto {
  @ApiProperty({ enum: QUESTION_TYPES }) @IsIn(QUESTION_TYPES) type: QuestionType;
  @ApiProperty({ type: LocalizedTextsDto })
  @IsDefined()
  @NestedObject(() => LocalizedTextsDto)
  texts: LocalizedTextsDto;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() sensitive?: boolean;
  @ApiPropertyOptional({ enum: QUESTION_CATEGORIES })
  @IsOptional()
  @IsIn(QUESTION_CATEGORIES)
  category?: QuestionCategory | null;
  @ApiPropertyOptional({ type: [QuestionOptionDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => QuestionOptionDto)
  options?: QuestionOptionDto[];
  @ApiPropertyOptional({
    type: [QuestionOptionDto],
    description: "A matrix's statements (rows), each answered on the options",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => QuestionOptionDto)
  statements?: QuestionOptionDto[];
  @ApiPropertyOptional({ description: 'Copies the options of a response model' })
  @IsOptional()
  @IsUUID()
  responseModelId?: string;
  @ApiPropertyOptional() @IsOptional() @IsNumber() min?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsNumber() max?: number | null;
}
