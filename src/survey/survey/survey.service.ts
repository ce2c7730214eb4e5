import { Injectable } from '@nestjs/common';
import { conflict, ValidationFailedException } from '../../common/http/app-exceptions';
import { Page } from '../../common/pagination/page-query.dto';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TenantCrudService } from '../../common/tenant/tenant-crud.controller';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import {
  NewEditionDto,
  ParticipationQueryDto,
  SurveyBodyDto,
  SurveyQueryDto,
  SurveyTextsDto,
} from './survey.dto';
import { cleanSurveyTexts, SurveyTexts } from './survey-texts';
import { editionOf, Survey } from './survey.entities';
import { Recurrence } from './survey.model';
import { surveyListFilter } from './survey-list-filter';
import { present, SurveyView } from './survey.presenter';
import { ParticipationRepository } from './participation.repository';
import { ParticipationCounts } from './survey.model';
import { SurveyRepository } from './survey.repository';
import { SurveySendingService } from './survey-sending.service';

const ORDER = {
  name: 'survey.name',
  createdAt: 'survey.createdAt',
  sentAt: 'survey.sentAt',
  endsAt: 'survey.endsAt',
};

/**
 * A company's surveys: drafted from a questionnaire, edited, sent (survey-sending.service.ts),
 * closed, and followed by later editions. Statuses are derived from dates and actions.
 */
@Injectable()
export class SurveyService implements TenantCrudService<SurveyBodyDto, SurveyQueryDto, SurveyView> {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly participations: ParticipationRepository,
    private readonly questionnaires: QuestionnaireService,
    private readonly sending: SurveySendingService,
    private readonly transactions: TransactionRunner,
  ) {}

  async list({ companyId }: TenantScope, query: SurveyQueryDto): Promise<Page<SurveyView>> {
    const page = await this.surveys.page(
      companyId,
      query,
      ORDER,
      '-createdAt',
      surveyListFilter(query),
    );
    const counts = await this.participations.counts(page.items.map((survey) => survey.id));
    return { ...page, items: page.items.map((survey) => present(survey, counts)) };
  }

  async get({ companyId }: TenantScope, id: string): Promise<SurveyView> {
    const survey = await this.surveys.get(companyId, id);
    return present(survey, await this.participations.counts([id]));
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

  async send(scope: TenantScope, id: string): Promise<SurveyView> {
    await this.sending.send(scope.companyId, id);
    return this.get(scope, id);
  }

  async close(scope: TenantScope, id: string): Promise<SurveyView> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (!survey.sentAt) throw conflict('survey.notSent');
    if (!survey.closedAt) await this.surveys.update(scope.companyId, id, { closedAt: new Date() });
    return this.get(scope, id);
  }

  async participation(scope: TenantScope, id: string, query: ParticipationQueryDto) {
    const survey = await this.surveys.get(scope.companyId, id);
    const counts = (await this.participations.counts([id])).get(id) as ParticipationCounts;
    // In an anonymous survey even the list of who answered stays hidden: counts only.
    const list = survey.anonymous
      ? { total: 0, items: [] }
      : await this.participations.participants(
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
