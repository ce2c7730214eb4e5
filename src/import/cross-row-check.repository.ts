import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RowIdentifiers, VALID } from './import-row.repository';

/** The rows the checks across rows read, for a check of the whole import: every row. */
const WHOLE_IMPORT = `r AS (
  SELECT row_number, cpf, email, cell_phone, organization, department
  FROM employee_import_row WHERE import_id = $1 AND field_errors IS NULL
)`;

/**
 * After an edit of row $4 (whose identifiers were $5, $6, $7): the rows whose checks it can
 * change (`scope`: rows sharing an identifier with the row before or after, or with a
 * person the row matched or matches), and the rows their checks read (`r`: rows sharing an
 * identifier with those, or with the people those match). Each is one pass over the import's
 * rows, filtered by a handful of values, instead of windows and joins over all of them.
 */
const EDIT_SCOPE = `seed AS (
  SELECT $5::text[] || e.cpf AS cpfs, $6::text[] || e.email AS emails,
         $7::text[] || e.cell_phone AS phones
  FROM employee_import_row e WHERE e.import_id = $1 AND e.row_number = $4
),
seed_people AS (
  SELECT a.cpf, a.email, a.phone FROM account a, seed k
  WHERE a.company_id = $2 AND a.deleted_at IS NULL
    AND (a.cpf = ANY (k.cpfs) OR a.email = ANY (k.emails) OR a.phone = ANY (k.phones))
),
scope AS (
  SELECT t.row_number, t.cpf, t.email, t.cell_phone FROM employee_import_row t, seed k
  WHERE t.import_id = $1 AND (t.row_number = $4
    OR t.cpf = ANY (k.cpfs || array(SELECT cpf FROM seed_people))
    OR t.email = ANY (k.emails || array(SELECT email FROM seed_people))
    OR t.cell_phone = ANY (k.phones || array(SELECT phone FROM seed_people)))
),
scope_people AS (
  SELECT a.cpf, a.email, a.phone FROM account a
  WHERE a.company_id = $2 AND a.deleted_at IS NULL
    AND (a.cpf = ANY (array(SELECT cpf FROM scope)) OR a.email = ANY (array(SELECT email FROM scope))
         OR a.phone = ANY (array(SELECT cell_phone FROM scope)))
),
r AS (
  SELECT row_number, cpf, email, cell_phone, organization, department
  FROM employee_import_row t
  WHERE t.import_id = $1 AND t.field_errors IS NULL AND (
    t.row_number IN (SELECT row_number FROM scope)
    OR t.cpf = ANY (array(SELECT cpf FROM scope UNION SELECT cpf FROM scope_people))
    OR t.email = ANY (array(SELECT email FROM scope UNION SELECT email FROM scope_people))
    OR t.cell_phone = ANY (array(SELECT cell_phone FROM scope UNION SELECT phone FROM scope_people)))
)`;

/** A window over a whole group, its rows in sheet order (messages name them in that order). */
const IN_ORDER = 'ORDER BY row_number ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING';

/**
 * The import's checks across rows, run in SQL over the staged rows: repeated identifiers, people
 * the company already has, and departments and organizations that do not exist.
 */
