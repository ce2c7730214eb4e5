import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RetentionCounts, RetentionPolicy } from './retention-policy';

/** Cut-off instants of a policy: what is older is past its time. */
export interface Cutoffs {
  answers: Date;
  formerEmployees: Date;
  records: Date;
}

/** What replaces a former employee's name, in the employee row and their account. */
export const ANONYMIZED_NAME = '—';

/**
 * Each rule's rows, written once and used both to count them (the dry run) and to pick a batch
 * (the job): `$1` is the company, `$2` the cut-off. Anonymous responses have no employee, so
 * the first rule never reaches them.
 */
const RULES = {
  identifiedResponses: `FROM survey_response r JOIN survey s ON s.id = r.survey_id
    WHERE r.company_id = $1 AND r.employee_id IS NOT NULL
      AND coalesce(s.closed_at, s.ends_at) < $2`,
  drafts: `FROM survey_draft d JOIN survey_participation p ON p.id = d.participation_id
    JOIN survey s ON s.id = p.survey_id
    WHERE p.company_id = $1 AND coalesce(s.closed_at, s.ends_at) < $2`,
  formerEmployees: `FROM employee e
    WHERE e.company_id = $1 AND NOT e.is_active AND e.anonymized_at IS NULL
      AND e.deactivated_at < $2`,
  auditEntries: `FROM audit_entry a WHERE a.company_id = $1 AND a.created_at < $2`,
  challenges: `FROM auth_challenge c JOIN account ac ON ac.id = c.account_id
    WHERE ac.company_id = $1 AND c.created_at < $2`,
  providerSignIns: `FROM oidc_sign_in o
    WHERE (o.company_id = $1 OR o.account_id IN (SELECT id FROM account WHERE company_id = $1))
      AND o.created_at < $2`,
};

type Rule = keyof typeof RULES;

/** The rules whose rows are deleted: their table, and the key their rule picks. */
const DELETED = {
  drafts: { table: 'survey_draft', key: 'participation_id', picked: 'd.participation_id' },
  auditEntries: { table: 'audit_entry', key: 'id', picked: 'a.id' },
  challenges: { table: 'auth_challenge', key: 'id', picked: 'c.id' },
  providerSignIns: { table: 'oidc_sign_in', key: 'id', picked: 'o.id' },
} satisfies Partial<Record<Rule, { table: string; key: string; picked: string }>>;

