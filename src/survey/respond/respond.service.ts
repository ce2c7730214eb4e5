import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessClaims } from '../../common/access/access-claims';
import { SURVEY_ROLE } from '../../common/access/access.model';
import {
  conflict,
  LocalizedException,
  ValidationFailedException,
} from '../../common/http/app-exceptions';
import { LanguageCode, languageById, LANGUAGES } from '../../common/i18n/languages';
import { OrderWhitelist, resolveOrder } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { AnswersInput } from '../question.model';
import { hashInvite } from '../survey/survey.service';
import {
  SurveyDraft,
  SurveyParticipation,
  surveyStatus,
  SurveyVisit,
} from '../survey/survey.entities';
import { checkAnswers, isEmptyAnswer } from './answer-rules';
import { AnswersBodyDto, SubmitBodyDto } from './respond.dto';
import { ResponseWriter } from './response-writer';
import { assertOpen, FrozenSurvey, SurveyCatalog } from './survey-catalog';
import { CONSENT_VERSION, consentView, questionViews } from './survey-view';
import { SurveyTokenService } from './survey-token.service';

/** The surveys of the account $1 through its employee's participations. */
const MY_SURVEYS = `FROM survey_participation p
  JOIN employee e ON e.id = p.employee_id
  JOIN survey s ON s.id = p.survey_id AND s.deleted_at IS NULL
  WHERE e.account_id = $1`;

const MY_SURVEY_ORDER: OrderWhitelist = {
  sentAt: 's.sent_at',
  name: 's.name',
  endsAt: 's.ends_at',
};

/** One survey of the signed-in employee's list. */
export interface MySurvey {
  id: string;
  name: string;
  anonymous: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  closedAt: Date | null;
  status: string;
  participationStatus: string;
}

/** Who answers: an invited employee (participation) or a visitor who typed a code (visit). */
interface Respondent {
  kind: 'participation' | 'visit';
  id: string;
}

const linkUsedOrExpired = () => new LocalizedException(HttpStatus.GONE, 'survey.linkUsedOrExpired');
const noAccess = () => new LocalizedException(HttpStatus.FORBIDDEN, 'survey.noAccess');
/** What a survey that does not exist answers: another company's looks the same (DESIGN §3). */
const notFound = () => new LocalizedException(HttpStatus.NOT_FOUND, 'survey.notFound');

/** The answering side: opening a survey by link or session, drafts, and the one submission. */
@Injectable()
export class RespondService {
  constructor(
    @InjectRepository(SurveyParticipation)
    private readonly participations: Repository<SurveyParticipation>,
    @InjectRepository(SurveyVisit) private readonly visits: Repository<SurveyVisit>,
    @InjectRepository(SurveyDraft) private readonly drafts: Repository<SurveyDraft>,
    private readonly catalog: SurveyCatalog,
    private readonly writer: ResponseWriter,
    private readonly tokens: SurveyTokenService,
  ) {}

