import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { VALID } from './import-row.repository';

export interface CommitTotals {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

const uuids = (count: number) => Array.from({ length: count }, () => randomUUID());

/** A department's or organization's name as the sheet writes it, and the one it stands for. */
export interface UnitId {
  kind: 'organization' | 'department';
  name: string;
  id: string;
}

/** The names the commit's rows write and their ids ($5, from unitIds), as a table. */
const UNITS = `units AS (
  SELECT * FROM jsonb_to_recordset($5::jsonb) AS u(kind text, name text, id uuid)
)`;

/** A row's organization and department, by the name as written (see UNITS). */
const ROW_UNITS = `
  LEFT JOIN units o ON o.kind = 'organization' AND o.name = r.organization
  LEFT JOIN units d ON d.kind = 'department' AND d.name = r.department`;

/**
 * The commit's statements, each set-based over a range of sheet rows; the caller runs them all
 * in one transaction, so the import lands whole or not at all.
 */
@Injectable()
export class ImportCommitRepository {
  /** Departments and organizations the valid rows name and the company lacks. */
  async createMissingUnits(
    manager: EntityManager,
    importId: string,
    companyId: string,
  ): Promise<void> {
    for (const [table, column] of [
      ['organization', 'organization'],
      ['department', 'department'],
    ]) {
      // The names as written first (a hash over plain text), then each folded once.
      await manager.query(
        `INSERT INTO ${table} (company_id, name)
         SELECT $2, min(n.name) FROM (
           SELECT DISTINCT r.${column} AS name FROM employee_import_row r
           WHERE r.import_id = $1 AND ${VALID} AND r.${column} IS NOT NULL
         ) n
         GROUP BY search_text(n.name)
         ON CONFLICT DO NOTHING`,
        [importId, companyId],
      );
    }
  }

  /**
   * Each department and organization name the valid rows write, with the company's one it
   * stands for (names matched without case or accents): matched once for the whole commit.
   */
  async unitIds(manager: EntityManager, importId: string, companyId: string): Promise<UnitId[]> {
    return manager.query(
      `SELECT 'organization' AS kind, n.name, o.id FROM (
         SELECT DISTINCT r.organization AS name FROM employee_import_row r
         WHERE r.import_id = $1 AND ${VALID} AND r.organization IS NOT NULL
       ) n JOIN organization o ON o.company_id = $2 AND search_text(o.name) = search_text(n.name)
       UNION ALL
       SELECT 'department', n.name, d.id FROM (
         SELECT DISTINCT r.department AS name FROM employee_import_row r
         WHERE r.import_id = $1 AND ${VALID} AND r.department IS NOT NULL
       ) n JOIN department d ON d.company_id = $2 AND search_text(d.name) = search_text(n.name)`,
      [importId, companyId],
    );
  }

  /**
   * New people: an account (role user, first access pending) and an employee per valid row
   * that matched nobody. The staging row is left as it is: a valid row without an outcome is
   * one that created someone (rewriting every staged row would cost as much as the inserts).
   * Their ids come from Node's random UUIDs, one pair per row of the range ($6, $7, by the
   * row's place in it): PostgreSQL's gen_random_uuid() took half a second to a second of a
   * 100,000-person commit here.
   */
  async createEmployees(
    manager: EntityManager,
    importId: string,
    companyId: string,
    fromRow: number,
    toRow: number,
    units: UnitId[],
  ): Promise<void> {
    await manager.query(
      `WITH ${UNITS},
       src AS MATERIALIZED (
         SELECT ($6::uuid[])[r.row_number - $3 + 1] AS account_id,
                ($7::uuid[])[r.row_number - $3 + 1] AS employee_id, r.name, r.email,
                r.cell_phone, r.cpf, r.rg, r.birth_date, r.admission_date, r.job_title,
                o.id AS organization_id, d.id AS department_id, r.preferred_channel
         FROM employee_import_row r ${ROW_UNITS}
         WHERE r.import_id = $1 AND r.row_number BETWEEN $3 AND $4 AND ${VALID}
           AND r.employee_id IS NULL
       ),
       accounts AS (
         INSERT INTO account (id, company_id, name, email, phone, cpf, roles, must_create_password)
         SELECT account_id, $2, name, email, cell_phone, cpf, '{user}', true FROM src
       )
       INSERT INTO employee (id, company_id, account_id, name, email, cell_phone, cpf, rg,
         birth_date, admission_date, job_title, organization_id, department_id, preferred_channel)
       SELECT employee_id, $2, account_id, name, email, cell_phone, cpf, rg, birth_date,
         admission_date, job_title, organization_id, department_id, preferred_channel FROM src`,
      [
        importId,
        companyId,
        fromRow,
        toRow,
        JSON.stringify(units),
        uuids(toRow - fromRow + 1),
        uuids(toRow - fromRow + 1),
      ],
    );
  }

