import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { listColumns } from '../common/pagination/list-columns';
import { TenantRepository } from '../common/tenant/tenant.repository';
import { Organization } from '../organization/organization.entity';
import { Department } from './department.entity';

@Injectable()
export class DepartmentRepository extends TenantRepository<Department> {
  constructor(@InjectRepository(Department) repository: Repository<Department>) {
    super(repository, 'department');
  }

  protected override withRelations(
    builder: SelectQueryBuilder<Department>,
  ): SelectQueryBuilder<Department> {
    return builder.leftJoinAndSelect('department.organization', 'organization');
  }

  protected override listed(
    builder: SelectQueryBuilder<Department>,
  ): SelectQueryBuilder<Department> {
    return builder
      .select(listColumns<Department>('department', ['name', 'organizationId']))
      .leftJoin('department.organization', 'organization')
      .addSelect(listColumns<Organization>('organization', ['name']));
  }
}
