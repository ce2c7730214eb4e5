import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAccountPassword } from '../common/validation/decorators';
import { PASSWORD_MAX } from '../common/validation/password-policy';

export class ProfileDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) cpf: string | null;
  @ApiProperty() languageId: number;
  @ApiProperty({ nullable: true, type: String }) companyName: string | null;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(PASSWORD_MAX)
  currentPassword: string;

  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @IsAccountPassword()
  password: string;

  @ApiPropertyOptional({ description: 'Checked only when sent' })
  @IsOptional()
  @IsString()
  confirmNewPassword?: string;
}
