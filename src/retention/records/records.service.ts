import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { AccessClaims } from '../../common/access/access-claims';
import { DownloadFile } from '../../common/http/send-file';
import { XLSX_MIME } from '../../common/spreadsheet/spreadsheet-writer';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RetentionService } from '../retention.service';
import { recordsPdf, recordsXlsx } from './records-of-processing';
import { RecordsFormat } from './records.dto';
import { RecordsRepository } from './records.repository';
import { recipientsOf } from './transfers';

/** The company's records of processing (LGPD art. 37), for its DPO; each export audited. */
@Injectable()
export class RecordsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly retention: RetentionService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async export(
    scope: TenantScope,
    claims: AccessClaims,
    format: RecordsFormat,
    ip: string,
  ): Promise<DownloadFile> {
    const data = {
      company: await this.records.company(scope.companyId),
      generatedAt: new Date(),
      policy: await this.retention.get(scope),
      administrators: await this.records.administrators(scope.companyId),
      recipients: recipientsOf(this.config),
    };
    const file: DownloadFile =
      format === 'pdf'
        ? {
            mime: 'application/pdf',
            fileName: 'registro-de-tratamento.pdf',
            content: await recordsPdf(data, scope.language),
          }
        : {
            mime: XLSX_MIME,
            fileName: 'registro-de-tratamento.xlsx',
            content: recordsXlsx(data, scope.language),
          };
    await this.transactions.run((tx) =>
      this.audit.record(tx.manager, {
        actorAccountId: claims.impersonatedBy ?? claims.id,
        companyId: scope.companyId,
        action: 'records-of-processing.exported',
        targetId: scope.companyId,
        details: { format },
        ip,
      }),
    );
    return file;
  }
}
