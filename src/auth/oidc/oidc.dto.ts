import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import {
  OIDC_PROVIDERS,
  OidcProvider,
  RETURN_PAGES,
  ReturnPage,
} from '../../common/access/sign-in-providers';

const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class StartProviderSignInDto {
  @ApiProperty({ enum: OIDC_PROVIDERS, example: 'google' })
  @IsIn(OIDC_PROVIDERS)
  provider: OidcProvider;

  @ApiPropertyOptional({
    description: 'For `sso`: the person’s e-mail; its domain picks the company’s provider',
    example: 'ana@empresa.com.br',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsString()
  @MaxLength(200)
  @IsEmail()
  email?: string;

  @ApiPropertyOptional({ description: 'Keep the session for 30 days' })
  @IsOptional()
  @IsBoolean()
  remember?: boolean;

  @ApiPropertyOptional({ enum: RETURN_PAGES, description: 'Where a refusal is shown' })
  @IsOptional()
  @IsIn(RETURN_PAGES)
  returnTo?: ReturnPage;
}

export class ProviderRedirectDto {
  @ApiProperty({ description: 'The provider’s authorization address, to open in the browser' })
  url: string;
}

export class CompleteProviderSignInDto {
  @ApiProperty({ description: 'The one-time ticket the sign-in page received after the provider' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  ticket: string;
}

export class SignInOptionsDto {
  @ApiProperty() google: boolean;
  @ApiProperty() microsoft: boolean;
  @ApiProperty({ description: 'Some company signs its people in through its own provider' })
  sso: boolean;
}
