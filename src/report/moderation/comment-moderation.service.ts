import { Injectable } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { notFound } from '../../common/http/app-exceptions';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { SurveyRepository } from '../../survey/survey/survey.repository';
import type { HideReason } from '../report.model';
import { CommentModerationRepository } from './comment-moderation.repository';

/**
 * Moderation of free-text answers in reports: an administrator hides one that names a person or
 * insults (or shows it again). The answer is kept as given; hidden, it is counted but never
 * listed, on screen or anywhere else. Each change goes to the audit log with the reason, never
 * the text (which would keep there what was hidden).
 */
@Injectable()
export class CommentModerationService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly moderation: CommentModerationRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
  ) {}

  async hide(scope: TenantScope, surveyId: string, commentId: string, reason: HideReason) {
    const comment = await this.comment(scope, surveyId, commentId);
    await this.transactions.run(async (tx) => {
      const hidden = await this.moderation.hide(
        tx.manager,
        { ...comment, surveyId, companyId: scope.companyId },
        scope.accountId,
        reason,
      );
      if (hidden)
        await this.record(tx.manager, scope, 'survey.comment-hidden', surveyId, {
          questionId: comment.questionId,
          commentId,
          reason,
        });
    });
  }

  async show(scope: TenantScope, surveyId: string, commentId: string) {
    const comment = await this.comment(scope, surveyId, commentId);
    await this.transactions.run(async (tx) => {
      if (await this.moderation.show(tx.manager, comment, scope.companyId))
        await this.record(tx.manager, scope, 'survey.comment-shown', surveyId, {
          questionId: comment.questionId,
          commentId,
        });
    });
  }

  private async comment(scope: TenantScope, surveyId: string, commentId: string) {
    const survey = await this.surveys.get(scope.companyId, surveyId);
    const comment = await this.moderation.find(survey.id, commentId);
    if (!comment) throw notFound();
    return comment;
  }

  private record(
    manager: Parameters<AuditService['record']>[0],
    scope: TenantScope,
    action: string,
    surveyId: string,
    details: Record<string, unknown>,
  ) {
    return this.audit.record(manager, {
      actorAccountId: scope.accountId,
      companyId: scope.companyId,
      action,
      targetId: surveyId,
      details,
    });
  }
}
