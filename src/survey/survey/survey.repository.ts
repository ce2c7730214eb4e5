import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { MessageChannel } from '../../employee/employee.entity';
import { RECURRENCE_MONTHS, Survey, SurveySnapshot } from './survey.entities';
import { ParticipationStatus, SurveyAudience } from './survey.model';

export interface Invitee {
  employeeId: string;
  name: string;
  email: string | null;
  cellPhone: string | null;
  preferredChannel: MessageChannel | null;
  /** Text channels the person's number is blocked on (opted out, or invalid). */
  blocked: MessageChannel[];
  languageId: number;
}

/** What an invitation needs of an employee `e` and their account `a`. */
const INVITEE_COLUMNS = `e.id AS employee_id, e.name, e.email, e.cell_phone, e.preferred_channel, a.language_id,
  ARRAY(SELECT b.channel FROM message_block b WHERE b.phone = e.cell_phone) AS blocked`;

interface InviteeRow {
  employee_id: string;
  name: string;
  email: string | null;
  cell_phone: string | null;
  preferred_channel: MessageChannel | null;
  blocked: MessageChannel[];
  language_id: number;
}

const invitee = (row: InviteeRow): Invitee => ({
  employeeId: row.employee_id,
  name: row.name,
  email: row.email,
  cellPhone: row.cell_phone,
  preferredChannel: row.preferred_channel,
  blocked: row.blocked,
  languageId: row.language_id,
});

export interface ParticipationCounts {
  total: number;
  notStarted: number;
  partiallyAnswered: number;
  answered: number;
  visitors: number;
}

/** The audience's employees of a company, as a WHERE clause on `employee e` and its parameters. */
function audienceFilter(companyId: string, audience: SurveyAudience) {
  const filter =
    audience.type === 'departments'
      ? 'AND e.department_id = ANY($2)'
      : audience.type === 'organizations'
        ? 'AND e.organization_id = ANY($2)'
        : '';
  return { filter, params: audience.type === 'all' ? [companyId] : [companyId, audience.ids] };
}

/** Surveys of a company, and the bulk statements of sending, reminding and counting. */
@Injectable()
export class SurveyRepository extends TenantRepository<Survey> {
  constructor(@InjectRepository(Survey) repository: Repository<Survey>) {
    super(repository, 'survey');
  }

  /** Active employees of the audience, with what an invitation needs. */
  async audience(
    manager: EntityManager,
    companyId: string,
    audience: SurveyAudience,
  ): Promise<Invitee[]> {
    const { filter, params } = audienceFilter(companyId, audience);
    const rows: InviteeRow[] = await manager.query(
      `SELECT ${INVITEE_COLUMNS}
       FROM employee e JOIN account a ON a.id = e.account_id
       WHERE e.company_id = $1 AND e.is_active ${filter}`,
      params,
    );
    return rows.map(invitee);
  }

  /** How many active people of the audience read each language. */
  async audienceLanguages(
    companyId: string,
    audience: SurveyAudience,
  ): Promise<Array<{ languageId: number; people: number }>> {
    const { filter, params } = audienceFilter(companyId, audience);
    const rows: Array<{ language_id: number; people: number }> = await this.repository.query(
      `SELECT a.language_id, count(*)::int AS people
       FROM employee e JOIN account a ON a.id = e.account_id
       WHERE e.company_id = $1 AND e.is_active ${filter}
       GROUP BY a.language_id`,
      params,
    );
    return rows.map((row) => ({ languageId: row.language_id, people: row.people }));
  }