@Injectable()
export class CrossRowCheckRepository {
  /**
   * The checks across rows, in one statement: identifiers repeated in the file (window
   * functions), identifiers already held by the company's accounts (a match with one employee
   * makes the row an update of that employee; a match with anyone else, or with two people, or
   * two rows naming one person, is an error), and unknown departments and organizations when
   * they are not to be created. Over the whole import, or, after one row's edit, over the rows
   * the edit can change (`edited`: that row and its identifiers before the edit).
   */
  async checkAcrossRows(
    manager: EntityManager,
    importId: string,
    companyId: string,
    createMissing: boolean,
    edited?: { rowNumber: number; before: RowIdentifiers },
  ): Promise<void> {
    await manager.query(
      `WITH ${edited ? EDIT_SCOPE : WHOLE_IMPORT},
       -- Values held by two rows or more (hashed), then the rows holding them (a few, if any).
       repeated_values AS (
         SELECT 'cpf' AS field, cpf AS value FROM r WHERE cpf IS NOT NULL
           GROUP BY cpf HAVING count(*) > 1
         UNION ALL
         SELECT 'email', email FROM r WHERE email IS NOT NULL GROUP BY email HAVING count(*) > 1
         UNION ALL
         SELECT 'cellPhone', cell_phone FROM r WHERE cell_phone IS NOT NULL
           GROUP BY cell_phone HAVING count(*) > 1
       ),
       repeated AS (
         SELECT row_number, field, array_agg(row_number) OVER w AS rows_ FROM (
           SELECT r.row_number, v.field, v.value FROM r
             JOIN repeated_values v ON v.field = 'cpf' AND v.value = r.cpf
           UNION ALL
           SELECT r.row_number, v.field, v.value FROM r
             JOIN repeated_values v ON v.field = 'email' AND v.value = r.email
           UNION ALL
           SELECT r.row_number, v.field, v.value FROM r
             JOIN repeated_values v ON v.field = 'cellPhone' AND v.value = r.cell_phone
         ) d WINDOW w AS (PARTITION BY field, value ${IN_ORDER})
       ),
       holders AS (
         SELECT r.row_number, a.id AS account_id, 'cpf' AS field FROM r
           JOIN account a ON a.company_id = $2 AND a.deleted_at IS NULL AND a.cpf = r.cpf
         UNION ALL
         SELECT r.row_number, a.id, 'email' FROM r
           JOIN account a ON a.company_id = $2 AND a.deleted_at IS NULL AND a.email = r.email
         UNION ALL
         SELECT r.row_number, a.id, 'cellPhone' FROM r
           JOIN account a ON a.company_id = $2 AND a.deleted_at IS NULL AND a.phone = r.cell_phone
       ),
       matched AS (
         SELECT h.row_number, count(DISTINCT h.account_id) AS people,
                (array_agg(h.account_id))[1] AS account_id, array_agg(DISTINCT h.field) AS fields
         FROM holders h GROUP BY h.row_number
       ),
       matched_employee AS (
         SELECT m.*, e.id AS employee_id FROM matched m
           LEFT JOIN employee e ON m.people = 1 AND e.account_id = m.account_id
       ),
       same_person AS (
         SELECT row_number, fields, count(*) OVER w AS n, (array_agg(row_number) OVER w) AS rows_
         FROM matched WHERE people = 1 WINDOW w AS (PARTITION BY account_id ${IN_ORDER})
       ),
       messages AS (
         SELECT row_number, field, jsonb_build_object('key', 'import.duplicateInFile', 'params',
                  jsonb_build_object('rows', array_to_string(rows_[1:6], ', '))) AS message
           FROM repeated
         UNION ALL
         SELECT row_number, f.field, jsonb_build_object('key',
                  CASE WHEN people > 1 THEN 'import.identifiersConflict' ELSE 'import.identifierTaken' END)
           FROM matched_employee, unnest(fields) AS f(field)
           WHERE people > 1 OR employee_id IS NULL
         UNION ALL
         SELECT row_number, f.field, jsonb_build_object('key', 'import.duplicateInFile', 'params',
                  jsonb_build_object('rows', array_to_string(rows_[1:6], ', ')))
           FROM same_person, unnest(fields) AS f(field) WHERE n > 1
         UNION ALL
         SELECT row_number, 'department', '{"key": "import.unknownDepartment"}'::jsonb FROM r
           WHERE NOT $3 AND department IS NOT NULL AND NOT EXISTS (SELECT 1 FROM department d
             WHERE d.company_id = $2 AND search_text(d.name) = search_text(r.department))
         UNION ALL
         SELECT row_number, 'organization', '{"key": "import.unknownOrganization"}'::jsonb FROM r
           WHERE NOT $3 AND organization IS NOT NULL AND NOT EXISTS (SELECT 1 FROM organization o
             WHERE o.company_id = $2 AND search_text(o.name) = search_text(r.organization))
       ),
       by_field AS (
         -- Two rows naming one person by the same CPF say so once, not once per reason.
         SELECT row_number, field, jsonb_agg(DISTINCT message) AS messages FROM messages GROUP BY 1, 2
       ),
       by_row AS (
         SELECT row_number, jsonb_object_agg(field, messages) AS errors FROM by_field GROUP BY 1
       ),
       -- What the checks say of the rows they mark, and the rows marked before they no longer
       -- mark: only those are looked up and, if changed, written.
       marked AS (
         SELECT row_number, b.errors,
                CASE WHEN b.errors IS NULL THEN m.account_id END AS account_id,
                CASE WHEN b.errors IS NULL THEN m.employee_id END AS employee_id
         FROM by_row b FULL JOIN matched_employee m USING (row_number)
         ${edited ? 'WHERE row_number IN (SELECT row_number FROM scope)' : ''}
       ),
       outcome AS (
         SELECT * FROM marked
         UNION ALL
         SELECT t.row_number, NULL, NULL, NULL FROM employee_import_row t
         WHERE t.import_id = $1
           AND (t.set_errors IS NOT NULL OR t.account_id IS NOT NULL OR t.employee_id IS NOT NULL)
           ${edited ? 'AND t.row_number IN (SELECT row_number FROM scope)' : ''}
           AND NOT EXISTS (SELECT 1 FROM marked k WHERE k.row_number = t.row_number)
       )
       UPDATE employee_import_row t
       SET set_errors = o.errors, account_id = o.account_id, employee_id = o.employee_id
       FROM outcome o
       WHERE t.import_id = $1 AND t.row_number = o.row_number
         AND (t.set_errors IS DISTINCT FROM o.errors OR t.account_id IS DISTINCT FROM o.account_id
              OR t.employee_id IS DISTINCT FROM o.employee_id)`,
      edited
        ? [
            importId,
            companyId,
            createMissing,
            edited.rowNumber,
            [edited.before.cpf],
            [edited.before.email],
            [edited.before.cellPhone],
          ]
        : [importId, companyId, createMissing],
    );
  }

