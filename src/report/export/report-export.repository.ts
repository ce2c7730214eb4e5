import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { ReportExport } from './report-export.entity';

/** Exports of a company's reports; like every admin table, read only within the company. */
@Injectable()
export class ReportExportRepository extends TenantRepository<ReportExport> {
  constructor(@InjectRepository(ReportExport) repository: Repository<ReportExport>) {
    super(repository, 'export');
  }

  /** Progress is written straight, without a read: the worker reports it several times per file. */
  async progress(companyId: string, id: string, values: Partial<ReportExport>): Promise<void> {
    await this.repository.update({ companyId, id }, values);
  }
}
