import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** A six-digit authenticator code or a recovery code (`xxxxx-xxxxx`). */
const CODE_MAX = 12;

export class SecondFactorStatusDto {
  @ApiProperty() enrolled: boolean;
  @ApiProperty({ nullable: true, type: String }) enrolledAt: Date | null;
  @ApiProperty({ description: 'Required by the company (or, for the owner, the platform)' })
  required: boolean;
  @ApiProperty() recoveryCodesLeft: number;
}

export class SecondFactorSetupDto {
  @ApiProperty({ description: 'Base32 seed, for typing into an app that cannot scan' })
  secret: string;
  @ApiProperty({ example: 'otpauth://totp/Diversitera:ana%40empresa.com.br?secret=…' })
  otpauthUrl: string;
  @ApiProperty({ description: 'The otpauth URL as a PNG data URL' }) qrCode: string;
}

export class ConfirmSecondFactorDto {
  @ApiProperty({ description: 'A code of the app being enrolled', example: '123456' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(CODE_MAX)
  code: string;

  @ApiPropertyOptional({
    description: 'When an app is already enrolled: a code of it, or a recovery code',
  })
  @IsOptional()
  @IsString()
  @MaxLength(CODE_MAX)
  currentCode?: string;
}

export class RemoveSecondFactorDto {
  @ApiProperty({ description: 'A code of the enrolled app, or a recovery code' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(CODE_MAX)
  code: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Shown once: only digests are kept' })
  recoveryCodes: string[];
  @ApiProperty({ description: 'The session, moved on past enrolment when it waited for it' })
  token: string;
}

export class SecondFactorPolicyDto {
  @ApiProperty({ description: 'Administrators (or the owner) must use an authenticator app' })
  @IsBoolean()
  required: boolean;
}
