import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { conflict, ValidationFailedException } from '../../common/http/app-exceptions';
import { Page } from '../../common/pagination/page-query.dto';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TenantCrudService } from '../../common/tenant/tenant-crud.controller';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { CompanyRepository } from '../../company/company.repository';
import { isSubscriptionExpired } from '../../company/company.entity';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../mail/outbox.service';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import {
  NewEditionDto,
  ParticipationQueryDto,
  SurveyBodyDto,
  SurveyQueryDto,
  SurveyTextsDto,
} from './survey.dto';
import { cleanSurveyTexts, SurveyTexts } from './survey-texts';
import { Recurrence, Survey, surveyStatus } from './survey.entities';
import { surveyListFilter } from './survey-list-filter';
import { invitationsFor, surveyMessages } from './survey-messages';
import { present, SurveyView } from './survey.presenter';
import { ParticipationCounts, SurveyRepository } from './survey.repository';

const ORDER = {
  name: 'survey.name',
  createdAt: 'survey.createdAt',
  sentAt: 'survey.sentAt',
  endsAt: 'survey.endsAt',
};

/**
 * A company's surveys: drafted from a questionnaire, frozen and sent to an audience, reminded,
 * closed. Statuses are derived from dates and actions.
 */
@Injectable()
export class SurveyService implements TenantCrudService<SurveyBodyDto, SurveyQueryDto, SurveyView> {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly questionnaires: QuestionnaireService,
    private readonly companies: CompanyRepository,
    private readonly outbox: OutboxService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly logger = new Logger(SurveyService.name);

  async list({ companyId }: TenantScope, query: SurveyQueryDto): Promise<Page<SurveyView>> {
    const page = await this.surveys.page(
      companyId,
      query,
      ORDER,
      '-createdAt',
      surveyListFilter(query),
    );
    const counts = await this.surveys.counts(page.items.map((survey) => survey.id));
    return { ...page, items: page.items.map((survey) => present(survey, counts)) };
  }

  async get({ companyId }: TenantScope, id: string): Promise<SurveyView> {
    const survey = await this.surveys.get(companyId, id);
    return present(survey, await this.surveys.counts([id]));
  }

  async create(scope: TenantScope, body: SurveyBodyDto): Promise<SurveyView> {
    const values = await this.values(scope.companyId, body);
    const survey = await this.surveys.insert(scope.companyId, values);
    return this.get(scope, survey.id);
  }

  /**
   * The next edition of a survey, as a draft: the same questionnaire (so the editions share
   * their questions and compare), audience, anonymity, access, reminders and texts.
   */
  async newEdition(scope: TenantScope, id: string, body: NewEditionDto): Promise<SurveyView> {
    const source = await this.surveys.get(scope.companyId, id);
    const startsAt = dateOr(body.startsAt, null);
    const endsAt = dateOr(body.endsAt, null);
    checkDates(startsAt, endsAt);
    const editionId = await this.transactions.run((tx) =>
      this.surveys.insertEdition(tx.manager, source, {
        ...editionOf(source),
        name: body.name.trim(),
        startsAt,
        endsAt,
      }),
    );
    return this.get(scope, editionId);
  }

  /**
   * Opens and sends the next edition of every recurring survey whose period has come; run by
   * the worker on a schedule. The claim and the new edition commit together, so a retried or
   * concurrent run finds the survey claimed and opens nothing. Answers how many were opened.
   */
  async openDueEditions(): Promise<number> {
    let opened = 0;
    for (const source of await this.surveys.dueForNextEdition()) {
      const editionId = await this.transactions.run(async (tx) => {
        const dates = await this.surveys.claimNextEdition(tx.manager, source.id);
        if (!dates) return null;
        const id = await this.surveys.insertEdition(tx.manager, source, {
          ...editionOf(source),
          name: source.name,
          recurrence: source.recurrence,
          ...dates,
        });
        await this.audit.record(tx.manager, {
          actorAccountId: null,
          companyId: source.companyId,
          action: 'survey.edition-opened',
          targetId: id,
          details: { sourceId: source.id, recurrence: source.recurrence },
        });
        return id;
      });
      if (!editionId) continue;
      opened += 1;
      // A send refused (an expired subscription, an emptied audience) leaves the edition a
      // draft for the admin to fix and send by hand.
      await this.sendSurvey(source.companyId, editionId).catch((error: Error) =>
        this.logger.warn(`edition ${editionId} not sent: ${error.message}`),
      );
    }
    return opened;
  }

