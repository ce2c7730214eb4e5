import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../common/database/prepared-query';
import { StatementBatcher } from '../common/database/statement-batcher';
import { brazilDay } from '../common/time/brazil-day';
import { AnswerRow } from './answer-rules';
import { ConsentRecord } from './response.entities';
import { TallyRepository } from './tally.repository';

export interface ResponseRecord {
  surveyId: string;
  companyId: string;
  language: string;
  /** Timed by the writer: to the day when held anonymously, to the instant when identified. */
  consent: Omit<ConsentRecord, 'at'>;
  rows: AnswerRow[];
}

interface Groups {
  departmentId: string | null;
  organizationId: string | null;
}

/** A response as written to `survey_response`, with its answers. */
export type ResponseRow = Omit<ResponseRecord, 'consent'> &
  Groups & {
    consent: ConsentRecord;
    id: string;
    submittedOn: string;
    employeeId: string | null;
  };

export interface HeldSubmission extends Omit<ResponseRecord, 'surveyId' | 'consent'>, Groups {
  consent: ConsentRecord;
  submittedOn: string;
}

/** A submission is accepted only while its survey is open; checked in the statement that claims. */
const surveyOpen = (surveyId: string) => `EXISTS (SELECT 1 FROM survey s WHERE s.id = ${surveyId}
  AND s.deleted_at IS NULL AND s.closed_at IS NULL
  AND (s.starts_at IS NULL OR s.starts_at <= now()) AND (s.ends_at IS NULL OR s.ends_at > now()))`;
const SURVEY_OPEN = surveyOpen('$2');

/** Anonymous answers of invited people sent in one statement at most. */
const HOLD_BATCH = 200;

interface ParticipationHold {
  participationId: string;
  record: ResponseRecord;
}

/**
 * Writes responses. An identified one is written at once with its employee. An anonymous one is
 * held in `anonymous_submission` (in the same transaction that marks the participation answered,
 * so nothing is lost) until AnonymousAnswers moves it (anonymous-answers.service.ts).
 */
