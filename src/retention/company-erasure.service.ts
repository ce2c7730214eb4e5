import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AccessClaims } from '../common/access/access-claims';
import { conflict, notFound } from '../common/http/app-exceptions';
import { FileStorage } from '../common/storage/storage';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { isUuid } from '../common/validation/uuid';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CompanyErasureRepository, ErasureSchedule } from './company-erasure.repository';

const DAY_MS = 24 * 3600 * 1000;

export interface ErasureStatus {
  companyId: string;
  dueAt: Date | null;
  requestedAt: Date | null;
}

const statusOf = (schedule: ErasureSchedule): ErasureStatus => ({
  companyId: schedule.companyId,
  dueAt: schedule.dueAt,
  requestedAt: schedule.requestedAt,
});

/**
 * The owner's "erase this company's data": due after a grace period in which it may be
 * withdrawn, then done by the worker. Files go first and rows after, each survey in its own
 * transaction and the rest in one: a run that stops half-way leaves the company due, and the
 * next run removes what remains (removing a file already gone is no error). What is kept is an
 * audit entry of the platform (no company id column, so nothing of the company is left to
 * find), naming the company by id and a SHA-256 of its name: the name of a sole trader is a
 * person's name.
 */
@Injectable()
export class CompanyErasureService {
  private readonly logger = new Logger(CompanyErasureService.name);

  constructor(
    private readonly erasures: CompanyErasureRepository,
    private readonly storage: FileStorage,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(companyId: string): Promise<ErasureStatus> {
    return statusOf(await this.existing(companyId));
  }

  /** Asking again keeps the first date. */
  async schedule(owner: AccessClaims, companyId: string, ip: string): Promise<ErasureStatus> {
    const current = await this.existing(companyId);
    if (current.dueAt) return statusOf(current);
    const dueAt = new Date(Date.now() + this.config.retention.erasureGraceDays * DAY_MS);
    await this.transactions.run(async (tx) => {
      await this.erasures.setDue(tx.manager, companyId, dueAt, owner.id);
      await this.audit.record(tx.manager, {
        actorAccountId: owner.id,
        companyId,
        action: 'company.erasure-scheduled',
        targetId: companyId,
        details: { dueAt: dueAt.toISOString() },
        ip,
      });
    });
    return this.status(companyId);
  }

  /** Withdrawn within the grace period only: once due, the worker may already be erasing. */
  async cancel(owner: AccessClaims, companyId: string, ip: string): Promise<ErasureStatus> {
    const current = await this.existing(companyId);
    if (!current.dueAt || current.dueAt <= new Date()) throw conflict();
    await this.transactions.run(async (tx) => {
      await this.erasures.setDue(tx.manager, companyId, null, null);
      await this.audit.record(tx.manager, {
        actorAccountId: owner.id,
        companyId,
        action: 'company.erasure-cancelled',
        targetId: companyId,
        details: { dueAt: current.dueAt?.toISOString() },
        ip,
      });
    });
    return this.status(companyId);
  }

  /** The scheduled run: every company whose date has come. */
  async eraseDue(now = new Date()): Promise<number> {
    const due = await this.erasures.due(now);
    for (const companyId of due) await this.erase(companyId);
    return due.length;
  }

  async erase(companyId: string): Promise<void> {
    const schedule = await this.erasures.schedule(companyId);
    if (!schedule) return;
    await this.erasures.closeDown(companyId);
    const files = await this.erasures.fileKeys(companyId);
    for (const key of files) await this.storage.remove(key);
    for (const surveyId of await this.erasures.surveyIds(companyId))
      await this.transactions.run((tx) => this.erasures.deleteSurvey(tx.manager, surveyId));
    const rows = await this.transactions.run(async (tx) => {
      const deleted = await this.erasures.deleteRest(tx.manager, companyId);
      await this.audit.record(tx.manager, {
        actorAccountId: schedule.requestedBy,
        companyId: null,
        action: 'company.erased',
        targetId: companyId,
        details: {
          companyNameSha256: createHash('sha256').update(schedule.companyName).digest('hex'),
          requestedAt: schedule.requestedAt?.toISOString() ?? null,
          dueAt: schedule.dueAt?.toISOString() ?? null,
          // Files named by the rows left when this run began (an earlier run may have done more).
          files: files.length,
          rows: deleted,
        },
      });
      return deleted;
    });
    this.logger.log(`company ${companyId} erased: ${JSON.stringify(rows)}`);
  }

  private async existing(companyId: string): Promise<ErasureSchedule> {
    const schedule = isUuid(companyId) ? await this.erasures.schedule(companyId) : undefined;
    if (!schedule) throw notFound();
    return schedule;
  }
}
