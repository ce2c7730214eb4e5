import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditEntry } from './audit-entry.entity';

export interface AuditEvent {
  actorAccountId: string | null;
  companyId: string | null;
  action: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Who did what to which company and when; written in the transaction of the change itself. */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, event: AuditEvent): Promise<void> {
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
