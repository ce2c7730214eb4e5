import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, EntityManager, IsNull, Repository } from 'typeorm';
import { AuthChallenge, ChallengePurpose } from './auth-challenge.entity';

/** One-time codes and links as stored: hashes only, with their tries and their end. */
@Injectable()
export class ChallengeRepository {
  constructor(
    @InjectRepository(AuthChallenge) private readonly challenges: Repository<AuthChallenge>,
  ) {}

  /** Saved in the caller's transaction, so a code and the change that sends it commit together. */
  async insert(manager: EntityManager, values: DeepPartial<AuthChallenge>): Promise<AuthChallenge> {
    const repository = manager.getRepository(AuthChallenge);
    return repository.save(repository.create(values));
  }

  async setCodeHash(manager: EntityManager, id: string, codeHash: string): Promise<void> {
    await manager.getRepository(AuthChallenge).update(id, { codeHash });
  }

  findOpen(id: string): Promise<AuthChallenge | null> {
    return this.challenges.findOneBy({ id, usedAt: IsNull(), supersededAt: IsNull() });
  }

  /**
   * Takes one try of an open, unexpired challenge in a single statement, so however many tries
   * arrive at once, at most `maxTries` are ever judged; the stored hash, or null when none is left.
   */
  async takeTry(id: string, maxTries: number): Promise<string | null> {
    // For UPDATE … RETURNING the driver answers [rows, count].
    const [[claimed]]: [Array<{ code_hash: string }>] = await this.challenges.query(
      `UPDATE auth_challenge SET failed_attempts = failed_attempts + 1
       WHERE id = $1 AND failed_attempts < $2
         AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
       RETURNING code_hash`,
      [id, maxTries],
    );
    return claimed?.code_hash ?? null;
  }

  /** A right code gives its try back and is used; false when another request used it first. */
  async useCode(id: string, codeHash: string): Promise<boolean> {
    const { affected } = await this.challenges
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()', failedAttempts: () => 'failed_attempts - 1' })
      .where('id = :id AND code_hash = :codeHash AND used_at IS NULL', { id, codeHash })
      .execute();
    return !!affected;
  }

  async failedAttempts(id: string): Promise<number | null> {
    return (await this.challenges.findOneBy({ id }))?.failedAttempts ?? null;
  }

  async renew(
    id: string,
    values: Pick<AuthChallenge, 'codeHash' | 'lastSentAt' | 'expiresAt'>,
  ): Promise<void> {
    await this.challenges.update(id, values);
  }

  openLink(codeHash: string): Promise<AuthChallenge | null> {
    return this.challenges.findOneBy({
      codeHash,
      purpose: 'password-reset',
      usedAt: IsNull(),
      supersededAt: IsNull(),
    });
  }

  /** False if another request used it first. */
  async useLink(manager: EntityManager, id: string): Promise<boolean> {
    const { affected } = await manager
      .getRepository(AuthChallenge)
      .update({ id, usedAt: IsNull(), supersededAt: IsNull() }, { usedAt: new Date() });
    return !!affected;
  }

  /** Ends every open challenge of the account and purpose. */
  async supersede(
    manager: EntityManager,
    accountId: string,
    purpose: ChallengePurpose,
  ): Promise<void> {
    await manager
      .getRepository(AuthChallenge)
      .update(
        { accountId, purpose, usedAt: IsNull(), supersededAt: IsNull() },
        { supersededAt: new Date() },
      );
  }
}
