import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AnswersChange,
  IdentifiedAnswers,
  Whose,
} from '../../answers/identified-answers.repository';
import { AuditService } from '../../audit/audit.service';
import {
  badRequest,
  conflict,
  FieldErrors,
  ValidationFailedException,
} from '../../common/http/app-exceptions';
import { mapPage } from '../../common/pagination/paginate';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { Employee } from '../../employee/employee.entity';
import { EmployeeService } from '../../employee/employee.service';
import { PrivacyRepository } from '../privacy.repository';
import { PrivacyNotices } from './privacy-notices';
import {
  AnswerPrivacyRequestDto,
  PrivacyRequestDetailDto,
  PrivacyRequestDto,
  PrivacyRequestQueryDto,
  PrivacyRequestRecordDto,
} from './privacy-request.dto';
import { PrivacyRequest } from './privacy-request.entity';
import { ANSWER_KINDS, PrivacyRequestOutcome } from './privacy-request.model';
import { PrivacyRequestRepository } from './privacy-request.repository';
import { presentMine } from './privacy-request.service';

/** Who answers: the administrator, or the platform owner acting as one. */
export interface Answerer {
  scope: TenantScope;
  actorAccountId: string;
}

function present(request: PrivacyRequest): PrivacyRequestDto {
  return {
    ...presentMine(request),
    person: {
      employeeId: request.employeeId,
      name: request.employee?.name ?? '',
      email: request.employee?.email ?? null,
    },
    overdue: request.status === 'open' && request.dueAt.getTime() < Date.now(),
    answeredBy: request.answeredBy,
    outcome: { ...request.outcome },
  };
}

function recordOf(employee: Employee): PrivacyRequestRecordDto {
  const { name, email, cellPhone, cpf, rg, birthDate, admissionDate, jobTitle } = employee;
  return { name, email, cellPhone, cpf, rg, birthDate, admissionDate, jobTitle };
}

const whoseOf = (request: PrivacyRequest): Whose | null =>
  request.employeeId ? { employeeId: request.employeeId, surveyId: request.surveyId } : null;

/**
 * The company's side of the person's requests: the list with the legal deadline, and the
 * answer — done, with the action where it applies (the record corrected, the identified
 * answers erased or anonymized), or refused with a reason — in one transaction with its audit
 * entries and the mail that tells the person.
 */
@Injectable()
export class PrivacyRequestAdminService {
  constructor(
    private readonly requests: PrivacyRequestRepository,
    private readonly people: PrivacyRepository,
    private readonly answers: IdentifiedAnswers,
    private readonly employees: EmployeeService,
    private readonly notices: PrivacyNotices,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  async list({ companyId }: TenantScope, query: PrivacyRequestQueryDto) {
    return mapPage(await this.requests.list(companyId, query), present);
  }

  async get({ companyId }: TenantScope, id: string): Promise<PrivacyRequestDetailDto> {
    const request = await this.requests.get(companyId, id);
    const whose = whoseOf(request);
    return {
      ...present(request),
      record: request.employee ? recordOf(request.employee) : null,
      responses:
        whose && ANSWER_KINDS.includes(request.kind) ? await this.answers.count(whose, 'all') : 0,
    };
  }

  async answer(
    { scope, actorAccountId }: Answerer,
    id: string,
    body: AnswerPrivacyRequestDto,
  ): Promise<PrivacyRequestDetailDto> {
    const { companyId } = scope;
    const request = await this.requests.get(companyId, id);
    if (request.status !== 'open') throw conflict('privacy.requestAnswered');
    check(request, body);
    const person = await this.people.person(request.accountId);

    await this.transactions.run(async (tx) => {
      if (!(await this.requests.lockOpen(tx.manager, companyId, id)))
        throw conflict('privacy.requestAnswered');
      const outcome =
        body.status === 'done'
          ? await this.carryOut(tx.manager, request, body, actorAccountId)
          : {};
      const answer = body.answer ?? null;
      await this.requests.close(tx.manager, companyId, id, {
        status: body.status,
        answeredBy: actorAccountId,
        answer,
        outcome,
      });
      await this.audit.record(tx.manager, {
        actorAccountId,
        companyId,
        action: 'privacy-request.answer',
        targetId: id,
        details: { kind: request.kind, status: body.status, ...outcome },
      });
      if (person)
        await this.notices.answered(tx, person, { ...request, status: body.status, answer });
    });
    return this.get(scope, id);
  }

  /** The action a request asks for, audited on its own; what it did is kept with the request. */
  private async carryOut(
    manager: EntityManager,
    request: PrivacyRequest,
    body: AnswerPrivacyRequestDto,
    actorAccountId: string,
  ): Promise<PrivacyRequestOutcome> {
    const whose = whoseOf(request);
    if (!whose) return {};
    const record = (action: string, details: object) =>
      this.audit.record(manager, {
        actorAccountId,
        companyId: request.companyId,
        action,
        targetId: request.employeeId,
        details: { requestId: request.id, ...details },
      });
    if (request.kind === 'correction' && body.correction) {
      const fields = await this.employees
        .correct(manager, request.companyId, whose.employeeId, body.correction)
        .catch((error: unknown) => {
          throw error instanceof ValidationFailedException
            ? inCorrection(error.fieldErrors)
            : error;
        });
      await record('employee.correct', { fields });
      return { fields };
    }
    if (request.kind !== 'erasure' && request.kind !== 'anonymization') return {};
    const change: AnswersChange =
      request.kind === 'erasure'
        ? await this.answers.erase(manager, whose)
        : await this.answers.anonymize(manager, whose);
    await record(
      `identified-answers.${request.kind === 'erasure' ? 'erase' : 'anonymize'}`,
      change,
    );
    return { responses: change.responses, answersRemoved: change.answersRemoved };
  }
}

/** A field of the record refused, named where the body sent it. */
const inCorrection = (errors: FieldErrors) =>
  new ValidationFailedException(
    Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [`correction.${field}`, list]),
    ),
  );

/** What an answer must say: a refusal its reason; a correction only on a correction request. */
function check(request: PrivacyRequest, body: AnswerPrivacyRequestDto): void {
  if (body.status === 'refused' && request.kind === 'consent-withdrawal')
    throw badRequest('status', 'privacy.withdrawalNotRefusable');
  if (body.status === 'refused' && !body.answer)
    throw badRequest('answer', 'privacy.reasonRequired');
  if (body.correction && (request.kind !== 'correction' || body.status !== 'done'))
    throw badRequest('correction', 'privacy.correctionOnly');
}
