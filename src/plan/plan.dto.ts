import { ApiProperty } from '@nestjs/swagger';
import { ArrayUnique, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MODULES, ModuleName } from '../common/access/access.model';
import { IsInteger } from '../common/validation/decorators';

export class PlanBodyDto {
  @ApiProperty({ example: 'Profissional' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  name: string;

  @ApiProperty({ enum: MODULES, isArray: true })
  @IsArray()
  @ArrayUnique()
  @IsIn(MODULES, { each: true, message: 'validation.module' })
  modules: ModuleName[];

  @ApiProperty({ example: 500 })
  @IsInteger({ min: 1 })
  employeeLimit: number;
}

export class PlanDto extends PlanBodyDto {
  @ApiProperty() id: string;
  @ApiProperty() companyCount: number;
}
