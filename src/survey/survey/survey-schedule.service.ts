import { Injectable } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { conflict, ValidationFailedException } from '../../common/http/app-exceptions';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { isSubscriptionExpired } from '../../company/company.entity';
import { CompanyRepository } from '../../company/company.repository';
import { Survey, surveyStatus } from './survey.entities';
import { SurveyView } from './survey.presenter';
import { SurveyRepository } from './survey.repository';
import { SurveyService } from './survey.service';

/**
 * More time for a sent survey: its end date moved later, or a survey closed early opened again
 * while its planned period lasts. Both let people answer again, so both are written to the
 * audit log in the transaction of the change, and both need a subscription that has not run out.
 */
@Injectable()
export class SurveyScheduleService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly views: SurveyService,
    private readonly companies: CompanyRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
  ) {}

  /** A new end, later than the current one and in the future; a closed survey is reopened first. */
  async extend(scope: TenantScope, id: string, endsAt: string): Promise<SurveyView> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (!survey.sentAt) throw conflict('survey.notSent');
    if (survey.closedAt) throw conflict('survey.reopenFirst');
    const end = new Date(endsAt);
    if (end <= new Date() || (survey.endsAt && end <= survey.endsAt))
      throw ValidationFailedException.of('endsAt', 'survey.extendLater');
    if (survey.startsAt && end <= survey.startsAt)
      throw ValidationFailedException.of('endsAt', 'survey.endBeforeStart');
    return this.change(
      scope,
      survey,
      'survey.extended',
      { endsAt: end },
      {
        from: survey.endsAt?.toISOString() ?? null,
        to: end.toISOString(),
      },
    );
  }

  /** A closed survey whose end date has not passed (or that has none) takes answers again. */
  async reopen(scope: TenantScope, id: string): Promise<SurveyView> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (surveyStatus(survey) !== 'closed') throw conflict('survey.notClosed');
    if (survey.endsAt && survey.endsAt <= new Date()) throw conflict('survey.periodOver');
    return this.change(
      scope,
      survey,
      'survey.reopened',
      { closedAt: null },
      {
        closedAt: survey.closedAt?.toISOString() ?? null,
      },
    );
  }

  private async change(
    scope: TenantScope,
    survey: Survey,
    action: string,
    values: Partial<Pick<Survey, 'endsAt' | 'closedAt'>>,
    details: Record<string, unknown>,
  ): Promise<SurveyView> {
    if (isSubscriptionExpired(await this.companies.get(scope.companyId)))
      throw conflict('survey.subscriptionExpired');
    await this.transactions.run(async (tx) => {
      // Reports of a survey that ended showed its live figures: open again, it publishes in
      // steps of k from those (a new first publication), not from an older copy.
      await this.surveys.reschedule(tx.manager, scope.companyId, survey.id, {
        ...values,
        figuresPublishedAt: null,
      });
      await this.audit.record(tx.manager, {
        actorAccountId: scope.accountId,
        companyId: scope.companyId,
        action,
        targetId: survey.id,
        details: { survey: survey.name, ...details },
      });
    });
    return this.views.get(scope, survey.id);
  }
}
