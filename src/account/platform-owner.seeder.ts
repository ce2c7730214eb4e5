import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { normalizeEmail } from '../common/validation/brazil';
import { AccountRepository } from './account.repository';
import { PasswordHasher } from './password-hasher';

/** Creates the platform owner from SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD once; never overwrites it. */
@Injectable()
export class PlatformOwnerSeeder {
  private readonly logger = new Logger(PlatformOwnerSeeder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly dataSource: DataSource,
  ) {}

  async seed(): Promise<void> {
    const owner = this.config.superAdmin;
    if (!owner) return;
    const email = normalizeEmail(owner.email) as string;
    if (await this.accounts.existsWithRole(email, 'super')) return;
    const passwordHash = await this.hasher.hash(owner.password);
    await this.dataSource.transaction(async (manager) => {
      // Instances starting together: the advisory lock lets one of them create the owner.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['platform-owner']);
      const existing: unknown[] = await manager.query(
        `SELECT 1 FROM account WHERE email = $1 AND 'super' = ANY(roles) AND deleted_at IS NULL`,
        [email],
      );
      if (existing.length) return;
      await this.accounts.create(manager, {
        name: 'Diversitera',
        email,
        passwordHash,
        mustCreatePassword: false,
        hasAcceptedTerms: true,
        roles: ['super'],
      });
      this.logger.log(`platform owner ${email} created`);
    });
  }
}
