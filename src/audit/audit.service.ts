import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditEvent, AuditRepository } from './audit.repository';

/** Who did what to which company and when; written in the transaction of the change itself. */
@Injectable()
export class AuditService {
  constructor(private readonly entries: AuditRepository) {}

  record(manager: EntityManager, event: AuditEvent): Promise<void> {
    return this.entries.insert(manager, event);
  }
}
