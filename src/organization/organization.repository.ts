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
    return builder.leftJoinAndSelect('organization.organizationType', 'organizationType');
  }

  protected override listed(
    builder: SelectQueryBuilder<Organization>,
  ): SelectQueryBuilder<Organization> {
    return builder
      .select(listColumns<Organization>('organization', ['name', 'organizationTypeId']))
      .leftJoin('organization.organizationType', 'organizationType')
      .addSelect(listColumns<OrganizationType>('organizationType', ['names']));
  }

  async departmentCounts(companyId: string, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows: Array<{ organization_id: string; count: string }> = await this.repository.query(
      `SELECT organization_id, count(*) FROM department
       WHERE company_id = $1 AND organization_id = ANY($2) GROUP BY organization_id`,
      [companyId, ids],
    );
    return new Map(rows.map((row) => [row.organization_id, Number(row.count)]));
  }
}
