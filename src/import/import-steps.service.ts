import { Inject, Injectable, Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { analyzeIfChanged } from '../common/database/table-statistics';
import { LocalizedMessage } from '../common/http/app-exceptions';
import { FileStorage } from '../common/storage/storage';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EmployeeRepository } from '../employee/employee.repository';
import { headersKey, suggestMapping } from './column-mapping';
import { ImportCommitRepository } from './import-commit.repository';
import { CrossRowCheckRepository } from './cross-row-check.repository';
import { CheckedSheetRow, ImportRowRepository } from './import-row.repository';
import { MAX_IMPORT_ROWS, STAGE_BATCH_ROWS } from './import-settings';
import { ImportRepository } from './import.repository';
import { checkRow, RowValues } from './row-checks';
import { ParsedSheet, readSpreadsheet } from '../common/spreadsheet/spreadsheet-reader';

/** The tables a commit grows: a company's first import can multiply them. */
const IMPORTED_INTO = ['account', 'employee'];

/** A newer association arrived while rows were being checked: this run's work is dropped. */
class Superseded extends Error {}

/** A reason the import cannot go on, told to the admin; the job is not retried. */
export class ImportRefused extends Error {
  constructor(readonly reason: LocalizedMessage) {
    super(reason.key);
  }
}

/**
 * The worker's side of an import: parse the file into staged rows, check them, and commit.
 * Each step starts from the import's status, so a repeated job (a retry, a takeover after a
 * crash) either finds its work done or does it again from the start; none leaves half a step.
 */
@Injectable()
export class ImportStepsService {
  private readonly logger = new Logger(ImportStepsService.name);

