import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LANGUAGES } from '../../common/i18n/languages';
import { AnswersInput } from '../question.model';

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
  @ValidateNested()
  @Type(() => ConsentDto)
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
