import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paginate } from '../common/pagination/paginate';
import { Page } from '../common/pagination/page-query.dto';
import { AuditEntry } from './audit-entry.entity';
import { PlatformAuditQueryDto } from './audit.dto';

const ORDER = { createdAt: 'entry.createdAt', action: 'entry.action' };

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
    if (query.from) builder.andWhere('entry.createdAt >= :from', query);
    if (query.to) builder.andWhere('entry.createdAt < :to', query);
    return paginate(builder, query, ORDER, '-createdAt');
  }
}
