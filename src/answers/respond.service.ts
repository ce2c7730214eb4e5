import { HttpStatus, Injectable } from '@nestjs/common';
import { AccessClaims } from '../common/access/access-claims';
import { SURVEY_ROLE } from '../common/access/access.model';
import {
  conflict,
  LocalizedException,
  ValidationFailedException,
} from '../common/http/app-exceptions';
import { LanguageCode, languageById, LANGUAGES } from '../common/i18n/languages';
import { OrderWhitelist, resolveOrder } from '../common/pagination/paginate';
import { Page, PageQueryDto } from '../common/pagination/page-query.dto';
import { AnswersInput } from '../survey/question.model';
import { surveyStatus } from '../survey/survey/survey.entities';
import { hashInvite } from '../survey/survey/survey-secrets';
import { localSurveyTexts } from '../survey/survey/survey-texts';
import {
  CONSENT_VERSION,
  consentRequired,
  consentView,
  questionViews,
} from '../survey/survey-view';
import { checkAnswers, isEmptyAnswer } from './answer-rules';
import { AnswersBodyDto, SubmitBodyDto } from './respond.dto';
import { assertOpen, FrozenSurvey, FrozenSurveyRepository } from './frozen-survey.repository';
import { RespondentRepository } from './respondent.repository';
import { ResponseRepository } from './response.repository';
import { ReportSettingService } from '../setting/report-setting.service';
import { SurveyTokenService } from './survey-token.service';
import { CompanyRepository } from '../company/company.repository';
import { FileStorage } from '../common/storage/storage';

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
    private readonly respondents: RespondentRepository,
    private readonly catalog: FrozenSurveyRepository,
    private readonly writer: ResponseRepository,
    private readonly tokens: SurveyTokenService,
    private readonly reportSettings: ReportSettingService,
    private readonly companies: CompanyRepository,
    private readonly storage: FileStorage,
  ) {}

  /** The signed-in employee's surveys, a page at a time, newest first unless asked otherwise. */
  async mine(claims: AccessClaims, pageQuery: PageQueryDto): Promise<Page<MySurvey>> {
    const language = languageById(claims.languageId);
    const rows = await this.respondents.mySurveys(
      claims.id,
      resolveOrder(pageQuery.order, MY_SURVEY_ORDER, '-sentAt'),
      (pageQuery.page - 1) * pageQuery.pageSize,
      pageQuery.pageSize,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: localSurveyTexts(row, language).title,
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
      total: rows.length
        ? Number(rows[0].page_total)
        : await this.respondents.countMySurveys(claims.id),
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
    };
  }

  /** A personal link's invitation becomes a survey token, until the person has answered. */
  /**
   * A short link's invite (sent by SMS or WhatsApp, `{APP_URL}/s/{invite}`): the same as a
   * personal link, the survey found from the invite itself.
   */
  async openShortLink(
    invite: string,
    languageId: number,
  ): Promise<{ token: string; surveyId: string; anonymous: boolean }> {
    const surveyId = await this.respondents.surveyOfInvite(hashInvite(invite));
    if (!surveyId) throw linkUsedOrExpired();
    const { token } = await this.openInvitation(surveyId, invite, languageId);
    const survey = await this.catalog.open(surveyId);
    return { token, surveyId, anonymous: survey.anonymous };
  }

  async openInvitation(
    surveyId: string,
    invite: string,
    languageId: number,
  ): Promise<{ token: string }> {
    const survey = await this.catalog.open(surveyId);
    const participation = await this.respondents.byInvite(surveyId, hashInvite(invite));
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
    const survey = await this.catalog.open(surveyId, { withTexts: true });
    const respondent = await this.respondent(claims, survey);
    const status = await this.statusOf(respondent, survey.id);
    const answered = status === 'answered';
    if (!answered) assertOpen(survey);
    const language = (LANGUAGES.find((candidate) => candidate.code === requested)?.code ??
      languageById(claims.languageId)) as LanguageCode;
    const draft =
      respondent.kind === 'participation' && !survey.anonymous
        ? await this.respondents.draft(respondent.id)
        : null;
    const questions = survey.snapshot.questions;
    const company = await this.companies.get(survey.companyId);
    const texts = localSurveyTexts(survey, language);
    return {
      id: survey.id,
      name: texts.title,
      // Sanitized HTML, or null where the portal shows its own words.
      introduction: texts.introduction,
      closing: texts.closing,
      // The logo is read through this survey's own route: whoever may open it may see it.
      company: {
        name: company.companyName,
        logoUrl: company.logoKey
          ? `/api/survey/${survey.id}/logo?v=${company.logoKey.split('/').pop()}`
          : null,
      },
      anonymous: survey.anonymous,
      status: surveyStatus(survey),
      endsAt: survey.endsAt,
      language,
      consent: consentView(questions, language, await this.reportSettings.minimumGroupSize()),
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
    await this.respondents.saveDraft(
      respondent.id,
      body.answers as object,
      (body.consent ?? null) as object | null,
    );
    if (Object.values(body.answers).some((answer) => !isEmptyAnswer(answer)))
      await this.respondents.markStarted(respondent.id);
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
    if (respondent.kind === 'participation') await this.respondents.markStarted(respondent.id);
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
      given || !consentRequired(questions),
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

  /** The company's logo for the survey's pages, to those who may open the survey only. */
  async logo(claims: AccessClaims, surveyId: string) {
    const survey = await this.catalog.open(surveyId);
    await this.respondent(claims, survey);
    const { logoKey } = await this.companies.get(survey.companyId);
    const stream = logoKey ? await this.storage.read(logoKey) : null;
    return stream && logoKey
      ? { stream, contentType: logoKey.endsWith('.png') ? 'image/png' : 'image/jpeg' }
      : null;
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
    const participationId = await this.respondents.idOfAccount(survey.id, claims.id);
    if (!participationId) throw noAccess();
    return { kind: 'participation', id: participationId };
  }

  private async statusOf(respondent: Respondent, surveyId: string): Promise<string> {
    if (respondent.kind === 'visit') {
      const visit = await this.respondents.visit(respondent.id, surveyId);
      if (!visit) throw linkUsedOrExpired();
      return visit.submitted ? 'answered' : 'partially-answered';
    }
    const participation = await this.respondents.participation(respondent.id, surveyId);
    if (!participation) throw linkUsedOrExpired();
    return participation.status;
  }
}
