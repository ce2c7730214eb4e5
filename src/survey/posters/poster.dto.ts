import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { LANGUAGES, LanguageCode } from '../../common/i18n/languages';
import { IsInteger } from '../../common/validation/decorators';

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);

export class PosterBodyDto {
  @ApiPropertyOptional({
    type: [String],
    description: 'one poster (and its own code) per department; none: one poster for everyone',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  departmentIds?: string[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'default: the caller’s language' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES)
  language?: LanguageCode;
}

export class CodeSheetBodyDto {
  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 200, description: 'codes to hand out' })
  @IsOptional()
  @IsInteger({ min: 1, max: 200 })
  count?: number;

  @ApiPropertyOptional({ description: 'the codes count as this department’s (their label)' })
  @IsOptional()
  @IsUUID()
  departmentId?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'default: the caller’s language' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES)
  language?: LanguageCode;
}