  /**
   * Puts a new survey in the series of `source` as its next edition, opening the series (named
   * after the source, its first edition) when the source has none. The series row is locked,
   * so two new editions at once get consecutive numbers.
   */
  async insertEdition(
    manager: EntityManager,
    source: Survey,
    values: Partial<Survey>,
  ): Promise<string> {
    let seriesId = source.seriesId;
    if (!seriesId) {
      const [series]: Array<{ id: string }> = await manager.query(
        `INSERT INTO survey_series (company_id, name) VALUES ($1, $2) RETURNING id`,
        [source.companyId, source.name],
      );
      seriesId = series.id;
      const [, claimed]: [unknown, number] = await manager.query(
        `UPDATE survey SET series_id = $2, edition = 1 WHERE id = $1 AND series_id IS NULL`,
        [source.id, seriesId],
      );
      // Another new edition opened a series for the source meanwhile: join that one.
      if (!claimed) {
        const [current]: Array<{ series_id: string }> = await manager.query(
          `SELECT series_id FROM survey WHERE id = $1`,
          [source.id],
        );
        await manager.query(`DELETE FROM survey_series WHERE id = $1`, [seriesId]);
        seriesId = current.series_id;
      }
    }
    await manager.query(`SELECT 1 FROM survey_series WHERE id = $1 FOR UPDATE`, [seriesId]);
    const [{ next }]: Array<{ next: number }> = await manager.query(
      `SELECT coalesce(max(edition), 0) + 1 AS next FROM survey WHERE series_id = $1`,
      [seriesId],
    );
    const saved = await manager.save(
      manager.create(Survey, { ...values, companyId: source.companyId, seriesId, edition: next }),
    );
    return saved.id;
  }

  /** The sent editions of a series up to `edition`, oldest first. */
  async editionsUpTo(companyId: string, seriesId: string, edition: number): Promise<Survey[]> {
    return this.scoped(companyId)
      .andWhere('survey.seriesId = :seriesId AND survey.edition <= :edition', { seriesId, edition })
      .andWhere('survey.sentAt IS NOT NULL')
      .orderBy('survey.edition', 'ASC')
      .getMany();
  }

  /** A series of the company (its id and name); null when there is none such. */
  async series(companyId: string, seriesId: string): Promise<{ id: string; name: string } | null> {
    const [row]: Array<{ id: string; name: string }> = await this.repository.query(
      `SELECT id, name FROM survey_series WHERE id = $1 AND company_id = $2`,
      [seriesId, companyId],
    );
    return row ?? null;
  }

  /** A sent survey's end or closing, changed inside the caller's transaction. */
  async reschedule(
    manager: EntityManager,
    companyId: string,
    id: string,
    values: Partial<Pick<Survey, 'endsAt' | 'closedAt' | 'figuresPublishedAt'>>,
  ): Promise<void> {
    await manager.update(Survey, { id, companyId }, values);
  }

  /** Marks a draft sent with its frozen questions; null when it was sent (or deleted) meanwhile. */
  async claimSend(
    manager: EntityManager,
    surveyId: string,
    snapshot: SurveySnapshot,
  ): Promise<Date | null> {
    // For UPDATE … RETURNING the driver answers [rows, count].
    const [[claimed]]: [Array<{ sent_at: Date }>] = await manager.query(
      `UPDATE survey SET snapshot = $2, sent_at = now(), updated_at = now()
       WHERE id = $1 AND sent_at IS NULL AND deleted_at IS NULL
       RETURNING sent_at`,
      [surveyId, JSON.stringify(snapshot)],
    );
    return claimed?.sent_at ?? null;
  }

