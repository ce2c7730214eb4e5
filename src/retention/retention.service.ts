import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { IdentifiedAnswers } from '../answers/identified-answers.repository';
import { AuditService } from '../audit/audit.service';
import { AccessClaims } from '../common/access/access-claims';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DEFAULT_RETENTION, NO_COUNTS, RetentionCounts, RetentionPolicy } from './retention-policy';
import { Cutoffs, RetentionRepository } from './retention.repository';
import { RetentionPolicyDto } from './retention.dto';

const DAY_MS = 24 * 3600 * 1000;

export const cutoffsOf = (policy: RetentionPolicy, now: Date): Cutoffs => ({
  answers: new Date(now.getTime() - policy.identifiedAnswersDays * DAY_MS),
  formerEmployees: new Date(now.getTime() - policy.formerEmployeeDays * DAY_MS),
  records: new Date(now.getTime() - policy.recordsDays * DAY_MS),
});

const policyOnly = (policy: RetentionPolicy): RetentionPolicy => ({
  identifiedAnswersDays: policy.identifiedAnswersDays,
  formerEmployeeDays: policy.formerEmployeeDays,
  recordsDays: policy.recordsDays,
});

/**
 * A company's retention policy and the job that applies it. The job works in batches, each its
 * own transaction, and each batch picks what is still past its time: a run stopped half-way
 * leaves its finished batches done and the next run takes what remains, never the same row
 * twice. Identified responses are anonymized rather than deleted, so the reports already
 * published count exactly what they counted (no tally changes); anonymous responses have no
 * person to take off and are never reached.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly policies: RetentionRepository,
    private readonly answers: IdentifiedAnswers,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(scope: TenantScope): Promise<RetentionPolicyDto> {
    const saved = await this.policies.policyOf(scope.companyId);
    return saved
      ? { ...policyOnly(saved), saved: true, updatedAt: saved.updatedAt }
      : { ...DEFAULT_RETENTION, saved: false, updatedAt: null };
  }

  async update(
    scope: TenantScope,
    claims: AccessClaims,
    policy: RetentionPolicy,
    ip: string,
  ): Promise<RetentionPolicyDto> {
    const before = await this.get(scope);
    await this.transactions.run(async (tx) => {
      await this.policies.save(tx.manager, scope.companyId, policy, claims.id);
      await this.audit.record(tx.manager, {
        actorAccountId: claims.impersonatedBy ?? claims.id,
        companyId: scope.companyId,
        action: 'retention.policy-updated',
        targetId: scope.companyId,
        details: { before: policyOnly(before), after: policyOnly(policy) },
        ip,
      });
    });
    return this.get(scope);
  }

  /** What the policy would change if it were applied now; changes nothing. */
  dryRun(scope: TenantScope, policy: RetentionPolicy): Promise<RetentionCounts> {
    return this.policies.count(scope.companyId, cutoffsOf(policy, new Date()));
  }

  /** The scheduled run: every company's policy, one company after the other. */
  async applyAll(now = new Date()): Promise<RetentionCounts> {
    const total = { ...NO_COUNTS };
    for (const companyId of await this.policies.companyIds()) {
      const counts = await this.apply(companyId, now);
      for (const key of Object.keys(total) as Array<keyof RetentionCounts>)
        total[key] += counts[key];
    }
    return total;
  }

  /** One company's run; audited with its counts when it changed anything. */
  async apply(companyId: string, now: Date): Promise<RetentionCounts> {
    const policy = (await this.policies.policyOf(companyId)) ?? DEFAULT_RETENTION;
    const cutoffs = cutoffsOf(policy, now);
    const counts: RetentionCounts = {
      identifiedResponses: await this.inBatches((manager, limit) =>
        this.anonymizeResponses(manager, companyId, cutoffs.answers, limit),
      ),
      drafts: await this.inBatches((manager, limit) =>
        this.policies.deleteBatch(manager, 'drafts', companyId, cutoffs.answers, limit),
      ),
      formerEmployees: await this.inBatches((manager, limit) =>
        this.policies.anonymizeFormerEmployees(manager, companyId, cutoffs.formerEmployees, limit),
      ),
      auditEntries: await this.inBatches((manager, limit) =>
        this.policies.deleteBatch(manager, 'auditEntries', companyId, cutoffs.records, limit),
      ),
      signInRecords: await this.inBatches((manager, limit) =>
        this.policies.deleteBatch(manager, 'signInRecords', companyId, cutoffs.records, limit),
      ),
    };
    if (Object.values(counts).some(Boolean)) {
      await this.transactions.run((tx) =>
        this.audit.record(tx.manager, {
          actorAccountId: null,
          companyId,
          action: 'retention.applied',
          targetId: companyId,
          details: { ...counts, policy: policyOnly(policy) },
        }),
      );
      this.logger.log(`retention applied to ${companyId}: ${JSON.stringify(counts)}`);
    }
    return counts;
  }

  private async anonymizeResponses(
    manager: EntityManager,
    companyId: string,
    cutoff: Date,
    limit: number,
  ): Promise<number> {
    const ids = await this.policies.lockExpiredResponses(manager, companyId, cutoff, limit);
    return ids.length ? this.answers.anonymizeResponses(manager, ids) : 0;
  }

  /** Runs batches, each in its own transaction, until one comes back short. */
  private async inBatches(
    batch: (manager: EntityManager, limit: number) => Promise<number>,
  ): Promise<number> {
    const limit = this.config.retention.batchRows;
    let total = 0;
    for (;;) {
      const done = await this.transactions.run((tx) => batch(tx.manager, limit));
      total += done;
      if (done < limit) return total;
    }
  }
}
