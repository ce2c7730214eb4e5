import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../account/account.repository';
import { PasswordHasher } from '../account/password-hasher';
import { SessionService } from '../auth/session.service';
import { TokenResponseDto } from '../auth/dto/auth.dto';
import { AccessClaims } from '../common/access/access-claims';
import { unauthorized, ValidationFailedException } from '../common/http/app-exceptions';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { ChangePasswordDto, ProfileDto } from './profile.dto';

/** The signed-in person's own data. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly transactions: TransactionRunner,
  ) {}

  async me(claims: AccessClaims): Promise<ProfileDto> {
    const profile = await this.accounts.profile(claims.id);
    if (!profile) throw unauthorized();
    return profile;
  }

  /** A new password ends every other session: the answer carries the only valid token. */
  async changePassword(claims: AccessClaims, body: ChangePasswordDto): Promise<TokenResponseDto> {
    const withHash = await this.accounts.findWithPasswordHash(claims.id);
    if (!withHash || !(await this.hasher.verify(withHash.passwordHash, body.currentPassword))) {
      throw ValidationFailedException.of('currentPassword', 'auth.wrongCurrentPassword');
    }
    const passwordHash = await this.hasher.hash(body.password);
    await this.transactions.run((tx) =>
      this.accounts.setPassword(tx.manager, claims.id, passwordHash),
    );
    const account = await this.accounts.findWithCompany(claims.id);
    if (!account) throw unauthorized();
    return {
      token: await this.sessions.issue(account, claims.role, 'full', {
        remember: claims.remember,
        impersonatedBy: claims.impersonatedBy,
      }),
    };
  }
}
