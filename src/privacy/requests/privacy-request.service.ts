import { Injectable } from '@nestjs/common';
import {
  AnswersChange,
  IdentifiedAnswers,
  Whose,
} from '../../answers/identified-answers.repository';
import { AuditService } from '../../audit/audit.service';
import { isUniqueViolation } from '../../common/database/errors';
import { badRequest, conflict, notFound } from '../../common/http/app-exceptions';
import { mapPage } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { Person, PrivacyRepository } from '../privacy.repository';
import { PrivacyNotices } from './privacy-notices';
import { CreatePrivacyRequestDto, MyPrivacyRequestDto } from './privacy-request.dto';
import { PrivacyRequest } from './privacy-request.entity';
import { ANSWER_KINDS } from './privacy-request.model';
import { PrivacyRequestRepository } from './privacy-request.repository';

export function presentMine(request: PrivacyRequest): MyPrivacyRequestDto {
  return {
    id: request.id,
    kind: request.kind,
    survey: request.survey ? { id: request.survey.id, name: request.survey.name } : null,
    details: request.details,
    status: request.status,
    createdAt: request.createdAt,
    dueAt: request.dueAt,
    answeredAt: request.answeredAt,
    answer: request.answer,
  };
}

/**
 * A person's requests about their own data (LGPD art. 18), made from the portal. Each is
 * recorded with its date and legal deadline, audited, and told to the person and to the
 * company's administrators. A withdrawal of consent takes effect at once (art. 8 §5 lets the
 * person revoke at any time, so nobody has to approve it): the administrators only acknowledge it.
 */
@Injectable()
export class PrivacyRequestService {
  constructor(
    private readonly requests: PrivacyRequestRepository,
    private readonly people: PrivacyRepository,
    private readonly answers: IdentifiedAnswers,
    private readonly notices: PrivacyNotices,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  async mine(accountId: string, query: PageQueryDto): Promise<Page<MyPrivacyRequestDto>> {
    const person = await this.people.person(accountId);
    // An account that is nobody's staff has asked nothing of any company.
    if (!person) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    return mapPage(await this.requests.ofAccount(person.companyId, accountId, query), presentMine);
  }

  async create(accountId: string, body: CreatePrivacyRequestDto): Promise<MyPrivacyRequestDto> {
    const person = await this.person(accountId);
    const reachesAnswers = ANSWER_KINDS.includes(body.kind);
    const whose: Whose = {
      employeeId: person.employeeId,
      surveyId: reachesAnswers ? (body.surveyId ?? null) : null,
    };
    if (body.kind === 'correction' && !body.details)
      throw badRequest('details', 'privacy.detailsRequired');
    if (reachesAnswers) await this.checkReach(body, whose);

    const id = await this.transactions
      .run(async (tx) => {
        const withdrawnAt = new Date();
        const change: AnswersChange | null =
          body.kind === 'consent-withdrawal'
            ? await this.answers.withdrawConsent(tx.manager, whose, withdrawnAt)
            : null;
        // Another withdrawal got there first: nothing is left to withdraw.
        if (change && !change.responses)
          throw badRequest(whose.surveyId ? 'surveyId' : 'kind', 'privacy.noConsentToWithdraw');
        const created = await this.requests.create(tx.manager, person.companyId, {
          accountId,
          employeeId: person.employeeId,
          kind: body.kind,
          surveyId: whose.surveyId,
          details: body.details ?? null,
          outcome: change
            ? { responses: change.responses, answersRemoved: change.answersRemoved }
            : {},
        });
        await this.audit.record(tx.manager, {
          actorAccountId: accountId,
          companyId: person.companyId,
          action: 'privacy-request.create',
          targetId: created.id,
          details: { kind: body.kind, surveyId: whose.surveyId },
        });
        if (change)
          await this.audit.record(tx.manager, {
            actorAccountId: accountId,
            companyId: person.companyId,
            action: 'consent.withdraw',
            targetId: created.id,
            details: { ...change, withdrawnAt: withdrawnAt.toISOString() },
          });
        await this.notices.requested(tx, person, { ...created, kind: body.kind });
        return created.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict('privacy.requestOpen');
        throw error;
      });
    return presentMine(await this.requests.get(person.companyId, id));
  }

  /** A request about answers must reach some: the survey's, or any, identified ones. */
  private async checkReach(body: CreatePrivacyRequestDto, whose: Whose): Promise<void> {
    const field = whose.surveyId ? 'surveyId' : 'kind';
    const held = await this.answers.count(whose, 'all');
    if (!held)
      throw badRequest(
        field,
        whose.surveyId ? 'privacy.unknownSurvey' : 'privacy.noIdentifiedAnswers',
      );
    if (body.kind === 'consent-withdrawal' && !(await this.answers.count(whose, 'consent-given')))
      throw badRequest(field, 'privacy.noConsentToWithdraw');
  }

  private async person(accountId: string): Promise<Person> {
    const person = await this.people.person(accountId);
    if (!person) throw notFound();
    return person;
  }
}
