import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { TenantRepository } from '../common/tenant/tenant.repository';
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
}
