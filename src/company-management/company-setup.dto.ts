import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export const EMPLOYEE_COUNT_RANGES = [
  '1-49',
  '50-99',
  '100-499',
  '500-999',
  '1000-4999',
  '5000+',
] as const;

/** The last step of the setup wizard: what the company is, so surveys and reports fit it. */
export class CompanySetupBodyDto {
  @ApiProperty({ example: 'Tecnologia' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  sector: string;

  @ApiProperty({ enum: EMPLOYEE_COUNT_RANGES })
  @IsIn(EMPLOYEE_COUNT_RANGES)
  employeeCountRange: string;

  @ApiProperty()
  @IsBoolean()
  hasDiversityCommittee: boolean;

  @ApiPropertyOptional({ example: 'Chegar a 40% de mulheres na liderança até 2028.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  goals?: string;
}
