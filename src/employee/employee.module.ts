import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DepartmentModule } from '../department/department.module';
import { OrganizationModule } from '../organization/organization.module';
import { EmployeeBulkController } from './employee-bulk.controller';
import { EmployeeBulkService } from './employee-bulk.service';
import { EmployeeController } from './employee.controller';
import { Employee } from './employee.entity';
import { EmployeeRepository } from './employee.repository';
import { EmployeeService } from './employee.service';

@Module({
  imports: [TypeOrmModule.forFeature([Employee]), OrganizationModule, DepartmentModule],
  controllers: [EmployeeBulkController, EmployeeController],
  providers: [EmployeeRepository, EmployeeService, EmployeeBulkService],
  exports: [EmployeeRepository, EmployeeService],
})
export class EmployeeModule {}
