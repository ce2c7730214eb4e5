import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsCnpj, IsPhone } from '../common/validation/decorators';

export class CreateCompanyRequestDto {
  @ApiProperty({ example: 'Ana Souza' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  contactName: string;

  @ApiProperty({ example: '+55 11 98765-4321' })
  @IsNotEmpty()
  @IsString()
  @IsPhone()
  contactPhone: string;

  @ApiProperty({ example: 'ana@empresa.com.br' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  @IsEmail()
  contactEmail: string;

  @ApiProperty({ example: 'Empresa Exemplo Ltda' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  companyName: string;

  @ApiProperty({ example: '11.222.333/0001-81', description: 'Numeric or alphanumeric CNPJ' })
  @IsNotEmpty()
  @IsString()
  @IsCnpj()
  cnpj: string;
}

export class CreatedDto {
  @ApiProperty() id: string;
}
