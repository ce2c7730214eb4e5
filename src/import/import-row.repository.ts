import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, EntityManager } from 'typeorm';
import { EmployeeField } from '../employee/employee-field.model';
import { CheckedRow, RowErrors, RowValues } from './row-checks';

export interface CheckedSheetRow {
  rowNumber: number;
  values: RowValues;
  row: CheckedRow;
  errors: RowErrors | null;
}

export interface StagedRow {
  rowNumber: number;
  values: RowValues;
  errors: RowErrors;
  outcome: string | null;
}

export interface ImportCounts {
  total: number;
  valid: number;
  invalid: number;
  /** Valid rows that would create an employee (counted against the plan's limit). */
  toCreate: number;
}

export interface RowIdentifiers {
  cpf: string | null;
  email: string | null;
  cellPhone: string | null;
}

/** A row passes when no check, its own or across the import, left a message. */
export const VALID = `(r.field_errors IS NULL AND r.set_errors IS NULL)`;

/**
 * What became of a row once the import is done: the commit records `updated` and `unchanged`
 * on the rows of people it found; a valid row it did not mark created someone.
 */
const outcome = (done: boolean) =>
  done ? `coalesce(r.outcome, CASE WHEN ${VALID} THEN 'created' ELSE 'rejected' END)` : 'r.outcome';

/**
 * The staged rows of an import: written in bulk (thousands per statement), checked across the
 * whole import in SQL, read back a page at a time.
 */