  /** Each participation's id by its employee. */
  async insertParticipations(
    manager: EntityManager,
    survey: Survey,
    invitations: Array<{ employeeId: string; inviteHash: string; channel: MessageChannel | null }>,
  ): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (let start = 0; start < invitations.length; start += 5000) {
      const chunk = invitations.slice(start, start + 5000);
      const rows: Array<{ id: string; employee_id: string }> = await manager.query(
        `INSERT INTO survey_participation (survey_id, company_id, employee_id, invite_hashes, invited_on, channel)
         SELECT $1, $2, input.employee_id, ARRAY[input.invite_hash], current_date, input.channel
         FROM unnest($3::uuid[], $4::text[], $5::text[]) AS input (employee_id, invite_hash, channel)
         RETURNING id, employee_id`,
        [
          survey.id,
          survey.companyId,
          chunk.map((item) => item.employeeId),
          chunk.map((item) => item.inviteHash),
          chunk.map((item) => item.channel),
        ],
      );
      for (const row of rows) ids.set(row.employee_id, row.id);
    }
    return ids;
  }

  /** Those who have not answered yet, with a fresh link each (the older ones keep working). */
  async remindable(
    manager: EntityManager,
    surveyId: string,
  ): Promise<Array<Invitee & { participationId: string }>> {
    const rows: Array<InviteeRow & { participation_id: string }> = await manager.query(
      `SELECT p.id AS participation_id, ${INVITEE_COLUMNS}
         FROM survey_participation p
         JOIN employee e ON e.id = p.employee_id
         JOIN account a ON a.id = e.account_id
         WHERE p.survey_id = $1 AND p.status <> 'answered' AND e.is_active
           AND (e.email IS NOT NULL OR e.cell_phone IS NOT NULL)`,
      [surveyId],
    );
    return rows.map((row) => ({ ...invitee(row), participationId: row.participation_id }));
  }

  /**
   * Marks a reminder round; with `onlyIfDue`, only while the survey's interval has passed. The
   * row stays locked until the round commits. False when there is nothing to claim.
   */
  async claimReminder(
    manager: EntityManager,
    surveyId: string,
    onlyIfDue: boolean,
  ): Promise<boolean> {
    const [rows]: [unknown[]] = await manager.query(
      `UPDATE survey SET last_reminder_at = now()
       WHERE id = $1 AND (NOT $2::boolean
         OR coalesce(last_reminder_at, sent_at) <= now() - make_interval(days => reminder_interval_days))
       RETURNING id`,
      [surveyId, onlyIfDue],
    );
    return rows.length > 0;
  }

  /** A reminder's link, and the channel it goes by now (preferences and blocks may change). */
  async addInvites(
    manager: EntityManager,
    invites: Array<{ participationId: string; inviteHash: string; channel: MessageChannel | null }>,
  ): Promise<void> {
    await manager.query(
      `UPDATE survey_participation p
       SET invite_hashes = p.invite_hashes || input.invite_hash, reminded_on = current_date,
           channel = input.channel
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS input (id, invite_hash, channel)
       WHERE p.id = input.id`,
      [
        invites.map((invite) => invite.participationId),
        invites.map((invite) => invite.inviteHash),
        invites.map((invite) => invite.channel),
      ],
    );
  }

  async counts(surveyIds: string[]): Promise<Map<string, ParticipationCounts>> {
    const result = new Map<string, ParticipationCounts>();
    if (!surveyIds.length) return result;
    const rows: Array<{
      survey_id: string;
      status: ParticipationStatus | 'visitor';
      count: string;
    }> = await this.repository.query(
      `SELECT survey_id, status, count(*) FROM survey_participation WHERE survey_id = ANY($1) GROUP BY survey_id, status
         UNION ALL
         SELECT survey_id, 'visitor', count(*) FROM survey_visit WHERE survey_id = ANY($1) AND submitted GROUP BY survey_id`,
      [surveyIds],
    );
    for (const id of surveyIds)
      result.set(id, { total: 0, notStarted: 0, partiallyAnswered: 0, answered: 0, visitors: 0 });
    for (const row of rows) {
      const counts = result.get(row.survey_id) as ParticipationCounts;
      const count = Number(row.count);
      if (row.status === 'visitor') counts.visitors = count;
      else {
        counts.total += count;
        if (row.status === 'not-started') counts.notStarted = count;
        if (row.status === 'partially-answered') counts.partiallyAnswered = count;
        if (row.status === 'answered') counts.answered = count;
      }
    }
    return result;
  }

  /** Who was invited to an identified survey and where each stands. */
  async participants(surveyId: string, status: string | undefined, offset: number, limit: number) {
    const rows: Array<{
      employee_id: string;
      name: string;
      email: string | null;
      department: string | null;
      status: string;
      total: string;
    }> = await this.repository.query(
      `SELECT e.id AS employee_id, e.name, e.email, d.name AS department, p.status, count(*) OVER () AS total
         FROM survey_participation p
         JOIN employee e ON e.id = p.employee_id
         LEFT JOIN department d ON d.id = e.department_id
         WHERE p.survey_id = $1 AND ($2::text IS NULL OR p.status = $2)
         ORDER BY e.name, e.id OFFSET $3 LIMIT $4`,
      [surveyId, status ?? null, offset, limit],
    );
    return {
      total: rows.length ? Number(rows[0].total) : 0,
      items: rows.map(({ total: _total, employee_id, ...row }) => ({
        employeeId: employee_id,
        ...row,
      })),
    };
  }

  /**
   * Sent surveys with automatic reminders whose interval has passed, of active companies whose
   * subscription has not run out (today in Brazil, as the subscription is read everywhere).
   */
  async dueForReminder(): Promise<Survey[]> {
    return this.repository
      .createQueryBuilder('survey')
      .where(
        'survey.reminderIntervalDays IS NOT NULL AND survey.sentAt IS NOT NULL AND survey.closedAt IS NULL',
      )
      .andWhere('(survey.endsAt IS NULL OR survey.endsAt > now())')
      .andWhere('(survey.startsAt IS NULL OR survey.startsAt <= now())')
      .andWhere(
        `coalesce(survey.lastReminderAt, survey.sentAt) <= now() - make_interval(days => survey.reminderIntervalDays)`,
      )
      .andWhere(
        `EXISTS (SELECT 1 FROM company c WHERE c.id = survey.companyId AND c.is_active AND c.deleted_at IS NULL
           AND (c.subscription_end_date IS NULL
             OR c.subscription_end_date >= (now() AT TIME ZONE 'America/Sao_Paulo')::date))`,
      )
      .getMany();
  }

  /**
   * Sent recurring surveys whose next period has begun (a period after their start, or their
   * sending when they have no start) and that have not opened it yet.
   */
  async dueForNextEdition(): Promise<Survey[]> {
    return this.repository
      .createQueryBuilder('survey')
      .where(`survey.recurrence <> 'none' AND survey.recurredAt IS NULL`)
      .andWhere('survey.sentAt IS NOT NULL AND survey.endsAt IS NOT NULL')
      .andWhere(`coalesce(survey.startsAt, survey.sentAt) + ${PERIOD} <= now()`)
      .getMany();
  }

  /**
   * Marks a recurring survey as having opened its next edition and answers that edition's dates,
   * shifted by one period; null when another run claimed it first or the recurrence was stopped.
   */
  async claimNextEdition(
    manager: EntityManager,
    surveyId: string,
  ): Promise<{ startsAt: Date; endsAt: Date } | null> {
    const [[claimed]]: [Array<{ starts_at: Date; ends_at: Date }>] = await manager.query(
      `UPDATE survey SET recurred_at = now()
       WHERE id = $1 AND recurrence <> 'none' AND recurred_at IS NULL AND deleted_at IS NULL
       RETURNING coalesce(starts_at, sent_at) + ${PERIOD} AS starts_at, ends_at + ${PERIOD} AS ends_at`,
      [surveyId],
    );
    return claimed ? { startsAt: claimed.starts_at, endsAt: claimed.ends_at } : null;
  }
}

/** One recurrence period of the survey row in scope, as an SQL interval (months, as Postgres adds them). */
const PERIOD = `make_interval(months => CASE recurrence ${Object.entries(RECURRENCE_MONTHS)
  .map(([recurrence, months]) => `WHEN '${recurrence}' THEN ${months}`)
  .join(' ')} END)`;
