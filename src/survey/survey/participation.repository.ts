import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MessageChannel } from '../../employee/employee.entity';
import { Survey } from './survey.entities';
import {
  ParticipationCounts,
  ParticipationStatus,
  ReachFailure,
  SurveyAudience,
} from './survey.model';

/** People of a survey by the channel that invited them and what became of its messages. */
export interface ReachRow {
  /** Null: participations no channel could reach. */
  channel: MessageChannel | null;
  reached: boolean | null;
  pending: boolean | null;
  failure: ReachFailure | null;
  people: number;
}

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

/**
 * A survey's participations: the audience it invites, the invitations and reminders written per
 * person, and how far each stands.
 */
@Injectable()
export class ParticipationRepository {
  constructor(private readonly dataSource: DataSource) {}

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
    const rows: Array<{ language_id: number; people: number }> = await this.dataSource.query(
      `SELECT a.language_id, count(*)::int AS people
       FROM employee e JOIN account a ON a.id = e.account_id
       WHERE e.company_id = $1 AND e.is_active ${filter}
       GROUP BY a.language_id`,
      params,
    );
    return rows.map((row) => ({ languageId: row.language_id, people: row.people }));
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
    }> = await this.dataSource.query(
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
    }> = await this.dataSource.query(
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

  /** Counted per person from the outbox messages of the survey's participations. */
  reach(surveyId: string): Promise<ReachRow[]> {
    return this.dataSource.query(
      `WITH per_person AS (
         SELECT m.channel, bool_or(m.status = 'sent') AS reached, bool_or(m.status = 'pending') AS pending,
                (array_agg(m.failure ORDER BY m.created_at DESC) FILTER (WHERE m.status = 'failed'))[1] AS failure
           FROM survey_participation p JOIN outbox_message m ON m.participation_id = p.id
          WHERE p.survey_id = $1
          GROUP BY m.channel, p.id)
       SELECT channel, reached, pending, failure, count(*)::int AS people FROM per_person
        GROUP BY channel, reached, pending, failure
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, count(*)::int FROM survey_participation
        WHERE survey_id = $1 AND channel IS NULL`,
      [surveyId],
    );
  }
}
