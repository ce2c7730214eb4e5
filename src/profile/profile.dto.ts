import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPasswordDto } from '../auth/dto/auth.dto';
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

export class ChangePasswordDto extends NewPasswordDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(PASSWORD_MAX)
  currentPassword: string;
}
