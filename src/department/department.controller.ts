import { Controller } from '@nestjs/common';
import { TenantCrudController } from '../common/tenant/tenant-crud.controller';
import { DepartmentBodyDto, DepartmentQueryDto } from './department.dto';
import { DepartmentService } from './department.service';

const PATH = 'admin/company/department';

@Controller(PATH)
export class DepartmentController extends TenantCrudController({
  path: PATH,
  tag: 'admin: departments',
  module: 'Company',
  body: DepartmentBodyDto,
  query: DepartmentQueryDto,
  service: DepartmentService,
}) {}
