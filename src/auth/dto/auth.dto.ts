import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  IsAccountPassword,
  IsEmailOrPhone,
  IsLoginIdentifier,
  MatchesField,
} from '../../common/validation/decorators';
import { PASSWORD_MAX } from '../../common/validation/password-policy';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class LoginDto {
  @ApiProperty({ description: 'CPF, e-mail or phone', example: 'ana@empresa.com.br' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  @IsLoginIdentifier()
  emailOrPhoneNumber: string;

  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(PASSWORD_MAX)
  password: string;

  @ApiPropertyOptional({ description: 'Keep the session for 30 days' })
  @IsOptional()
  @IsBoolean()
  remember?: boolean;
}

export class TwoFactorQueryDto {
  @ApiProperty({ example: '123456' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(12)
  code: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  remember?: boolean;
}

export class EmailOrPhoneDto {
  @ApiProperty({ example: 'ana@empresa.com.br' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  @IsEmailOrPhone({ message: 'auth.recoveryInvalid' })
  emailOrPhoneNumber: string;
}

export class RecoveryCodeDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  code: string;
}

/** A new password and, when the client sends it, its confirmation (checked to match). */
export class NewPasswordDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @IsAccountPassword()
  password: string;

  @ApiPropertyOptional({ description: 'Checked only when sent' })
  @IsOptional()
  @IsString()
  @MatchesField('password', { message: 'auth.passwordsDiffer' })
  confirmNewPassword?: string;
}

export class ResetPasswordDto extends NewPasswordDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  code: string;
}

export class FirstPasswordDto extends NewPasswordDto {}

/** Field names as the spec's client sends them. */
export class AcceptTermsDto {
  @ApiProperty()
  @IsBoolean()
  @Equals(true)
  HasAcceptedTerms: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  Remember?: boolean;
}

export class AccessByCodeDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(32)
  code: string;
}

export class LoginResponseDto {
  @ApiProperty() token: string;
  @ApiProperty() isFirstAccess: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() loginByCpf: boolean;
}

export class TokenResponseDto {
  @ApiProperty() token: string;
}

export class FirstPasswordResponseDto extends TokenResponseDto {
  @ApiProperty() isValid: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
}
