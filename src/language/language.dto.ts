import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt } from 'class-validator';
import { LANGUAGES } from '../common/i18n/languages';

export class ChangeLanguageDto {
  @ApiProperty({ enum: LANGUAGES.map((language) => language.id) })
  @IsInt()
  @IsIn(LANGUAGES.map((language) => language.id), { message: 'validation.unknownLanguage' })
  languageId: number;
}

export class LanguageDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() countryId: number;
}