  /**
   * People already there: a value the sheet leaves empty keeps what is recorded; a row that
   * changes nothing is `unchanged`. Accounts follow their employee, and a changed identifier
   * ends the account's sessions.
   */
  async updateEmployees(
    manager: EntityManager,
    importId: string,
    companyId: string,
    fromRow: number,
    toRow: number,
    units: UnitId[],
  ): Promise<void> {
    await manager.query(
      `WITH ${UNITS},
       src AS MATERIALIZED (
         SELECT r.row_number, r.employee_id, e.account_id,
                coalesce(r.name, e.name) AS name, coalesce(r.email, e.email) AS email,
                coalesce(r.cell_phone, e.cell_phone) AS cell_phone, coalesce(r.cpf, e.cpf) AS cpf,
                coalesce(r.rg, e.rg) AS rg, coalesce(r.birth_date, e.birth_date) AS birth_date,
                coalesce(r.admission_date, e.admission_date) AS admission_date,
                coalesce(r.job_title, e.job_title) AS job_title,
                coalesce(o.id, e.organization_id) AS organization_id,
                coalesce(d.id, e.department_id) AS department_id,
                coalesce(r.preferred_channel, e.preferred_channel) AS preferred_channel,
                (e.email, e.cell_phone, e.cpf) IS DISTINCT FROM
                  (coalesce(r.email, e.email), coalesce(r.cell_phone, e.cell_phone), coalesce(r.cpf, e.cpf))
                  AS identifiers_changed,
                (e.name, e.email, e.cell_phone, e.cpf, e.rg, e.birth_date, e.admission_date,
                 e.job_title, e.organization_id, e.department_id, e.preferred_channel) IS DISTINCT FROM
                (coalesce(r.name, e.name), coalesce(r.email, e.email),
                 coalesce(r.cell_phone, e.cell_phone), coalesce(r.cpf, e.cpf), coalesce(r.rg, e.rg),
                 coalesce(r.birth_date, e.birth_date), coalesce(r.admission_date, e.admission_date),
                 coalesce(r.job_title, e.job_title), coalesce(o.id, e.organization_id),
                 coalesce(d.id, e.department_id), coalesce(r.preferred_channel, e.preferred_channel))
                  AS changed
         FROM employee_import_row r
           JOIN employee e ON e.id = r.employee_id AND e.company_id = $2 ${ROW_UNITS}
         WHERE r.import_id = $1 AND r.row_number BETWEEN $3 AND $4 AND ${VALID}
       ),
       employees AS (
         UPDATE employee e SET name = s.name, email = s.email, cell_phone = s.cell_phone,
           cpf = s.cpf, rg = s.rg, birth_date = s.birth_date, admission_date = s.admission_date,
           job_title = s.job_title, organization_id = s.organization_id,
           department_id = s.department_id, preferred_channel = s.preferred_channel,
           updated_at = now()
         FROM src s WHERE e.id = s.employee_id AND s.changed
       ),
       accounts AS (
         UPDATE account a SET name = s.name, email = s.email, phone = s.cell_phone, cpf = s.cpf,
           token_version = a.token_version + CASE WHEN s.identifiers_changed THEN 1 ELSE 0 END,
           updated_at = now()
         FROM src s WHERE a.id = s.account_id AND s.changed
       )
       UPDATE employee_import_row t
       SET outcome = CASE WHEN s.changed THEN 'updated' ELSE 'unchanged' END
       FROM src s WHERE t.import_id = $1 AND t.row_number = s.row_number`,
      [importId, companyId, fromRow, toRow, JSON.stringify(units)],
    );
  }

  async totals(manager: EntityManager, importId: string): Promise<CommitTotals> {
    const [row] = await manager.query(
      `SELECT (count(*) FILTER (WHERE ${VALID} AND r.outcome IS NULL))::int AS created,
              (count(*) FILTER (WHERE r.outcome = 'updated'))::int AS updated,
              (count(*) FILTER (WHERE r.outcome = 'unchanged'))::int AS unchanged,
              (count(*) FILTER (WHERE NOT ${VALID}))::int AS rejected
       FROM employee_import_row r WHERE r.import_id = $1`,
      [importId],
    );
    return row;
  }

  async rowRange(manager: EntityManager, importId: string): Promise<[number, number]> {
    const [row] = await manager.query(
      `SELECT coalesce(min(row_number), 0) AS first, coalesce(max(row_number), 0) AS last
       FROM employee_import_row WHERE import_id = $1`,
      [importId],
    );
    return [row.first, row.last];
  }
}
