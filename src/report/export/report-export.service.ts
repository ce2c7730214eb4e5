import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { notFound } from '../../common/http/app-exceptions';
import { LanguageCode } from '../../common/i18n/languages';
import { FileStorage } from '../../common/storage/storage';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { CompanyRepository } from '../../company/company.repository';
import { QueueName, ReportJob } from '../../queue/queues';
import { ComparisonsService } from '../comparisons/comparisons.service';
import { ExportQueryDto } from '../report.dto';
import { PreparedReport, ReportService } from '../report.service';
import { label } from '../tables/question-tables';
import { describe, exportTable, Translator, translator } from './export-table';
import { toPdf } from './pdf-export';
import { ReportExport } from './report-export.entity';
import { ReportExportRepository } from './report-export.repository';
import { MIME, toCsv, toXlsx } from './spreadsheet-export';

/** Above this many groups × questions a file is made by the worker (or always, with async=true). */
export const LARGE_EXPORT = 200;

export interface ExportFile {
  fileName: string;
  mime: string;
  content: Buffer | Readable;
}

export interface ExportState {
  exportId: string;
  status: ReportExport['status'];
  progress: number;
}

/**
 * Report exports (module Document): aggregates only, every suppressed cell marked as such.
 * Small ones are answered at once; large ones are queued, made by the worker, kept in storage.
 */
@Injectable()
export class ReportExportService {
  constructor(
    private readonly reports: ReportService,
    private readonly exports: ReportExportRepository,
    private readonly storage: FileStorage,
    private readonly comparisons: ComparisonsService,
    private readonly companies: CompanyRepository,
    @InjectQueue(QueueName.Report) private readonly queue: Queue<ReportJob>,
  ) {}

  async export(
    scope: TenantScope,
    surveyId: string,
    query: ExportQueryDto,
  ): Promise<{ file: ExportFile } | { queued: ExportState }> {
    const prepared = await this.reports.prepare(scope.companyId, surveyId, query);
    if (!query.async && size(prepared) <= LARGE_EXPORT)
      return { file: await this.render(scope.language, prepared, query) };
    const row = await this.exports.insert(scope.companyId, {
      surveyId: prepared.survey.id,
      requestedBy: scope.accountId,
      format: query.format,
      language: scope.language,
      query: reportQuery(query),
      status: 'queued',
      progress: 0,
    });
    await this.queue.add(
      'export',
      { companyId: scope.companyId, exportId: row.id },
      { jobId: row.id, attempts: 3 },
    );
    return { queued: state(row) };
  }

  /** Where a queued export stands, or its file once made. */
  async result(
    scope: TenantScope,
    surveyId: string,
    exportId: string,
  ): Promise<{ file: ExportFile } | { state: ExportState }> {
    const row = await this.exports.get(scope.companyId, exportId);
    if (row.surveyId !== surveyId) throw notFound();
    if (row.status !== 'done' || !row.fileKey) return { state: state(row) };
    const content = await this.storage.read(row.fileKey);
    if (!content) throw notFound();
    return { file: { fileName: row.fileName ?? row.fileKey, mime: MIME[row.format], content } };
  }

  /** The worker's part: make the file, keep it, say it is done. */
  async run(companyId: string, exportId: string): Promise<void> {
    const row = await this.exports.get(companyId, exportId);
    if (row.status === 'done') return;
    await this.exports.progress(companyId, exportId, { status: 'running', progress: 10 });
    const prepared = await this.reports.prepare(companyId, row.surveyId, row.query);
    await this.exports.progress(companyId, exportId, { progress: 30 });
    const file = await this.render(
      row.language,
      prepared,
      { ...row.query, format: row.format },
      () => this.exports.progress(companyId, exportId, { progress: 70 }),
    );
    const fileKey = `reports/${companyId}/${exportId}.${row.format}`;
    await this.storage.put(fileKey, file.content as Buffer);
    await this.exports.progress(companyId, exportId, {
      status: 'done',
      progress: 100,
      fileKey,
      fileName: file.fileName,
      finishedAt: new Date(),
    });
  }

