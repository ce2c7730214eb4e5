import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { parsedKey } from '../import/import-steps.service';

export interface ErasureSchedule {
  companyId: string;
  companyName: string;
  dueAt: Date | null;
  requestedAt: Date | null;
  /** The owner who asked; the entry of the erasure names them. */
  requestedBy: string | null;
}

/**
 * Every table holding a company's rows, in an order that deletes children before parents. A
 * test compares it with the schema: a new table with a `company_id` column must be added here.
 * Surveys go first, one by one, with all that hangs from them (responses, answers, tallies,
 * participations, drafts, codes, visits, exports, hidden comments: cascades).
 */
export const COMPANY_TABLES = [
  'survey',
  // After its surveys, which name it.
  'survey_series',
  'hidden_comment',
  'survey_participation',
  'survey_response',
  'survey_access_code',
  'report_export',
  'privacy_request',
  'questionnaire_question',
  'questionnaire',
  'response_model',
  'employee_import',
  'employee_import_mapping',
  'employee',
  'company_request',
  'contact',
  'department',
  'organization',
  'company_sso_domain',
  'company_sso',
  'oidc_sign_in',
  'retention_policy',
  'audit_entry',
  'account',
] as const;

/** The queries of a company's erasure: when it is due, its files, and its rows. */
@Injectable()
export class CompanyErasureRepository {
  constructor(private readonly dataSource: DataSource) {}

  async schedule(companyId: string): Promise<ErasureSchedule | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT id AS "companyId", company_name AS "companyName", erasure_due_at AS "dueAt",
              erasure_requested_at AS "requestedAt", erasure_requested_by AS "requestedBy"
       FROM company WHERE id = $1`,
      [companyId],
    );
    return row;
  }

  async setDue(
    manager: EntityManager,
    companyId: string,
    dueAt: Date | null,
    accountId: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE company SET erasure_due_at = $2, erasure_requested_by = $3,
         erasure_requested_at = CASE WHEN $2::timestamptz IS NULL THEN NULL ELSE now() END
       WHERE id = $1`,
      [companyId, dueAt, accountId],
    );
  }

  async due(now: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM company WHERE erasure_due_at <= $1 ORDER BY erasure_due_at`,
      [now],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Nobody may change the company while it is erased: it is deactivated and every session of
   * its accounts ends (their token version moves), so no file is uploaded after the files went.
   */
  async closeDown(companyId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE company SET is_active = false WHERE id = $1`, [companyId]);
      await manager.query(
        `UPDATE account SET token_version = token_version + 1 WHERE company_id = $1`,
        [companyId],
      );
    });
  }

  /** Every stored file the company's rows point at (a parsed import sits beside its upload). */
  async fileKeys(companyId: string): Promise<string[]> {
    const rows: Array<{ key: string; upload: boolean }> = await this.dataSource.query(
      `SELECT logo_key AS key, false AS upload FROM company WHERE id = $1 AND logo_key IS NOT NULL
       UNION SELECT image_key, false FROM questionnaire_question
         WHERE company_id = $1 AND image_key IS NOT NULL
       UNION SELECT file_key, true FROM employee_import WHERE company_id = $1
       UNION SELECT file_key, false FROM report_export WHERE company_id = $1 AND file_key IS NOT NULL`,
      [companyId],
    );
    return rows.flatMap((row) => (row.upload ? [row.key, parsedKey(row.key)] : [row.key]));
  }

  async surveyIds(companyId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM survey WHERE company_id = $1`,
      [companyId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * One survey and all that hangs from it. Its messages name participations with ON DELETE SET
   * NULL, so they go first, or they would stay behind with the person's address.
   */
  async deleteSurvey(manager: EntityManager, surveyId: string): Promise<void> {
    await manager.query(
      `DELETE FROM outbox_message WHERE participation_id IN
         (SELECT id FROM survey_participation WHERE survey_id = $1)`,
      [surveyId],
    );
    await manager.query(`DELETE FROM survey WHERE id = $1`, [surveyId]);
  }

  /**
   * The rest of the company, then the company: messages sent to its people, what its accounts
   * did in other logs (the platform's own entries keep the action without the actor), every
   * table in order (an account's codes, second factors and sign-ins cascade). Answers the rows
   * deleted per table.
   */
  async deleteRest(manager: EntityManager, companyId: string): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    const [, messages]: [unknown, number] = await manager.query(
      `DELETE FROM outbox_message WHERE recipient IN (
         SELECT email FROM account WHERE company_id = $1 AND email IS NOT NULL
         UNION SELECT phone FROM account WHERE company_id = $1 AND phone IS NOT NULL
         UNION SELECT email FROM employee WHERE company_id = $1 AND email IS NOT NULL
         UNION SELECT cell_phone FROM employee WHERE company_id = $1 AND cell_phone IS NOT NULL)`,
      [companyId],
    );
    deleted.outbox_message = messages;
    await manager.query(
      `UPDATE audit_entry SET actor_account_id = NULL
       WHERE actor_account_id IN (SELECT id FROM account WHERE company_id = $1)
         AND company_id IS DISTINCT FROM $1`,
      [companyId],
    );
    for (const table of COMPANY_TABLES) {
      const [, count]: [unknown, number] = await manager.query(
        `DELETE FROM ${table} WHERE company_id = $1`,
        [companyId],
      );
      deleted[table] = count;
    }
    await manager.query(`DELETE FROM company WHERE id = $1`, [companyId]);
    return deleted;
  }
}
