import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPhone } from '../common/validation/decorators';

export class ContactBodyDto {
  @ApiProperty({ example: 'Marina Lima' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ example: 'marina@empresa.com.br' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @IsEmail()
  email?: string | null;

  @ApiPropertyOptional({ example: '+55 11 98765-4321' })
  @IsOptional()
  @IsString()
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional({ example: 'Gerente de RH' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  position?: string | null;
}

export class ContactDto {
  @ApiProperty() id: string;
  @ApiProperty() encryptedId: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) position: string | null;
}
