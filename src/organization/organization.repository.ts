import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { TenantRepository } from '../common/tenant/tenant.repository';
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
