import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { paginate } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { AuditEntry } from './audit-entry.entity';
import { PlatformAuditQueryDto } from './audit.dto';

export interface AuditEvent {
  actorAccountId: string | null;
  companyId: string | null;
  action: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

const ORDER = { createdAt: 'entry.createdAt', action: 'entry.action' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The instant a day (plus `days`) begins in Brazil; the parameter is converted once, not per row. */
const dayStart = (parameter: string, days = 0) =>
  `((CAST(${parameter} AS date) + ${days})::timestamp AT TIME ZONE 'America/Sao_Paulo')`;

@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Newest first unless asked otherwise; `companyId` undefined reads every company's entries. */
  page(query: PlatformAuditQueryDto): Promise<Page<AuditEntry>> {
    const builder = this.entries
      .createQueryBuilder('entry')
      .leftJoinAndSelect('entry.actor', 'actor');
    if (query.companyId) builder.andWhere('entry.companyId = :companyId', query);
    if (query.action) builder.andWhere('entry.action = :action', query);
    // A calendar day is Brazil's (the log is read there): from its start, or through its end.
    if (query.from)
      builder.andWhere(
        DAY.test(query.from)
          ? `entry.createdAt >= ${dayStart(':from')}`
          : 'entry.createdAt >= :from',
        query,
      );
    if (query.to)
      builder.andWhere(
        DAY.test(query.to) ? `entry.createdAt < ${dayStart(':to', 1)}` : 'entry.createdAt < :to',
        query,
      );
    return paginate(builder, query, ORDER, '-createdAt');
  }

  /** Through the manager of the change's transaction, so the entry commits or rolls back with it. */
  async insert(manager: EntityManager, event: AuditEvent): Promise<void> {
    await manager.save(
      manager.create(AuditEntry, {
        actorAccountId: event.actorAccountId,
        companyId: event.companyId,
        action: event.action,
        targetId: event.targetId ?? null,
        details: event.details ?? {},
        ip: event.ip ?? null,
      }),
    );
  }
}
