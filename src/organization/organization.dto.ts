import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class OrganizationBodyDto {
  @ApiProperty({ example: 'Matriz São Paulo' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ description: 'From GET /api/admin/company/organization/type' })
  @IsOptional()
  @IsUUID()
  encryptedOrganizationTypeId?: string | null;
}

export class OrganizationDto {
  @ApiProperty() id: string;
  @ApiProperty() encryptedId: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) encryptedOrganizationTypeId: string | null;
  @ApiProperty({ nullable: true, type: String }) organizationTypeName: string | null;
  @ApiProperty() departmentCount: number;
}
