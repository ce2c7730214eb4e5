import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/pagination/page-query.dto';

export class DepartmentBodyDto {
  @ApiProperty({ example: 'Recursos Humanos' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  encryptedOrganizationId?: string | null;
}

export class DepartmentQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  organizationId?: string;
}

export class DepartmentDto {
  @ApiProperty() id: string;
  @ApiProperty() encryptedId: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) encryptedOrganizationId: string | null;
  @ApiProperty({ nullable: true, type: String }) organizationName: string | null;
}
