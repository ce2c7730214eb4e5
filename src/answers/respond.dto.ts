import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { LANGUAGES } from '../common/i18n/languages';
import { AnswersInput } from '../survey/question.model';
import { NestedObject } from '../common/validation/decorators';

export class ConsentDto {
  @ApiProperty() @IsBoolean() given: boolean;
  @ApiProperty() @IsString() @MaxLength(100) version: string;
}

export class AnswersBodyDto {
  @ApiProperty({
    description: '{ [questionId]: { optionKeys?, text?, number?, preferNotToAnswer? } }',
  })
  @IsObject()
  answers: AnswersInput;
  @ApiPropertyOptional({ type: ConsentDto })
  @IsOptional()
  @NestedObject(() => ConsentDto)
  consent?: ConsentDto;
}

export class SubmitBodyDto extends AnswersBodyDto {
  @ApiPropertyOptional({ enum: LANGUAGES.map((language) => language.code) })
  @IsOptional()
  @IsIn(LANGUAGES.map((language) => language.code))
  language?: string;
}

export class InvitationDto {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(100) invite: string;
}
