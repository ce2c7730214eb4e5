import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

export const MAX_SSO_DOMAINS = 20;

export class SaveCompanySsoDto {
  // No example: the API's fuzz test sends examples, and saving reads the issuer's document.
  @ApiProperty({
    description:
      'The provider’s issuer: https (plain http only on loopback), e.g. an Entra tenant’s or a Keycloak realm’s',
  })
  @IsNotEmpty()
  @IsString()
  @MaxLength(500)
  issuer: string;

  @ApiProperty({ example: '0f6332f4-c060-49fc-bcf6-548982d56569' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  clientId: string;

  @ApiPropertyOptional({ description: 'Left out on an update: the secret kept stays' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  clientSecret?: string;

  @ApiProperty({ example: ['empresa.com.br'], description: 'E-mail domains it signs in' })
  @IsArray()
  @ArrayMaxSize(MAX_SSO_DOMAINS, { message: 'sso.tooManyDomains' })
  @IsString({ each: true })
  @MaxLength(253, { each: true })
  domains: string[];

  @ApiProperty({ description: 'Password, Google and Microsoft sign-in off for the company' })
  @IsBoolean()
  required: boolean;
}

export class CompanySsoDto {
  @ApiProperty() configured: boolean;
  @ApiProperty({ nullable: true, type: String }) issuer: string | null;
  @ApiProperty({ nullable: true, type: String }) clientId: string | null;
  @ApiProperty({ description: 'A secret is kept (it is never shown)' }) hasClientSecret: boolean;
  @ApiProperty({ type: [String] }) domains: string[];
  @ApiProperty() required: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'First sign-in through it' })
  verifiedAt: Date | null;
  @ApiProperty({ description: 'The redirect URI to register at the provider' })
  redirectUri: string;
}
