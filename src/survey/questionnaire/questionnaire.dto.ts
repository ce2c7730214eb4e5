import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { QuestionBodyDto } from '../question.dto';
import { NestedObject } from '../../common/validation/decorators';

export class QuestionnaireBodyDto {
  @ApiProperty({ example: 'Censo de diversidade 2026' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) description?: string | null;
}

export class QuestionConditionDto {
  @ApiProperty() @IsUUID() questionId: string;
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsString({ each: true })
  optionKeys: string[];
}

export class QuestionnaireQuestionBodyDto extends QuestionBodyDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() required?: boolean;
  @ApiPropertyOptional({ type: QuestionConditionDto, nullable: true })
  @IsOptional()
  @NestedObject(() => QuestionConditionDto)
  condition?: QuestionConditionDto | null;
}

export class LibraryQuestionDto {
  @ApiProperty() @IsUUID() predefinedQuestionId: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() required?: boolean;
}

export class QuestionOrderDto {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true })
  questionIds: string[];
}