  /**
   * A sent survey is frozen: only its name, texts, end date, reminders and recurrence may still change. A field the
   * body leaves out keeps its value, so an edit cannot reopen an expired survey by omission.
   */
  async update(scope: TenantScope, id: string, body: SurveyBodyDto): Promise<SurveyView> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (survey.sentAt) {
      if (
        body.questionnaireId !== survey.questionnaireId ||
        (body.anonymous ?? survey.anonymous) !== survey.anonymous
      ) {
        throw conflict('survey.alreadySent');
      }
      const endsAt = dateOr(body.endsAt, survey.endsAt);
      const recurrence = body.recurrence ?? survey.recurrence;
      checkDates(survey.startsAt, endsAt, recurrence);
      await this.surveys.update(scope.companyId, id, {
        name: body.name.trim(),
        recurrence,
        texts: textsOr(body.texts, survey.texts),
        endsAt,
        reminderIntervalDays: keptOr(body.reminderIntervalDays, survey.reminderIntervalDays),
      });
    } else {
      await this.surveys.update(
        scope.companyId,
        id,
        await this.values(scope.companyId, body, survey),
      );
    }
    return this.get(scope, id);
  }

  async remove({ companyId }: TenantScope, id: string): Promise<void> {
    const survey = await this.surveys.get(companyId, id);
    if (survey.sentAt) throw conflict('survey.alreadySent');
    await this.surveys.remove(companyId, id);
  }

  /**
   * Freezes the questionnaire, creates a participation per person of the audience and queues
   * their invitations with personal links, all in one transaction.
   */
  async send(scope: TenantScope, id: string): Promise<SurveyView> {
    await this.sendSurvey(scope.companyId, id);
    return this.get(scope, id);
  }

  private async sendSurvey(companyId: string, id: string): Promise<void> {
    const survey = await this.surveys.get(companyId, id);
    if (survey.sentAt) throw conflict('survey.alreadySent');
    if (survey.endsAt && survey.endsAt <= new Date())
      throw ValidationFailedException.of('endsAt', 'survey.endPassed');
    const company = await this.companies.get(companyId);
    if (isSubscriptionExpired(company)) throw conflict('survey.subscriptionExpired');
    const frozen = await this.questionnaires.freeze(companyId, survey.questionnaireId);
    if (!frozen.questions.length)
      throw ValidationFailedException.of('questionnaireId', 'survey.noQuestions');

    await this.transactions.run(async (tx) => {
      const snapshot = { questionnaireName: frozen.name, questions: frozen.questions };
      // The send is claimed by the statement that marks it: of two sends at once, one waits for
      // the other's commit and then finds the survey sent.
      const sentAt = await this.surveys.claimSend(tx.manager, survey.id, snapshot);
      if (!sentAt) throw conflict('survey.alreadySent');
      Object.assign(survey, { snapshot, sentAt });
      const invitees = survey.accessModes.includes('link')
        ? await this.surveys.audience(tx.manager, companyId, survey.audience)
        : [];
      if (survey.accessModes.includes('link') && !invitees.length) {
        throw ValidationFailedException.of('audience', 'survey.noAudience');
      }
      const invitations = invitationsFor(invitees, this.config);
      const participations = await this.surveys.insertParticipations(
        tx.manager,
        survey,
        invitations.map(({ invitee, inviteHash, channel }) => ({
          employeeId: invitee.employeeId,
          inviteHash,
          channel,
        })),
      );
      await this.outbox.enqueueMany(
        tx,
        surveyMessages(
          this.config.appUrl,
          'survey-invitation',
          survey,
          company.companyName,
          invitations.map((invitation) => ({
            ...invitation,
            participationId: participations.get(invitation.invitee.employeeId) as string,
          })),
        ),
      );
    });
  }

  async close(scope: TenantScope, id: string): Promise<SurveyView> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (!survey.sentAt) throw conflict('survey.notSent');
    if (!survey.closedAt) await this.surveys.update(scope.companyId, id, { closedAt: new Date() });
    return this.get(scope, id);
  }

  /** Like sending, reminding needs a subscription that has not run out. */
  async remind(scope: TenantScope, id: string): Promise<{ reminded: number }> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (surveyStatus(survey) !== 'in-progress') throw conflict('survey.closed');
    const company = await this.companies.get(scope.companyId);
    if (isSubscriptionExpired(company)) throw conflict('survey.subscriptionExpired');
    return { reminded: await this.remindSurvey(survey, company.companyName) };
  }

  /**
   * Reminders of every survey whose interval has passed, of companies whose subscription has
   * not run out; run by the worker on a schedule.
   */
  async sendDueReminders(): Promise<number> {
    let reminded = 0;
    for (const survey of await this.surveys.dueForReminder()) {
      const company = await this.companies.get(survey.companyId);
      reminded += await this.remindSurvey(survey, company.companyName, true);
    }
    return reminded;
  }

  async participation(scope: TenantScope, id: string, query: ParticipationQueryDto) {
    const survey = await this.surveys.get(scope.companyId, id);
    const counts = (await this.surveys.counts([id])).get(id) as ParticipationCounts;
    // In an anonymous survey even the list of who answered stays hidden: counts only.
    const list = survey.anonymous
      ? { total: 0, items: [] }
      : await this.surveys.participants(
          id,
          query.status,
          (query.page - 1) * query.pageSize,
          query.pageSize,
        );
    return {
      anonymous: survey.anonymous,
      counts,
      ...list,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * One reminder round, claimed by marking the survey reminded first: a round already under way
   * makes the next wait, and a scheduled round (`onlyIfDue`) that finds the survey no longer due
   * (another worker's round, or a reminder by hand) sends nothing.
   */
  private async remindSurvey(
    survey: Survey,
    companyName: string,
    onlyIfDue = false,
  ): Promise<number> {
    return this.transactions.run(async (tx) => {
      if (!(await this.surveys.claimReminder(tx.manager, survey.id, onlyIfDue))) return 0;
      const pending = await this.surveys.remindable(tx.manager, survey.id);
      const invitations = invitationsFor(pending, this.config).map((invitation, index) => ({
        ...invitation,
        participationId: pending[index].participationId,
      }));
      await this.surveys.addInvites(
        tx.manager,
        invitations.map(({ participationId, inviteHash, channel }) => ({
          participationId,
          inviteHash,
          channel,
        })),
      );
      const messages = surveyMessages(
        this.config.appUrl,
        'survey-reminder',
        survey,
        companyName,
        invitations,
      );
      await this.outbox.enqueueMany(tx, messages);
      return messages.length;
    });
  }

  /** The survey's fields from a body; on an update, what the body leaves out is kept. */
  private async values(
    companyId: string,
    body: SurveyBodyDto,
    current?: Survey,
  ): Promise<Partial<Survey>> {
    await this.questionnaires.freeze(companyId, body.questionnaireId).catch(() => {
      throw ValidationFailedException.of('questionnaireId', 'validation.unknownOption');
    });
    const startsAt = dateOr(body.startsAt, current?.startsAt ?? null);
    const endsAt = dateOr(body.endsAt, current?.endsAt ?? null);
    const recurrence = body.recurrence ?? current?.recurrence ?? 'none';
    checkDates(startsAt, endsAt, recurrence);
    const audience = body.audience ?? current?.audience ?? { type: 'all' };
    return {
      name: body.name.trim(),
      texts: textsOr(body.texts, current?.texts ?? {}),
      questionnaireId: body.questionnaireId,
      anonymous: body.anonymous ?? current?.anonymous ?? true,
      audience:
        audience.type === 'all'
          ? { type: 'all' }
          : { type: audience.type, ids: audience.ids ?? [] },
      startsAt,
      endsAt,
      accessModes: body.accessModes ?? current?.accessModes ?? ['link'],
      reminderIntervalDays: keptOr(
        body.reminderIntervalDays,
        current?.reminderIntervalDays ?? null,
      ),
      recurrence,
    };
  }
}

/** Texts left out of a body are kept; sent ones replace them whole, cleaned. */
function textsOr(texts: SurveyTextsDto | undefined, kept: SurveyTexts): SurveyTexts {
  return texts === undefined ? kept : cleanSurveyTexts(texts);
}

/** A field left out of a body (undefined) keeps its value; an explicit null clears it. */
function keptOr<T>(value: T | null | undefined, kept: T | null): T | null {
  return value === undefined ? kept : value;
}

function dateOr(value: string | null | undefined, kept: Date | null): Date | null {
  if (value === undefined) return kept;
  return value ? new Date(value) : null;
}

/** A repeating survey needs an end, since each edition's dates are its own shifted by a period. */
function checkDates(
  startsAt: Date | null,
  endsAt: Date | null,
  recurrence: Recurrence = 'none',
): void {
  if (startsAt && endsAt && endsAt <= startsAt)
    throw ValidationFailedException.of('endsAt', 'survey.endBeforeStart');
  if (recurrence !== 'none' && !endsAt)
    throw ValidationFailedException.of('recurrence', 'survey.recurrenceNeedsEnd');
}

/** What an edition keeps of the survey it follows: questionnaire, audience, access and texts. */
function editionOf(source: Survey): Partial<Survey> {
  return {
    questionnaireId: source.questionnaireId,
    anonymous: source.anonymous,
    audience: source.audience,
    accessModes: source.accessModes,
    reminderIntervalDays: source.reminderIntervalDays,
    texts: source.texts,
  };
}