  /**
   * Whether the company changed under a checked import in a way its checks would see: a valid
   * row's identifier now held by an account other than the one it matched, the person it
   * matched gone, or (when nothing is to be created) its department or organization gone. A
   * cheap look before committing; only when it answers true are all the checks run again.
   */
  async changedSinceChecked(
    manager: EntityManager,
    importId: string,
    companyId: string,
    createMissing: boolean,
  ): Promise<boolean> {
    const holder = (column: string, accountColumn: string) => `
      SELECT 1 FROM employee_import_row r
        JOIN account a ON a.company_id = $2 AND a.deleted_at IS NULL AND a.${accountColumn} = r.${column}
      WHERE r.import_id = $1 AND ${VALID} AND a.id IS DISTINCT FROM r.account_id`;
    const unit = (table: string) => `
      SELECT 1 FROM employee_import_row r
      WHERE r.import_id = $1 AND ${VALID} AND r.${table} IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM ${table} u WHERE u.company_id = $2 AND search_text(u.name) = search_text(r.${table}))`;
    const [row] = await manager.query(
      `SELECT EXISTS (
         ${holder('cpf', 'cpf')} UNION ALL ${holder('email', 'email')}
         UNION ALL ${holder('cell_phone', 'phone')}
         UNION ALL SELECT 1 FROM employee_import_row r
           WHERE r.import_id = $1 AND ${VALID} AND r.employee_id IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM employee e JOIN account a ON a.id = e.account_id AND a.deleted_at IS NULL
             WHERE e.id = r.employee_id AND e.company_id = $2)
         ${createMissing ? '' : `UNION ALL ${unit('department')} UNION ALL ${unit('organization')}`}
       ) AS changed`,
      [importId, companyId],
    );
    return row.changed;
  }
}