/** The policies, and the rows each rule of a policy reaches, for the retention job. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async policyOf(companyId: string): Promise<(RetentionPolicy & { updatedAt: Date }) | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT identified_answers_days AS "identifiedAnswersDays",
              former_employee_days AS "formerEmployeeDays", records_days AS "recordsDays",
              updated_at AS "updatedAt"
       FROM retention_policy WHERE company_id = $1`,
      [companyId],
    );
    return row;
  }

  async save(
    manager: EntityManager,
    companyId: string,
    policy: RetentionPolicy,
    accountId: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO retention_policy
         (company_id, identified_answers_days, former_employee_days, records_days, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET
         identified_answers_days = EXCLUDED.identified_answers_days,
         former_employee_days = EXCLUDED.former_employee_days,
         records_days = EXCLUDED.records_days,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [
        companyId,
        policy.identifiedAnswersDays,
        policy.formerEmployeeDays,
        policy.recordsDays,
        accountId,
      ],
    );
  }

  /** Every company the job visits: soft-deleted ones still hold data until erased. */
  async companyIds(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM company ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  async count(companyId: string, cutoffs: Cutoffs): Promise<RetentionCounts> {
    const count = async (rule: Rule, cutoff: Date) => {
      const [row] = await this.dataSource.query(`SELECT count(*)::int AS n ${RULES[rule]}`, [
        companyId,
        cutoff,
      ]);
      return row.n as number;
    };
    return {
      identifiedResponses: await count('identifiedResponses', cutoffs.answers),
      drafts: await count('drafts', cutoffs.answers),
      formerEmployees: await count('formerEmployees', cutoffs.formerEmployees),
      auditEntries: await count('auditEntries', cutoffs.records),
      signInRecords:
        (await count('challenges', cutoffs.records)) +
        (await count('providerSignIns', cutoffs.records)),
    };
  }

  /** A batch of identified responses past their time, locked; others' locks are skipped. */
  async lockExpiredResponses(
    manager: EntityManager,
    companyId: string,
    cutoff: Date,
    limit: number,
  ): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT r.id ${RULES.identifiedResponses} ORDER BY r.id LIMIT $3 FOR UPDATE OF r SKIP LOCKED`,
      [companyId, cutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Deletes up to `limit` rows a rule reaches: unfinished answers of closed surveys, audit
   * entries, or sign-in records (codes and provider sign-ins together).
   */
  async deleteBatch(
    manager: EntityManager,
    rule: 'drafts' | 'auditEntries' | 'signInRecords',
    companyId: string,
    cutoff: Date,
    limit: number,
  ): Promise<number> {
    if (rule !== 'signInRecords') return this.deleteRows(manager, rule, companyId, cutoff, limit);
    const challenges = await this.deleteRows(manager, 'challenges', companyId, cutoff, limit);
    return (
      challenges +
      (await this.deleteRows(manager, 'providerSignIns', companyId, cutoff, limit - challenges))
    );
  }

  /**
   * A batch of former employees past their time: name, contacts and documents go from the
   * employee row, its staged import rows and its account (unless the account is also an
   * administrator's, who is still at work), and the account can no longer sign in.
   */
  async anonymizeFormerEmployees(
    manager: EntityManager,
    companyId: string,
    cutoff: Date,
    limit: number,
  ): Promise<number> {
    const people: Array<{ id: string; accountId: string }> = await manager.query(
      `SELECT e.id, e.account_id AS "accountId" ${RULES.formerEmployees}
       ORDER BY e.id LIMIT $3 FOR UPDATE OF e SKIP LOCKED`,
      [companyId, cutoff, limit],
    );
    if (!people.length) return 0;
    const ids = people.map((person) => person.id);
    const accountIds = people.map((person) => person.accountId);
    await manager.query(
      `UPDATE employee SET name = $2, email = NULL, cell_phone = NULL, cpf = NULL, rg = NULL,
         birth_date = NULL, admission_date = NULL, job_title = NULL, preferred_channel = NULL,
         anonymized_at = now()
       WHERE id = ANY ($1::uuid[])`,
      [ids, ANONYMIZED_NAME],
    );
    await manager.query(
      `UPDATE employee_import_row SET values = NULL, name = NULL, email = NULL, cell_phone = NULL,
         cpf = NULL, rg = NULL, birth_date = NULL
       WHERE employee_id = ANY ($1::uuid[])`,
      [ids],
    );
    const accounts: Array<{ id: string }> = await manager.query(
      `UPDATE account SET name = $2, email = NULL, phone = NULL, cpf = NULL,
         password_hash = NULL, is_active = false, last_login_at = NULL,
         token_version = token_version + 1
       WHERE id = ANY ($1::uuid[]) AND NOT roles && ARRAY['admin', 'super']
       RETURNING id`,
      [accountIds, ANONYMIZED_NAME],
    );
    const anonymized = accounts.map((account) => account.id);
    for (const table of ['account_totp', 'account_recovery_code', 'auth_challenge', 'oidc_sign_in'])
      await manager.query(`DELETE FROM ${table} WHERE account_id = ANY ($1::uuid[])`, [anonymized]);
    return people.length;
  }

  private async deleteRows(
    manager: EntityManager,
    rule: keyof typeof DELETED,
    companyId: string,
    cutoff: Date,
    limit: number,
  ): Promise<number> {
    if (limit <= 0) return 0;
    const { table, key, picked } = DELETED[rule];
    const [, deleted]: [unknown, number] = await manager.query(
      `DELETE FROM ${table} WHERE ${key} IN (SELECT ${picked} ${RULES[rule]} LIMIT $3)`,
      [companyId, cutoff, limit],
    );
    return deleted;
  }
}
