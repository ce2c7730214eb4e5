import { SurveyTexts } from '../survey/survey/survey-texts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OrderClause } from '../common/pagination/page-query.dto';
import { SurveyDraft, SurveyParticipation, SurveyVisit } from '../survey/survey/survey.entities';

/** The surveys of the account $1 through its employee's participations. */
const MY_SURVEYS = `FROM survey_participation p
  JOIN employee e ON e.id = p.employee_id
  JOIN survey s ON s.id = p.survey_id AND s.deleted_at IS NULL
  WHERE e.account_id = $1`;

export interface MySurveyRow {
  id: string;
  name: string;
  texts: SurveyTexts;
  anonymous: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  sent_at: Date;
  closed_at: Date | null;
  participation_status: string;
  page_total: string;
}

/**
 * Who answers and where they stand: participations (invited employees), visits (access codes)
 * and the server drafts of identified surveys. Each read names its survey, which the caller has
 * already matched with the respondent's company.
 */
@Injectable()
export class RespondentRepository {
  constructor(
    @InjectRepository(SurveyParticipation)
    private readonly participations: Repository<SurveyParticipation>,
    @InjectRepository(SurveyVisit) private readonly visits: Repository<SurveyVisit>,
    @InjectRepository(SurveyDraft) private readonly drafts: Repository<SurveyDraft>,
  ) {}

  /** One page of the account's surveys; every row carries the total (a window count). */
  mySurveys(
    accountId: string,
    order: OrderClause,
    offset: number,
    limit: number,
  ): Promise<MySurveyRow[]> {
    return this.participations.query(
      `SELECT s.id, s.name, s.texts, s.anonymous, s.starts_at, s.ends_at, s.sent_at, s.closed_at,
              p.status AS participation_status, COUNT(*) OVER () AS page_total
       ${MY_SURVEYS}
       ORDER BY ${order.expression} ${order.direction} NULLS LAST, s.id
       OFFSET $2 LIMIT $3`,
      [accountId, offset, limit],
    );
  }

  /** Past the last page no row carries the window count. */
  async countMySurveys(accountId: string): Promise<number> {
    const [{ total }]: Array<{ total: string }> = await this.participations.query(
      `SELECT COUNT(*) AS total ${MY_SURVEYS}`,
      [accountId],
    );
    return Number(total);
  }

  /** The participation a personal link was sent for (each reminder adds a link). */
  byInvite(surveyId: string, inviteHash: string): Promise<SurveyParticipation | null> {
    return this.participations
      .createQueryBuilder('participation')
      .where('participation.surveyId = :surveyId AND :hash = ANY(participation.inviteHashes)', {
        surveyId,
        hash: inviteHash,
      })
      .getOne();
  }

  /** The survey a short link's invite belongs to (the link names no survey). */
  async surveyOfInvite(inviteHash: string): Promise<string | null> {
    const [row]: Array<{ survey_id: string }> = await this.participations.query(
      `SELECT survey_id FROM survey_participation WHERE invite_hashes @> ARRAY[$1]::text[] LIMIT 1`,
      [inviteHash],
    );
    return row?.survey_id ?? null;
  }

  /** The participation of a signed-in employee in a survey, if they were invited. */
  async idOfAccount(surveyId: string, accountId: string): Promise<string | null> {
    const [participation]: Array<{ id: string }> = await this.participations.query(
      `SELECT p.id FROM survey_participation p JOIN employee e ON e.id = p.employee_id
       WHERE p.survey_id = $1 AND e.account_id = $2`,
      [surveyId, accountId],
    );
    return participation?.id ?? null;
  }

  participation(id: string, surveyId: string): Promise<SurveyParticipation | null> {
    return this.participations.findOneBy({ id, surveyId });
  }

  visit(id: string, surveyId: string): Promise<SurveyVisit | null> {
    return this.visits.findOneBy({ id, surveyId });
  }

  /** "Partially answered" from the first answer on; an answered participation stays answered. */
  async markStarted(participationId: string): Promise<void> {
    await this.participations.update(
      { id: participationId, status: 'not-started' },
      { status: 'partially-answered' },
    );
  }

  draft(participationId: string): Promise<SurveyDraft | null> {
    return this.drafts.findOneBy({ participationId });
  }

  async saveDraft(participationId: string, answers: object, consent: object | null): Promise<void> {
    await this.drafts.upsert({ participationId, answers, consent: consent as object }, [
      'participationId',
    ]);
  }
}
