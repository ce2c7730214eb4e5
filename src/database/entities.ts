import { Account } from '../account/account.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AuthChallenge } from '../auth/auth-challenge.entity';
import { Company } from '../company/company.entity';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PlatformSetting } from '../setting/platform-setting.entity';

export const ENTITIES = [
  Account,
  AuditEntry,
  AuthChallenge,
  Company,
  OutboxMessage,
  PlatformSetting,
];
