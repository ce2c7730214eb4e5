import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES } from '../common/i18n/languages';
import { IsInteger } from '../common/validation/decorators';

export class ChangeLanguageDto {
  @ApiProperty({ enum: LANGUAGES.map((language) => language.id) })
  @IsInteger()
  @IsIn(LANGUAGES.map((language) => language.id), { message: 'validation.unknownLanguage' })
  languageId: number;
}

export class LanguageDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() countryId: number;
}
