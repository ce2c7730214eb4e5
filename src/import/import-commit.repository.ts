import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { VALID } from './import-row.repository';

export interface CommitTotals {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/**
 * The organizations and departments the rows $3–$4 name, matched as names are (no case, no
 * accents): each name written in the sheet is matched once, not once per row.
 */
const UNITS = `units AS (
  SELECT 'organization' AS kind, n.name, o.id FROM (
    SELECT DISTINCT organization AS name FROM employee_import_row
    WHERE import_id = $1 AND row_number BETWEEN $3 AND $4 AND organization IS NOT NULL
  ) n JOIN organization o ON o.company_id = $2 AND search_text(o.name) = search_text(n.name)
  UNION ALL
  SELECT 'department', n.name, d.id FROM (
    SELECT DISTINCT department AS name FROM employee_import_row
    WHERE import_id = $1 AND row_number BETWEEN $3 AND $4 AND department IS NOT NULL
  ) n JOIN department d ON d.company_id = $2 AND search_text(d.name) = search_text(n.name)
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
   * New people: an account (role user, first access pending) and an employee per valid row
   * that matched nobody. The staging row is left as it is: a valid row without an outcome is
   * one that created someone (rewriting every staged row would cost as much as the inserts).
   */
  async createEmployees(
    manager: EntityManager,
    importId: string,
    companyId: string,
    fromRow: number,
    toRow: number,
  ): Promise<void> {
    await manager.query(
      `WITH ${UNITS},
       src AS MATERIALIZED (
         SELECT gen_random_uuid() AS account_id, r.name, r.email, r.cell_phone, r.cpf, r.rg,
                r.birth_date, r.admission_date, r.job_title, o.id AS organization_id,
                d.id AS department_id
         FROM employee_import_row r ${ROW_UNITS}
         WHERE r.import_id = $1 AND r.row_number BETWEEN $3 AND $4 AND ${VALID}
           AND r.employee_id IS NULL
       ),
       accounts AS (
         INSERT INTO account (id, company_id, name, email, phone, cpf, roles, must_create_password)
         SELECT account_id, $2, name, email, cell_phone, cpf, '{user}', true FROM src
       )
       INSERT INTO employee (company_id, account_id, name, email, cell_phone, cpf, rg, birth_date,
         admission_date, job_title, organization_id, department_id)
       SELECT $2, account_id, name, email, cell_phone, cpf, rg, birth_date, admission_date,
         job_title, organization_id, department_id FROM src`,
      [importId, companyId, fromRow, toRow],
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
                (e.email, e.cell_phone, e.cpf) IS DISTINCT FROM
                  (coalesce(r.email, e.email), coalesce(r.cell_phone, e.cell_phone), coalesce(r.cpf, e.cpf))
                  AS identifiers_changed,
                (e.name, e.email, e.cell_phone, e.cpf, e.rg, e.birth_date, e.admission_date,
                 e.job_title, e.organization_id, e.department_id) IS DISTINCT FROM
                (coalesce(r.name, e.name), coalesce(r.email, e.email),
                 coalesce(r.cell_phone, e.cell_phone), coalesce(r.cpf, e.cpf), coalesce(r.rg, e.rg),
                 coalesce(r.birth_date, e.birth_date), coalesce(r.admission_date, e.admission_date),
                 coalesce(r.job_title, e.job_title), coalesce(o.id, e.organization_id),
                 coalesce(d.id, e.department_id)) AS changed
         FROM employee_import_row r
           JOIN employee e ON e.id = r.employee_id AND e.company_id = $2 ${ROW_UNITS}
         WHERE r.import_id = $1 AND r.row_number BETWEEN $3 AND $4 AND ${VALID}
       ),
       employees AS (
         UPDATE employee e SET name = s.name, email = s.email, cell_phone = s.cell_phone,
           cpf = s.cpf, rg = s.rg, birth_date = s.birth_date, admission_date = s.admission_date,
           job_title = s.job_title, organization_id = s.organization_id,
           department_id = s.department_id, updated_at = now()
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
      [importId, companyId, fromRow, toRow],
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