@Injectable()
export class ImportRowRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Serializes the steps that rewrite an import's rows (validation runs, row edits). */
  async lockImport(manager: EntityManager, importId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('import:' || $1))`, [importId]);
  }

  async clear(manager: EntityManager, importId: string): Promise<void> {
    await manager.query(`DELETE FROM employee_import_row WHERE import_id = $1`, [importId]);
  }

  /**
   * Checked rows, thousands at a time, through COPY: PostgreSQL's bulk load, with no statement
   * to parse and each value read once (a third less of the database's time than a statement
   * reading the rows from one JSON document). It runs in the caller's transaction.
   */
  async insertChecked(
    manager: EntityManager,
    importId: string,
    rows: CheckedSheetRow[],
  ): Promise<void> {
    if (!manager.queryRunner) throw new Error('rows are staged within a transaction');
    const client = (await manager.queryRunner.connect()) as PoolClient;
    const text = rows.map((row) => copyLine(importId, row)).join('');
    await pipeline(
      Readable.from([text]),
      client.query(
        copyFrom(`COPY employee_import_row (import_id, row_number, "values", name, email,
          cell_phone, cpf, rg, birth_date, admission_date, job_title, organization, department,
          field_errors, preferred_channel) FROM STDIN`),
      ),
    );
  }

  /** Statistics of the columns the checks and the commit filter and join on, fresh. */
  async analyze(manager: EntityManager): Promise<void> {
    await manager.query(
      `ANALYZE employee_import_row (import_id, row_number, field_errors, set_errors, cpf, email,
         cell_phone, employee_id)`,
    );
  }

  /** One row's new values and the result of its own checks (import edition). */
  async saveChecked(manager: EntityManager, importId: string, row: CheckedSheetRow): Promise<void> {
    const u = record(row);
    await manager.query(
      `UPDATE employee_import_row SET "values" = $3, name = $4, email = $5, cell_phone = $6,
         cpf = $7, rg = $8, birth_date = $9, admission_date = $10, job_title = $11,
         organization = $12, department = $13, field_errors = $14, preferred_channel = $15
       WHERE import_id = $1 AND row_number = $2`,
      [
        importId,
        u.n,
        JSON.stringify(u.v),
        u.name,
        u.email,
        u.cell_phone,
        u.cpf,
        u.rg,
        u.birth_date,
        u.admission_date,
        u.job_title,
        u.organization,
        u.department,
        u.errors ? JSON.stringify(u.errors) : null,
        u.preferred_channel,
      ],
    );
  }

  /** A row's identifiers as staged (normalized), before an edit changes them. */
  async identifiers(
    manager: EntityManager,
    importId: string,
    rowNumber: number,
  ): Promise<RowIdentifiers> {
    const [row] = await manager.query(
      `SELECT cpf, email, cell_phone AS "cellPhone" FROM employee_import_row
       WHERE import_id = $1 AND row_number = $2`,
      [importId, rowNumber],
    );
    return row ?? { cpf: null, email: null, cellPhone: null };
  }

  async counts(
    importId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ImportCounts> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${VALID}))::int AS valid,
              (count(*) FILTER (WHERE ${VALID} AND r.employee_id IS NULL))::int AS "toCreate"
       FROM employee_import_row r WHERE r.import_id = $1`,
      [importId],
    );
    return {
      total: row.total,
      valid: row.valid,
      invalid: row.total - row.valid,
      toCreate: row.toCreate,
    };
  }

  async page(
    importId: string,
    invalidOnly: boolean,
    page: number,
    pageSize: number,
    done: boolean,
  ): Promise<{ rows: StagedRow[]; total: number }> {
    const rows: Array<StagedRow & { pageTotal: number }> = await this.dataSource.query(
      `SELECT row_number AS "rowNumber", coalesce("values", '{}') AS "values",
              coalesce(field_errors, '{}') || coalesce(set_errors, '{}') AS errors,
              ${outcome(done)} AS outcome, count(*) OVER ()::int AS "pageTotal"
       FROM employee_import_row r WHERE import_id = $1 ${invalidOnly ? `AND NOT ${VALID}` : ''}
       ORDER BY row_number OFFSET $2 LIMIT $3`,
      [importId, (page - 1) * pageSize, pageSize],
    );
    const total = rows.length
      ? rows[0].pageTotal
      : (
          await this.dataSource.query(
            `SELECT count(*)::int AS n FROM employee_import_row r WHERE import_id = $1 ${invalidOnly ? `AND NOT ${VALID}` : ''}`,
            [importId],
          )
        )[0].n;
    return { rows: rows.map(({ pageTotal: _total, ...row }) => row), total };
  }

  async row(importId: string, rowNumber: number): Promise<StagedRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT row_number AS "rowNumber", coalesce("values", '{}') AS "values",
              coalesce(field_errors, '{}') AS field, coalesce(set_errors, '{}') AS "set", outcome
       FROM employee_import_row WHERE import_id = $1 AND row_number = $2`,
      [importId, rowNumber],
    );
    if (!row) return null;
    return {
      rowNumber: row.rowNumber,
      values: row.values,
      errors: combine(row.field, row.set),
      outcome: row.outcome,
    };
  }

  /** Every row in sheet order, a batch at a time, for the result file. */
  async *all(importId: string, done: boolean, batch = 5000): AsyncGenerator<StagedRow[]> {
    let after = 0;
    for (;;) {
      const rows: Array<StagedRow & { field: RowErrors; set: RowErrors }> =
        await this.dataSource.query(
          `SELECT row_number AS "rowNumber", coalesce("values", '{}') AS "values",
                  coalesce(field_errors, '{}') AS field, coalesce(set_errors, '{}') AS "set",
                  ${outcome(done)} AS outcome
           FROM employee_import_row r WHERE import_id = $1 AND row_number > $2
           ORDER BY row_number LIMIT $3`,
          [importId, after, batch],
        );
      if (!rows.length) return;
      yield rows.map((row) => ({
        rowNumber: row.rowNumber,
        values: row.values,
        errors: combine(row.field, row.set),
        outcome: row.outcome,
      }));
      after = rows[rows.length - 1].rowNumber;
    }
  }
}

function record({ rowNumber, values, row, errors }: CheckedSheetRow) {
  return {
    n: rowNumber,
    v: values,
    name: row.name,
    email: row.email,
    cell_phone: row.cellPhone,
    cpf: row.cpf,
    rg: row.rg,
    birth_date: row.birthDate,
    admission_date: row.admissionDate,
    job_title: row.jobTitle,
    organization: row.organization,
    department: row.department,
    errors,
    preferred_channel: row.preferredChannel,
  };
}

const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};
const COPY_SPECIAL = /[\\\t\n\r]/;

/** A value in COPY's text format: backslash, tab and line breaks escaped, null as \N. */
function copyValue(value: string | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return COPY_SPECIAL.test(value)
    ? value.replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character])
    : value;
}

/**
 * A staged row as one line of COPY's text format, in the columns' order: one template, no
 * intermediate arrays (it runs for every row of every import).
 */
function copyLine(importId: string, { rowNumber, values, row, errors }: CheckedSheetRow): string {
  const v = copyValue;
  return (
    `${importId}\t${rowNumber}\t${v(JSON.stringify(values))}\t${v(row.name)}\t${v(row.email)}\t` +
    `${v(row.cellPhone)}\t${v(row.cpf)}\t${v(row.rg)}\t${v(row.birthDate)}\t` +
    `${v(row.admissionDate)}\t${v(row.jobTitle)}\t${v(row.organization)}\t` +
    `${v(row.department)}\t${v(errors && JSON.stringify(errors))}\t${v(row.preferredChannel)}\n`
  );
}

function combine(first: RowErrors, second: RowErrors): RowErrors {
  const errors: RowErrors = { ...first };
  for (const [field, messages] of Object.entries(second) as Array<[EmployeeField, never[]]>)
    errors[field] = [...(errors[field] ?? []), ...messages];
  return errors;
}