  constructor(
    private readonly imports: ImportRepository,
    private readonly rows: ImportRowRepository,
    private readonly crossRow: CrossRowCheckRepository,
    private readonly commits: ImportCommitRepository,
    private readonly employees: EmployeeRepository,
    private readonly storage: FileStorage,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async parse(companyId: string, importId: string): Promise<void> {
    const record = await this.imports.find(companyId, importId);
    if (record?.status !== 'parsing') return;
    const stream = await this.storage.read(record.fileKey);
    if (!stream) throw new ImportRefused({ key: 'import.unreadable' });
    const content = await readAll(stream);
    // Reading is most of the step; storing the parsed sheet is the rest.
    const progress = this.progress(companyId, importId, 0, 90);
    const sheet = await readSpreadsheet(
      content,
      record.fileType,
      MAX_IMPORT_ROWS,
      progress.report,
    ).catch((error: Error) => {
      this.logger.warn(`import ${importId}: unreadable spreadsheet: ${error.message}`);
      throw new ImportRefused({ key: 'import.unreadable' });
    });
    await progress.written();
    if (!sheet.rows.length) throw new ImportRefused({ key: 'import.noRows' });
    if (sheet.rows.length > MAX_IMPORT_ROWS)
      throw new ImportRefused({ key: 'import.tooManyRows', params: { max: MAX_IMPORT_ROWS } });
    const saved = await this.imports.savedMapping(companyId, headersKey(sheet.headers));
    const suggestedMapping =
      saved && Object.keys(saved).every((header) => sheet.headers.includes(header))
        ? saved
        : suggestMapping(sheet.headers);
    await this.storage.put(parsedKey(record.fileKey), Buffer.from(JSON.stringify(sheet)));
    await this.imports.transition(companyId, importId, ['parsing'], 'awaiting-association', {
      headers: sheet.headers,
      suggestedMapping,
      total: sheet.rows.length,
      progress: 100,
    });
  }

  /** Runs the checks of the association numbered `run`; a newer association supersedes it. */
  async validate(companyId: string, importId: string, run: number): Promise<void> {
    const current = async () => {
      const record = await this.imports.find(companyId, importId);
      return record?.status === 'validating' && record.validationRun === run ? record : null;
    };
    const record = await current();
    if (!record?.mapping) return;
    const stream = await this.storage.read(parsedKey(record.fileKey));
    if (!stream) throw new ImportRefused({ key: 'import.unreadable' });
    const sheet = JSON.parse((await readAll(stream)).toString('utf8')) as ParsedSheet;
    const columns = Object.entries(record.mapping).map(
      ([header, field]) => [field, sheet.headers.indexOf(header)] as const,
    );
    const progress = this.progress(companyId, importId, 0, 90);
    await this.transactions
      .run(async ({ manager }) => {
        // One validation of an import at a time; a superseded one rolls back, leaving nothing.
        await this.rows.lockImport(manager, importId);
        if (!(await current())) return;
        await this.rows.clear(manager, importId);
        // The checks of one batch run while PostgreSQL writes the previous one. They pause
        // every few hundred rows: otherwise the rows just handed over would wait in the
        // socket's buffer until the whole batch is checked, and nothing would run side by side.
        let writing: Promise<void> = Promise.resolve();
        for (let start = 0; start < sheet.rows.length; start += STAGE_BATCH_ROWS) {
          const batch: CheckedSheetRow[] = [];
          for (const { rowNumber, cells } of sheet.rows.slice(start, start + STAGE_BATCH_ROWS)) {
            const values: RowValues = {};
            for (const [field, column] of columns) {
              const text = column >= 0 ? cells[column]?.trim() : undefined;
              if (text) values[field] = text;
            }
            batch.push({ rowNumber, values, ...checkRow(values) });
            if (batch.length % YIELD_EVERY_ROWS === 0) await yieldToIo();
          }
          await writing;
          if (!(await current())) throw new Superseded();
          progress.report(start / sheet.rows.length);
          writing = this.rows.insertChecked(manager, importId, batch);
        }
        await writing;
        // Fresh statistics, or the planner takes a 100,000-row import for an empty table.
        await this.rows.analyze(manager);
        await this.crossRow.checkAcrossRows(manager, importId, companyId, record.createMissing);
        const counts = await this.rows.counts(importId, manager);
        const limitError = await this.limitError(companyId, counts.toCreate, manager);
        await this.imports.finishValidation(manager, companyId, importId, run, counts, limitError);
      })
      .catch((error: Error) => {
        if (!(error instanceof Superseded)) throw error;
      });
  }

  /**
   * Every valid row in one transaction: missing departments and organizations, new people
   * (employee and account), changes to people already there, then the counts. Progress is
   * written beside the transaction after each batch; if the worker dies, the transaction dies
   * with it and a retry starts over on an untouched company.
   */
  async commit(companyId: string, importId: string): Promise<void> {
    const record = await this.imports.find(companyId, importId);
    if (record?.status !== 'committing') return;
    const { commitBatchRows, commitPauseMs } = this.config.import;
    await this.imports.setProgress(companyId, importId, 0);
    const progress = this.progress(companyId, importId, 0, 99);
    await this.transactions.run(async ({ manager, afterCommit }) => {
      await this.employees.lockCompany(manager, companyId);
      // A worker that lost its job's lock may still be here while another commits it.
      if ((await this.imports.find(companyId, importId))?.status !== 'committing') return;
      // Someone may have added people since the rows were checked: check again, under the lock.
      if (
        await this.crossRow.changedSinceChecked(manager, importId, companyId, record.createMissing)
      )
        await this.crossRow.checkAcrossRows(manager, importId, companyId, record.createMissing);
      const counts = await this.rows.counts(importId, manager);
      const limitError = await this.limitError(companyId, counts.toCreate, manager);
      if (limitError) throw new ImportRefused(limitError);
      if (record.createMissing) await this.commits.createMissingUnits(manager, importId, companyId);
      const units = await this.commits.unitIds(manager, importId, companyId);
      const [first, last] = await this.commits.rowRange(manager, importId);
      for (let from = first; from <= last; from += commitBatchRows) {
        const to = Math.min(from + commitBatchRows - 1, last);
        if (counts.toCreate)
          await this.commits.createEmployees(manager, importId, companyId, from, to, units);
        if (counts.valid > counts.toCreate)
          await this.commits.updateEmployees(manager, importId, companyId, from, to, units);
        progress.report((to - first + 1) / (last - first + 1));
        if (commitPauseMs) await new Promise((resolve) => setTimeout(resolve, commitPauseMs));
      }
      const totals = await this.commits.totals(manager, importId);
      const moved = await this.imports.transition(
        companyId,
        importId,
        ['committing'],
        'done',
        {
          ...totals,
          valid: counts.valid,
          invalid: counts.invalid,
          progress: 100,
          committedAt: new Date(),
          error: null,
        },
        manager,
      );
      if (!moved) throw new Error(`import ${importId} left the committing status mid-commit`);
      afterCommit(() => analyzeIfChanged(manager.connection, IMPORTED_INTO));
    });
    await this.forgetFiles(record.fileKey);
  }

  /**
   * Progress of a step from `from` to `to` percent as its work reports fractions done: written
   * each time it moves by a step of its own (every 5%), one write after another, beside the
   * step's transaction, so the dashboard's bar moves while the step runs.
   */
  private progress(companyId: string, importId: string, from: number, to: number) {
    let shown = from;
    let writes = Promise.resolve();
    return {
      report: (fraction: number) => {
        const percent = from + (to - from) * Math.min(Math.max(fraction, 0), 1);
        if (percent - shown < 5) return;
        shown = percent;
        writes = writes
          .then(() => this.imports.setProgress(companyId, importId, percent))
          .catch((error: Error) => this.logger.warn(`import ${importId}: ${error.message}`));
      },
      written: () => writes,
    };
  }

  async fail(companyId: string, importId: string, reason: LocalizedMessage): Promise<void> {
    await this.imports.fail(companyId, importId, reason);
    const record = await this.imports.find(companyId, importId);
    if (record?.status === 'failed') await this.forgetFiles(record.fileKey);
  }

  /**
   * A finished import keeps no copy of the spreadsheet (personal data): what the result file
   * needs is in the staged rows.
   */
  private async forgetFiles(fileKey: string): Promise<void> {
    await Promise.all([
      this.storage.remove(fileKey),
      this.storage.remove(parsedKey(fileKey)),
    ]).catch((error: Error) => this.logger.warn(`could not remove ${fileKey}: ${error.message}`));
  }

  private async limitError(
    companyId: string,
    toCreate: number,
    manager = this.imports.manager(),
  ): Promise<LocalizedMessage | null> {
    const { active, limit } = await this.employees.headcount(manager, companyId);
    return limit !== null && active + toCreate > limit
      ? { key: 'import.limitExceeded', params: { total: active + toCreate, limit } }
      : null;
  }
}

const YIELD_EVERY_ROWS = 250;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The parsed sheet (headers and rows of text) sits beside the uploaded file. */
export const parsedKey = (fileKey: string) => `${fileKey}.rows.json`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
