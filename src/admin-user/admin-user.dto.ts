import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { IsPhone } from '../common/validation/decorators';

export class AdminUserUpdateDto {
  @ApiProperty({ example: 'Ana Souza' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ example: '+55 11 98765-4321' })
  @IsOptional()
  @IsString()
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class AdminUserCreateDto extends AdminUserUpdateDto {
  @ApiProperty({ example: 'ana@empresa.com.br' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  @IsEmail()
  email: string;
}

export class AdminUserQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  isActive?: boolean;
}

export class AdminUserDto {
  @ApiProperty() id: string;
  @ApiProperty() encryptedId: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() isFirstAccess: boolean;
  @ApiProperty({ nullable: true, type: Date }) lastLoginAt: Date | null;
}