  async fail(companyId: string, exportId: string): Promise<void> {
    await this.exports.progress(companyId, exportId, { status: 'failed', finishedAt: new Date() });
  }

  private async render(
    language: LanguageCode,
    prepared: PreparedReport,
    query: Omit<ExportQueryDto, 'async'>,
    computed: () => Promise<unknown> = async () => undefined,
  ): Promise<ExportFile> {
    const { format } = query;
    const report = await this.reports.compute({ language }, prepared);
    const t = translator(language);
    const scope = { companyId: prepared.survey.companyId, language };
    const sections = await this.comparisons.exportSections(scope, prepared, report, query, t);
    await computed();
    const groupQuestion = prepared.questions.find(
      (question) => question.id === report.groupQuestionId,
    );
    const about = {
      ...(await this.company(prepared.survey.companyId)),
      title: t('report.export.title', { survey: report.survey.name }),
      lines: describe(
        report,
        t,
        filterLines(prepared, t, language),
        groupQuestion?.texts[language]?.text ?? groupQuestion?.texts['pt-BR'].text,
      ),
    };
    const sheetNames = {
      answers: t('report.export.sheetAnswers'),
      about: t('report.export.sheetAbout'),
    };
    const content =
      format === 'pdf'
        ? await toPdf(report, about, t, sections)
        : format === 'xlsx'
          ? await toXlsx(exportTable(report, t), about, sheetNames, sections)
          : toCsv(exportTable(report, t), language, sections);
    const slug = report.survey.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60);
    return {
      fileName: `${t('report.export.fileName')}-${slug || 'survey'}.${format}`,
      mime: MIME[format],
      content,
    };
  }

  /** The company's name and logo, for the PDF's letterhead. */
  private async company(companyId: string): Promise<{ companyName: string; logo: Buffer | null }> {
    const company = await this.companies.get(companyId);
    const logo = company.logoKey ? await this.storage.read(company.logoKey) : null;
    return { companyName: company.companyName, logo: logo ? await buffer(logo) : null };
  }
}

/** Groups × questions: what makes a file long to compute and to draw. */
function size(prepared: PreparedReport): number {
  const { request, questions } = prepared;
  const groups =
    request.groupBy === 'department'
      ? prepared.departments.size + 1
      : request.groupBy === 'organization'
        ? prepared.organizations.size + 1
        : request.groupBy === 'question'
          ? (questions.find((question) => question.id === request.groupQuestionId)?.options
              .length ?? 0) + 2
          : 1;
  return groups * questions.length;
}

function filterLines(prepared: PreparedReport, t: Translator, language: LanguageCode): string[] {
  const { filters } = prepared.request;
  const lines: string[] = [];
  if (filters.departmentId)
    lines.push(
      `${t('employee.field.department')}: ${prepared.departments.get(filters.departmentId)}`,
    );
  if (filters.organizationId)
    lines.push(
      `${t('employee.field.organization')}: ${prepared.organizations.get(filters.organizationId)}`,
    );
  if (filters.demographic) {
    const question = prepared.questions.find(
      (candidate) => candidate.id === filters.demographic?.questionId,
    );
    const option = question?.options.find(
      (candidate) => candidate.key === filters.demographic?.key,
    );
    const answer = option ? label(option.labels, language) : t('report.preferNotToAnswer');
    lines.push(`${question?.texts[language]?.text ?? question?.texts['pt-BR'].text}: ${answer}`);
  }
  return lines;
}

/** What a queued export keeps of its request: the report's and the two-way table's parameters. */
function reportQuery({ format: _format, async: _async, ...query }: ExportQueryDto) {
  return query;
}

const state = (row: ReportExport): ExportState => ({
  exportId: row.id,
  status: row.status,
  progress: row.progress,
});
