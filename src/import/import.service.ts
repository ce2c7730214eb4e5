import { importTemplate } from './import-template';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  LocalizedException,
  notFound,
  ValidationFailedException,
} from '../common/http/app-exceptions';
import { LanguageCode } from '../common/i18n/languages';
import { MessageKey } from '../common/i18n/messages.pt-BR';
import { translate } from '../common/i18n/translate';
import { Page } from '../common/pagination/page-query.dto';
import { FileStorage } from '../common/storage/storage';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { readMultipart } from '../common/upload/multipart';
import { EMPLOYEE_FIELDS, EmployeeField } from '../employee/employee-field.model';
import { EmployeeRepository } from '../employee/employee.repository';
import { checkMapping, headersKey } from './column-mapping';
import { ImportJobs } from './import-jobs';
import { CrossRowCheckRepository } from './cross-row-check.repository';
import { ImportRowRepository, StagedRow } from './import-row.repository';
import { AssociationDto, ImportDto, ImportRowDto, RowEditDto, RowQueryDto } from './import.dto';
import { EmployeeImport } from './import.entity';
import { ImportStatus } from './import.model';
import { fieldLabel, present, presentRow } from './import.presenter';
import { ImportRepository } from './import.repository';
import { checkRow, RowValues } from './row-checks';
import { checkSpreadsheet, SPREADSHEET_LIMIT_BYTES } from '../common/spreadsheet/spreadsheet-file';
import { writeSheet } from '../common/spreadsheet/spreadsheet-writer';

const EDITABLE: ImportStatus[] = ['awaiting-edition', 'ready'];
const ASSOCIABLE: ImportStatus[] = ['awaiting-association', 'awaiting-edition', 'ready'];
const conflictOf = (key: MessageKey, params?: Record<string, string | number>) =>
  new LocalizedException(HttpStatus.CONFLICT, key, params);

export interface Download {
  fileName: string;
  content: Buffer;
}

/** The admin's side of an import (DESIGN §3b): each call checks the step and hands work to the queue. */
@Injectable()
export class ImportService {
  constructor(
    private readonly imports: ImportRepository,
    private readonly rows: ImportRowRepository,
    private readonly crossRow: CrossRowCheckRepository,
    private readonly employees: EmployeeRepository,
    private readonly storage: FileStorage,
    private readonly transactions: TransactionRunner,
    private readonly jobs: ImportJobs,
  ) {}

  /** Type, size and archive checks answer here (400, 413), before any job runs. */
  async upload(
    scope: TenantScope,
    request: FastifyRequest,
  ): Promise<{ id: string; status: ImportStatus }> {
    const { file } = await readMultipart(request, 'file', SPREADSHEET_LIMIT_BYTES);
    if (!file) throw ValidationFailedException.of('file', 'upload.fileRequired');
    const fileType = await checkSpreadsheet(file.content, file.fileName);
    const id = randomUUID();
    const fileKey = `imports/${scope.companyId}/${id}.${fileType}`;
    await this.storage.put(fileKey, file.content);
    await this.imports.insert(scope.companyId, {
      id,
      createdBy: scope.accountId,
      fileName: file.fileName.slice(0, 255),
      fileKey,
      fileType,
      status: 'parsing',
    });
    await this.jobs.queueStep({
      id,
      companyId: scope.companyId,
      status: 'parsing',
      validationRun: 0,
    });
    return { id, status: 'parsing' };
  }

  async list(scope: TenantScope, page: number, pageSize: number): Promise<Page<ImportDto>> {
    const found = await this.imports.page(
      scope.companyId,
      { page, pageSize },
      { createdAt: 'import.createdAt' },
      '-createdAt',
    );
    return { ...found, items: found.items.map((item) => present(item, scope.language)) };
  }

  async get(scope: TenantScope, id: string): Promise<ImportDto> {
    return present(await this.imports.get(scope.companyId, id), scope.language);
  }

  async associate(scope: TenantScope, id: string, body: AssociationDto): Promise<ImportDto> {
    const record = await this.imports.get(scope.companyId, id);
    if (!ASSOCIABLE.includes(record.status)) throw this.stepConflict(record);
    const mapping = checkMapping(record.headers, body.mapping);
    const moved = await this.imports.transition(scope.companyId, id, ASSOCIABLE, 'validating', {
      mapping,
      createMissing: body.createMissing ?? true,
      validationRun: () => 'validation_run + 1',
      progress: 0,
      error: null,
    });
    if (!moved) throw this.stepConflict(await this.imports.get(scope.companyId, id));
    await this.imports.saveMapping(scope.companyId, headersKey(record.headers), mapping);
    const updated = await this.imports.get(scope.companyId, id);
    await this.jobs.queueStep(updated);
    return present(updated, scope.language);
  }