  /** The signed-in employee's surveys, a page at a time, newest first unless asked otherwise. */
  async mine(claims: AccessClaims, pageQuery: PageQueryDto): Promise<Page<MySurvey>> {
    const { expression, direction } = resolveOrder(pageQuery.order, MY_SURVEY_ORDER, '-sentAt');
    const rows: Array<{
      id: string;
      name: string;
      anonymous: boolean;
      starts_at: Date | null;
      ends_at: Date | null;
      sent_at: Date;
      closed_at: Date | null;
      participation_status: string;
      page_total: string;
    }> = await this.participations.query(
      `SELECT s.id, s.name, s.anonymous, s.starts_at, s.ends_at, s.sent_at, s.closed_at,
              p.status AS participation_status, COUNT(*) OVER () AS page_total
       ${MY_SURVEYS}
       ORDER BY ${expression} ${direction} NULLS LAST, s.id
       OFFSET $2 LIMIT $3`,
      [claims.id, (pageQuery.page - 1) * pageQuery.pageSize, pageQuery.pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        anonymous: row.anonymous,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        closedAt: row.closed_at,
        status: surveyStatus({
          sentAt: row.sent_at,
          closedAt: row.closed_at,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
        }),
        participationStatus: row.participation_status,
      })),
      total: rows.length ? Number(rows[0].page_total) : await this.countMine(claims.id),
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
    };
  }

  /** Past the last page no row carries the window count. */
  private async countMine(accountId: string): Promise<number> {
    const [{ total }]: Array<{ total: string }> = await this.participations.query(
      `SELECT COUNT(*) AS total ${MY_SURVEYS}`,
      [accountId],
    );
    return Number(total);
  }

  /** A personal link's invitation becomes a survey token, until the person has answered. */
  async openInvitation(
    surveyId: string,
    invite: string,
    languageId: number,
  ): Promise<{ token: string }> {
    const survey = await this.catalog.open(surveyId);
    const participation = await this.participations
      .createQueryBuilder('participation')
      .where('participation.surveyId = :surveyId AND :hash = ANY(participation.inviteHashes)', {
        surveyId,
        hash: hashInvite(invite),
      })
      .getOne();
    if (!participation || participation.status === 'answered') throw linkUsedOrExpired();
    assertOpen(survey);
    return {
      token: this.tokens.issue({
        id: participation.id,
        surveyId,
        companyId: survey.companyId,
        languageId,
        visit: false,
      }),
    };
  }

  /**
   * The survey in one language, with the server draft of an identified survey. Opening it is not
   * answering it: the participation stays "not started" until an answer is given.
   */
  async view(claims: AccessClaims, surveyId: string, requested: string | undefined) {
    const survey = await this.catalog.open(surveyId);
    const respondent = await this.respondent(claims, survey);
    const status = await this.statusOf(respondent, survey.id);
    const answered = status === 'answered';
    if (!answered) assertOpen(survey);
    const language = (LANGUAGES.find((candidate) => candidate.code === requested)?.code ??
      languageById(claims.languageId)) as LanguageCode;
    const draft =
      respondent.kind === 'participation' && !survey.anonymous
        ? await this.drafts.findOneBy({ participationId: respondent.id })
        : null;
    const questions = survey.snapshot.questions;
    return {
      id: survey.id,
      name: survey.name,
      anonymous: survey.anonymous,
      status: surveyStatus(survey),
      endsAt: survey.endsAt,
      language,
      consent: consentView(questions, language),
      questions: questionViews(questions, language),
      draft: draft ? { answers: draft.answers, consent: draft.consent } : null,
      participationStatus: status,
    };
  }

  /**
   * Server drafts exist only for identified surveys; an anonymous draft stays in the browser. A
   * draft with an answer makes the participation "partially answered".
   */
  async saveDraft(claims: AccessClaims, surveyId: string, body: AnswersBodyDto): Promise<void> {
    const survey = await this.catalog.open(surveyId);
    const respondent = await this.respondent(claims, survey);
    if (respondent.kind !== 'participation' || survey.anonymous)
      throw conflict('survey.draftsInBrowser');
    assertOpen(survey);
    if ((await this.statusOf(respondent, survey.id)) === 'answered')
      throw conflict('survey.alreadyAnswered');
    await this.drafts.upsert(
      {
        participationId: respondent.id,
        answers: body.answers as object,
        consent: (body.consent ?? null) as object,
      },
      ['participationId'],
    );
    if (Object.values(body.answers).some((answer) => !isEmptyAnswer(answer)))
      await this.markStarted(respondent.id);
  }

  /**
   * The first answer of an anonymous survey, whose draft stays in the browser: the portal says
   * so, with no answer in the call, and the participation becomes "partially answered". A
   * visitor's code has no participation to mark.
   */
  async start(claims: AccessClaims, surveyId: string): Promise<void> {
    const survey = await this.catalog.open(surveyId);
    const respondent = await this.respondent(claims, survey);
    assertOpen(survey);
    if (respondent.kind === 'participation') await this.markStarted(respondent.id);
  }

  /**
   * Checks every rule on the server (required, conditions, options, consent) and records the
   * answers once: one statement claims the participation or visit, checks the survey is still
   * open and writes (or holds) the answers.
   */
  async submit(
    claims: AccessClaims,
    surveyId: string,
    body: SubmitBodyDto,
  ): Promise<{ submitted: true }> {
    const survey = await this.catalog.frozenSurvey(surveyId);
    const respondent = await this.respondent(claims, survey);
    const questions = survey.snapshot.questions;
    const given = !!body.consent?.given;
    if (given && body.consent?.version !== CONSENT_VERSION) {
      throw ValidationFailedException.of('consent', 'survey.consentVersion');
    }
    const checked = checkAnswers(
      questions,
      body.answers as AnswersInput,
      given || !consentView(questions, 'pt-BR').required,
    );
    if (Object.keys(checked.errors).length) throw new ValidationFailedException(checked.errors);
    const record = {
      surveyId,
      companyId: survey.companyId,
      language: body.language ?? languageById(claims.languageId),
      consent: { version: CONSENT_VERSION, given },
      rows: checked.rows,
    };
    const recorded =
      respondent.kind === 'visit'
        ? await this.writer.holdForVisit(respondent.id, record)
        : survey.anonymous
          ? await this.writer.holdForParticipation(respondent.id, record)
          : await this.writer.writeForParticipation(respondent.id, record);
    if (!recorded) {
      // Refused by the statement itself: say whether the survey closed or the answer exists.
      assertOpen(await this.catalog.open(surveyId));
      throw conflict('survey.alreadyAnswered');
    }
    return { submitted: true };
  }

  private async markStarted(participationId: string): Promise<void> {
    await this.participations.update(
      { id: participationId, status: 'not-started' },
      { status: 'partially-answered' },
    );
  }

  /**
   * A survey token names its participation or visit; an employee's session finds theirs. Another
   * company's survey is not found; one of the company's own that is not the person's is "no access".
   */
  private async respondent(claims: AccessClaims, survey: FrozenSurvey): Promise<Respondent> {
    if (claims.companyId !== survey.companyId) throw notFound();
    if (claims.role === SURVEY_ROLE) {
      if (claims.surveyId !== survey.id) throw noAccess();
      return { kind: claims.visit ? 'visit' : 'participation', id: claims.id };
    }
    const [participation] = await this.participations.query(
      `SELECT p.id FROM survey_participation p JOIN employee e ON e.id = p.employee_id
       WHERE p.survey_id = $1 AND e.account_id = $2`,
      [survey.id, claims.id],
    );
    if (!participation) throw noAccess();
    return { kind: 'participation', id: participation.id };
  }

  private async statusOf(respondent: Respondent, surveyId: string): Promise<string> {
    if (respondent.kind === 'visit') {
      const visit = await this.visits.findOneBy({ id: respondent.id, surveyId });
      if (!visit) throw linkUsedOrExpired();
      return visit.submitted ? 'answered' : 'partially-answered';
    }
    const participation = await this.participations.findOneBy({ id: respondent.id, surveyId });
    if (!participation) throw linkUsedOrExpired();
    return participation.status;
  }
}
