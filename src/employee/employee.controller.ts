import { Controller } from '@nestjs/common';
import { TenantCrudController } from '../common/tenant/tenant-crud.controller';
import { EmployeeBodyDto, EmployeeQueryDto } from './employee.dto';
import { EmployeeService } from './employee.service';

const PATH = 'admin/employee';

@Controller(PATH)
export class EmployeeController extends TenantCrudController({
  path: PATH,
  tag: 'admin: employees',
  module: 'Employee',
  body: EmployeeBodyDto,
  query: EmployeeQueryDto,
  service: EmployeeService,
}) {}