  async listRows(scope: TenantScope, id: string, query: RowQueryDto): Promise<Page<ImportRowDto>> {
    const record = await this.imports.get(scope.companyId, id);
    const { rows, total } = await this.rows.page(
      id,
      !!query.invalid,
      query.page,
      query.pageSize,
      record.status === 'done',
    );
    return {
      items: rows.map((row) => presentRow(row, scope.language)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Import edition: the row's new values are checked at once, with the rows the edit can
   * change (those sharing an identifier with it, before or after, or a person with it).
   */
  async editRow(
    scope: TenantScope,
    id: string,
    rowNumber: number,
    body: RowEditDto,
  ): Promise<ImportRowDto> {
    const record = await this.imports.get(scope.companyId, id);
    if (!EDITABLE.includes(record.status)) throw this.stepConflict(record);
    const current = await this.rows.row(id, rowNumber);
    if (!current) throw notFound();
    const values = editedValues(current.values, body.values);
    await this.transactions.run(async ({ manager }) => {
      await this.rows.lockImport(manager, id);
      const before = await this.rows.identifiers(manager, id, rowNumber);
      await this.rows.saveChecked(manager, id, { rowNumber, values, ...checkRow(values) });
      await this.crossRow.checkAcrossRows(manager, id, scope.companyId, record.createMissing, {
        rowNumber,
        before,
      });
      const counts = await this.rows.counts(id, manager);
      const { active, limit } = await this.employees.headcount(manager, scope.companyId);
      const over = limit !== null && active + counts.toCreate > limit;
      const moved = await this.imports.transition(
        scope.companyId,
        id,
        EDITABLE,
        counts.invalid ? 'awaiting-edition' : 'ready',
        {
          total: counts.total,
          valid: counts.valid,
          invalid: counts.invalid,
          error: over
            ? { key: 'import.limitExceeded', params: { total: active + counts.toCreate, limit } }
            : null,
        },
        manager,
      );
      if (!moved) throw conflictOf('import.wrongStatus');
    });
    return presentRow((await this.rows.row(id, rowNumber)) as StagedRow, scope.language);
  }

  async commit(scope: TenantScope, id: string): Promise<{ id: string; status: ImportStatus }> {
    const record = await this.imports.get(scope.companyId, id);
    if (!EDITABLE.includes(record.status)) throw this.stepConflict(record);
    if (record.error) throw conflictOf(record.error.key, record.error.params);
    const moved = await this.imports.transition(scope.companyId, id, EDITABLE, 'committing', {
      progress: 0,
    });
    if (!moved) throw this.stepConflict(await this.imports.get(scope.companyId, id));
    await this.jobs.queueStep({ ...record, status: 'committing' });
    return { id, status: 'committing' };
  }

  /** One line per sheet row: its values, outcome and messages, in the caller's language. */
  async result(scope: TenantScope, id: string): Promise<Download> {
    const record = await this.imports.get(scope.companyId, id);
    if (record.status !== 'done') throw conflictOf('import.wrongStatus');
    const language = scope.language;
    const fields = EMPLOYEE_FIELDS.filter((field) =>
      Object.values(record.mapping ?? {}).includes(field),
    );
    const lines: string[][] = [
      [
        translate(language, 'import.column.row'),
        ...fields.map((field) => translate(language, `employee.field.${field}`)),
        translate(language, 'import.column.outcome'),
        translate(language, 'import.column.messages'),
      ],
    ];
    for await (const batch of this.rows.all(id, true)) {
      for (const row of batch) {
        const view = presentRow(row, language);
        lines.push([
          String(row.rowNumber),
          ...fields.map((field) => view.values[field] ?? ''),
          row.outcome ? translate(language, `import.outcome.${row.outcome}` as MessageKey) : '',
          Object.entries(view.errors)
            .map(([field, messages]) => `${fieldLabel(language, field)}: ${messages.join(' ')}`)
            .join('\n'),
        ]);
      }
    }
    const base = record.fileName.replace(/\.[^.]*$/, '') || 'planilha';
    return {
      fileName: `${base}-resultado.xlsx`,
      content: writeSheet('Resultado', lines, [8, ...fields.map(() => 22), 16, 60]),
    };
  }

  template(language: LanguageCode): Download {
    return importTemplate(language);
  }

  private stepConflict(record: EmployeeImport): LocalizedException {
    return ['committing', 'done'].includes(record.status)
      ? conflictOf('import.alreadyCommitted')
      : conflictOf('import.wrongStatus');
  }
}

function editedValues(current: RowValues, edit: Record<string, string | null>): RowValues {
  const values: RowValues = { ...current };
  for (const [field, value] of Object.entries(edit)) {
    if (!(EMPLOYEE_FIELDS as readonly string[]).includes(field))
      throw ValidationFailedException.of(`values.${field}`, 'validation.oneOf', {
        values: EMPLOYEE_FIELDS.join(', '),
      });
    if (value !== null && typeof value !== 'string')
      throw ValidationFailedException.of(`values.${field}`, 'validation.string');
    const text = value?.trim();
    if (text && text.length > 1000)
      throw ValidationFailedException.of(`values.${field}`, 'validation.maxLength', { max: 1000 });
    if (text) values[field as EmployeeField] = text;
    else delete values[field as EmployeeField];
  }
  return values;
}
