import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { notFound } from '../common/http/app-exceptions';
import { LanguageCode } from '../common/i18n/languages';
import { translate } from '../common/i18n/translate';
import { toCsv } from '../common/spreadsheet/csv-writer';
import { writeSheet, XLSX_MIME } from '../common/spreadsheet/spreadsheet-writer';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { formatDay } from './employee-fields';
import { EMPLOYEE_FIELDS } from './employee-field.model';
import { employeeFilters } from './employee-filters';
import { DeactivateEmployeesDto, EmployeeExportQueryDto } from './employee.dto';
import { Employee } from './employee.entity';
import { EmployeeRepository } from './employee.repository';

export interface EmployeeFile {
  fileName: string;
  mime: string;
  content: Buffer;
}

/**
 * What an administrator does to many employees at once: the list as a spreadsheet (the
 * import's columns, so it can be edited and imported back) and deactivation of a selection.
 * The export is the company's own staff list, so it holds personal fields; each one is written
 * to the audit log with its format, filters and size.
 */
@Injectable()
export class EmployeeBulkService {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
  ) {}

  async export(scope: TenantScope, query: EmployeeExportQueryDto): Promise<EmployeeFile> {
    const people = await this.employees.matching(scope.companyId, employeeFilters(query));
    const t = (key: Parameters<typeof translate>[1]) => translate(scope.language, key);
    const header = [
      ...EMPLOYEE_FIELDS.map((field) => t(`employee.field.${field}`)),
      t('employee.field.isActive'),
    ];
    const rows = people.map((person) => row(person, scope.language));
    const { format, search, department, departmentId, organization, organizationId } = query;
    await this.transactions.run((tx) =>
      this.audit.record(tx.manager, {
        actorAccountId: scope.accountId,
        companyId: scope.companyId,
        action: 'employee.exported',
        details: {
          format,
          count: people.length,
          filters: {
            search,
            department: department ?? departmentId,
            organization: organization ?? organizationId,
            active: query.isActive ?? query.active,
          },
        },
      }),
    );
    const fileName = `${t('employee.exportName')}.${format}`;
    return format === 'csv'
      ? {
          fileName,
          mime: 'text/csv; charset=utf-8',
          content: toCsv({ header, rows }, scope.language),
        }
      : {
          fileName,
          mime: XLSX_MIME,
          content: writeSheet(
            t('import.template.sheetPeople'),
            [header, ...rows],
            header.map(() => 22),
          ),
        };
  }

  /** All of them or none: one not of the company (or unknown) makes it 404, nothing changed. */
  async deactivate(
    scope: TenantScope,
    body: DeactivateEmployeesDto,
  ): Promise<{ deactivated: number }> {
    const people = await this.employees.byIds(scope.companyId, body.ids);
    if (people.length !== body.ids.length) throw notFound();
    const active = people.filter((person) => person.isActive);
    await this.transactions.run(async (tx) => {
      for (const person of active) await this.employees.deactivate(tx.manager, person);
      await this.audit.record(tx.manager, {
        actorAccountId: scope.accountId,
        companyId: scope.companyId,
        action: 'employee.deactivated',
        details: { ids: active.map((person) => person.id) },
      });
    });
    return { deactivated: active.length };
  }
}

/** The channel as the import reads it back in any language. */
const CHANNEL_CELL = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** An employee as the import reads one back (dates dd/mm/yyyy, names of units). */
function row(person: Employee, language: LanguageCode): string[] {
  const values: Record<(typeof EMPLOYEE_FIELDS)[number], string> = {
    name: person.name,
    email: person.email ?? '',
    cellPhone: person.cellPhone ?? '',
    cpf: person.cpf ?? '',
    rg: person.rg ?? '',
    birthDate: formatDay(person.birthDate),
    admissionDate: formatDay(person.admissionDate),
    jobTitle: person.jobTitle ?? '',
    organization: person.organization?.name ?? '',
    department: person.department?.name ?? '',
    preferredChannel: person.preferredChannel ? CHANNEL_CELL[person.preferredChannel] : '',
  };
  return [
    ...EMPLOYEE_FIELDS.map((field) => values[field]),
    translate(language, person.isActive ? 'import.template.yes' : 'import.template.no'),
  ];
}
