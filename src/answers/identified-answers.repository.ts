import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { FrozenQuestion } from '../survey/question.model';
import { keptWithoutConsent } from './answer-rules';
import { ConsentRecord } from './response.entities';
import { TallyCell, TallyRepository } from './tally.repository';

interface HeldResponse extends TallyCell {
  id: string;
  consent: ConsentRecord;
  questions: FrozenQuestion[];
}

/** What a change did: the responses changed, in which surveys, and the answers taken out. */
export interface AnswersChange {
  responses: number;
  surveyIds: string[];
  answersRemoved: number;
}

/** A person's identified responses: all of them, or those of one survey. */
export interface Whose {
  employeeId: string;
  surveyId: string | null;
}

const NOTHING: AnswersChange = { responses: 0, surveyIds: [], answersRemoved: 0 };

/**
 * The changes a person's rights make to their identified responses (anonymous ones point to
 * nobody and are never found here). Whatever changes what a report counts recounts the tallies
 * of the responses' cells in the same transaction, so reports and their suppression follow at
 * once; cells are locked first, so no submission to them can slip between the change and the
 * recount.
 */
@Injectable()
export class IdentifiedAnswers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tallies: TallyRepository,
  ) {}

  /** Consent withdrawn (LGPD art. 8 §5): the answers it allowed go, the record says when. */
  async withdrawConsent(
    manager: EntityManager,
    whose: Whose,
    withdrawnAt: Date,
  ): Promise<AnswersChange> {
    return this.changeCounted(manager, whose, 'consent-given', async (responses) => {
      let answersRemoved = 0;
      for (const response of responses) {
        const answers: Array<{ questionId: string; optionKey: string | null }> =
          await manager.query(
            `SELECT question_id AS "questionId", option_key AS "optionKey"
             FROM survey_answer WHERE response_id = $1`,
            [response.id],
          );
        const kept = [...keptWithoutConsent(response.questions, answers)];
        const [, removed]: [unknown, number] = await manager.query(
          `DELETE FROM survey_answer WHERE response_id = $1 AND question_id <> ALL ($2::uuid[])`,
          [response.id, kept],
        );
        answersRemoved += removed;
      }
      await manager.query(
        `UPDATE survey_response SET consent = consent || jsonb_build_object('withdrawnAt', $2::text)
         WHERE id = ANY ($1::uuid[])`,
        [responses.map((response) => response.id), withdrawnAt.toISOString()],
      );
      return answersRemoved;
    });
  }

  /** The responses and their answers are erased: reports no longer count them. */
  async erase(manager: EntityManager, whose: Whose): Promise<AnswersChange> {
    return this.changeCounted(manager, whose, 'all', async (responses) => {
      const [, answers]: [unknown, number] = await manager.query(
        `DELETE FROM survey_answer WHERE response_id = ANY ($1::uuid[])`,
        [responses.map((response) => response.id)],
      );
      await manager.query(`DELETE FROM survey_response WHERE id = ANY ($1::uuid[])`, [
        responses.map((response) => response.id),
      ]);
      return answers;
    });
  }

  /**
   * The responses no longer name the person: no employee, and consent times kept to the day, as
   * an anonymous response keeps them. Reports count them as before, so no tally changes.
   */
  async anonymize(manager: EntityManager, whose: Whose): Promise<AnswersChange> {
    const responses = await this.held(manager, whose, 'all', true);
    if (!responses.length) return NOTHING;
    await this.anonymizeResponses(
      manager,
      responses.map((response) => response.id),
    );
    return { ...summary(responses), answersRemoved: 0 };
  }

  /**
   * Takes the person off these responses (locked by the caller), as `anonymize` does; the
   * retention job calls it for responses kept past their time. Answers how many changed.
   */
  async anonymizeResponses(manager: EntityManager, responseIds: string[]): Promise<number> {
    const [, changed]: [unknown, number] = await manager.query(
      `UPDATE survey_response SET employee_id = NULL,
         consent = consent || jsonb_build_object('at', submitted_on::text)
           || CASE WHEN consent ? 'withdrawnAt' THEN jsonb_build_object('withdrawnAt',
                ((consent ->> 'withdrawnAt')::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date::text)
              ELSE '{}'::jsonb END
       WHERE id = ANY ($1::uuid[]) AND employee_id IS NOT NULL`,
      [responseIds],
    );
    return changed;
  }

  /** How many responses a change would reach, without changing anything. */
  async count(whose: Whose, which: 'all' | 'consent-given'): Promise<number> {
    return (await this.held(this.dataSource.manager, whose, which, false)).length;
  }

  /**
   * Locks the cells of the responses concerned, then the responses themselves (read again: a
   * change that got there first leaves nothing to do), changes them and recounts the cells.
   */
  private async changeCounted(
    manager: EntityManager,
    whose: Whose,
    which: 'all' | 'consent-given',
    change: (responses: HeldResponse[]) => Promise<number>,
  ): Promise<AnswersChange> {
    const cells = await this.tallies.lockCells(
      manager,
      await this.held(manager, whose, which, false),
    );
    const responses = await this.held(manager, whose, which, true);
    if (!responses.length) return NOTHING;
    const answersRemoved = await change(responses);
    await this.tallies.recount(manager, cells);
    // A person's right comes first: a running survey's reports show the change at their next
    // read (a new first publication, report/publication.repository.ts), not at k more answers.
    await manager.query(
      `UPDATE survey SET figures_published_at = NULL
       WHERE id = ANY ($1::uuid[]) AND figures_published_at IS NOT NULL`,
      [[...new Set(responses.map((response) => response.surveyId))]],
    );
    return { ...summary(responses), answersRemoved };
  }

  private held(
    manager: EntityManager,
    { employeeId, surveyId }: Whose,
    which: 'all' | 'consent-given',
    lock: boolean,
  ): Promise<HeldResponse[]> {
    return manager.query(
      `SELECT r.id, r.survey_id AS "surveyId", r.department_id AS "departmentId",
              r.organization_id AS "organizationId", r.consent,
              coalesce(s.snapshot -> 'questions', '[]') AS questions
       FROM survey_response r JOIN survey s ON s.id = r.survey_id
       WHERE r.employee_id = $1 AND ($2::uuid IS NULL OR r.survey_id = $2)
         ${which === 'consent-given' ? `AND (r.consent ->> 'given')::boolean AND NOT r.consent ? 'withdrawnAt'` : ''}
       ORDER BY r.id ${lock ? 'FOR UPDATE OF r' : ''}`,
      [employeeId, surveyId],
    );
  }
}

function summary(responses: HeldResponse[]): Omit<AnswersChange, 'answersRemoved'> {
  return {
    responses: responses.length,
    surveyIds: [...new Set(responses.map((response) => response.surveyId))],
  };
}
