import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { listColumns } from '../common/pagination/list-columns';
import { TenantRepository } from '../common/tenant/tenant.repository';
import { OrganizationType } from '../reference/localized-type.entity';
import { Organization } from './organization.entity';

@Injectable()
export class OrganizationRepository extends TenantRepository<Organization> {
  constructor(@InjectRepository(Organization) repository: Repository<Organization>) {
    super(repository, 'organization');
  }

  protected override withRelations(
    builder: SelectQueryBuilder<Organization>,
  ): SelectQueryBuilder<Organization> {
    return builder
      .leftJoinAndSelect('organization.organizationType', 'organizationType')
      .addSelect('organization.departmentCount');
  }

  protected override listed(
    builder: SelectQueryBuilder<Organization>,
  ): SelectQueryBuilder<Organization> {
    return builder
      .select(
        listColumns<Organization>('organization', [
          'name',
          'organizationTypeId',
          'departmentCount',
        ]),
      )
      .leftJoin('organization.organizationType', 'organizationType')
      .addSelect(listColumns<OrganizationType>('organizationType', ['names']));
  }
}