@Injectable()
export class ResponseRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tallies: TallyRepository,
  ) {}

  private readonly participationHolds = new StatementBatcher<ParticipationHold, boolean>(
    (holds) => this.holdBatch(holds),
    HOLD_BATCH,
  );

  /**
   * An anonymous answer of an invited person: the participation is marked answered and the
   * answer held, in one statement shared with the other answers of the moment; false when it
   * was answered already. Sharing the statement is also sharing its transaction: the held rows
   * of a batch cannot be told apart by when they were written.
   */
  holdForParticipation(participationId: string, record: ResponseRecord): Promise<boolean> {
    return this.participationHolds.add({ participationId, record });
  }

  private async holdBatch(holds: ParticipationHold[]): Promise<boolean[]> {
    const claimed = await preparedQuery<{ id: string }>(
      this.dataSource,
      'survey-hold-for-participations',
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(participation_id uuid, survey_id uuid, payload jsonb)),
       -- Rows locked in one order, so two batches can never wait on each other.
       locked AS (
         SELECT p.id FROM survey_participation p
         WHERE p.id IN (SELECT participation_id FROM input) ORDER BY p.id FOR UPDATE),
       claimed AS (
         UPDATE survey_participation p SET status = 'answered'
         FROM input i, employee e
         WHERE p.id IN (SELECT id FROM locked) AND p.id = i.participation_id
           AND p.survey_id = i.survey_id AND p.status <> 'answered' AND e.id = p.employee_id
           AND ${surveyOpen('i.survey_id')}
         RETURNING p.id, i.survey_id, i.payload, e.department_id, e.organization_id),
       held AS (
         INSERT INTO anonymous_submission (survey_id, payload)
         SELECT survey_id, payload || jsonb_build_object('departmentId', department_id, 'organizationId', organization_id)
         FROM claimed)
       SELECT id FROM claimed`,
      [
        JSON.stringify(
          holds.map(({ participationId, record }) => ({
            participation_id: participationId,
            survey_id: record.surveyId,
            payload: held(record),
          })),
        ),
      ],
    );
    // A participation sent twice in one batch is claimed once: its first call wins.
    const open = new Set(claimed.map((row) => row.id));
    return holds.map(({ participationId }) => open.delete(participationId));
  }

  /** A visitor's answer (access code): always anonymous, with no department or organization. */
  async holdForVisit(visitId: string, record: ResponseRecord): Promise<boolean> {
    const rows = await preparedQuery(
      this.dataSource,
      'survey-hold-for-visit',
      `WITH claimed AS (
         UPDATE survey_visit SET submitted = true WHERE id = $1 AND survey_id = $2 AND NOT submitted AND ${SURVEY_OPEN}
         RETURNING 1)
       INSERT INTO anonymous_submission (survey_id, payload)
       SELECT $2, $3::jsonb || '{"departmentId": null, "organizationId": null}'::jsonb FROM claimed RETURNING 1`,
      [visitId, record.surveyId, JSON.stringify(held(record))],
    );
    return rows.length > 0;
  }

  /** An identified answer, written at once with its employee; the draft goes. */
  async writeForParticipation(participationId: string, record: ResponseRecord): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // For UPDATE … RETURNING the driver answers [rows, count].
      const [[employee]]: [
        Array<{ id: string; department_id: string | null; organization_id: string | null }>,
      ] = await manager.query(
        `UPDATE survey_participation p SET status = 'answered'
           FROM employee e
           WHERE p.id = $1 AND p.survey_id = $2 AND p.status <> 'answered' AND e.id = p.employee_id AND ${SURVEY_OPEN}
           RETURNING e.id, e.department_id, e.organization_id`,
        [participationId, record.surveyId],
      );
      if (!employee) return false;
      await this.insert(manager, [
        {
          ...record,
          consent: { ...record.consent, at: new Date().toISOString() },
          id: randomUUID(),
          submittedOn: brazilDay(),
          employeeId: employee.id,
          departmentId: employee.department_id,
          organizationId: employee.organization_id,
        },
      ]);
      await manager.query('DELETE FROM survey_draft WHERE participation_id = $1', [
        participationId,
      ]);
      return true;
    });
  }

  /**
   * Takes up to `limit` held submissions (of one survey, or all) out of the holding table. The
   * worker (all surveys) skips rows another mover holds; a report (one survey) waits for them,
   * so that it counts every answer accepted before it was asked, also those in a batch the
   * worker is moving at that moment. Waiters lock in id order, so two of them cannot deadlock.
   */
  async takeHeld(
    manager: EntityManager,
    surveyId: string | undefined,
    limit: number,
  ): Promise<Array<{ survey_id: string; payload: HeldSubmission }>> {
    const claim = surveyId ? 'ORDER BY id LIMIT $2 FOR UPDATE' : 'LIMIT $2 FOR UPDATE SKIP LOCKED';
    // For DELETE … RETURNING the driver answers [rows, count].
    const [held]: [Array<{ survey_id: string; payload: HeldSubmission }>, number] =
      await manager.query(
        `DELETE FROM anonymous_submission WHERE id IN (
           SELECT id FROM anonymous_submission WHERE ($1::uuid IS NULL OR survey_id = $1)
           ${claim})
         RETURNING survey_id, payload`,
        [surveyId ?? null, limit],
      );
    return held;
  }

  /**
   * A held row shares its transaction id (xmin) with the participation marked answered; once
   * moved it lingers as a dead tuple until vacuumed. Vacuuming right after a move (the table is
   * small) keeps that link only as long as the move takes, not until autovacuum comes by.
   */
  async vacuumHeld(): Promise<void> {
    await this.dataSource.query('VACUUM anonymous_submission');
  }

  /** Writes whole responses with their answers, and adds them to the report tallies. */
  async insert(manager: EntityManager, responses: ResponseRow[]): Promise<void> {
    if (!responses.length) return;
    await manager.query(
      `INSERT INTO survey_response (id, survey_id, company_id, employee_id, department_id, organization_id, submitted_on, language, consent)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::date[], $8::text[], $9::jsonb[])`,
      [
        responses.map((response) => response.id),
        responses.map((response) => response.surveyId),
        responses.map((response) => response.companyId),
        responses.map((response) => response.employeeId),
        responses.map((response) => response.departmentId),
        responses.map((response) => response.organizationId),
        responses.map((response) => response.submittedOn),
        responses.map((response) => response.language),
        responses.map((response) => JSON.stringify(response.consent)),
      ],
    );
    const answers = responses.flatMap((response) =>
      response.rows.map((row) => ({
        ...row,
        responseId: response.id,
        surveyId: response.surveyId,
      })),
    );
    for (let start = 0; start < answers.length; start += 20000) {
      const chunk = answers.slice(start, start + 20000);
      await manager.query(
        `INSERT INTO survey_answer (response_id, survey_id, question_id, option_key, value_text, value_number, prefer_not)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::numeric[], $7::boolean[])`,
        [
          chunk.map((answer) => answer.responseId),
          chunk.map((answer) => answer.surveyId),
          chunk.map((answer) => answer.questionId),
          chunk.map((answer) => answer.optionKey),
          chunk.map((answer) => answer.valueText),
          chunk.map((answer) => answer.valueNumber),
          chunk.map((answer) => answer.preferNot),
        ],
      );
    }
    await this.tallies.add(
      manager,
      responses.map((response) => response.id),
    );
  }
}

/** What waits in `anonymous_submission`: the groups are added by the statement that claims. */
function held(record: ResponseRecord): Omit<HeldSubmission, keyof Groups> {
  const { surveyId: _surveyId, ...rest } = record;
  const day = brazilDay();
  return { ...rest, consent: { ...rest.consent, at: day }, submittedOn: day };
}
