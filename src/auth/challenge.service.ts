import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { Tx } from '../common/tx/transaction-runner';
import { AuthChallenge, ChallengePurpose, CodeChannel } from './auth-challenge.entity';
import { TokenService } from './token.service';

/** Six-digit codes (DESIGN §5). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_FAILURES = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;
/** Reset links: 128 random bits, one hour. */
export const LINK_LIFETIME_MS = 60 * 60 * 1000;

/** `exhausted`: the code's five tries are spent, so even the right code is refused. */
export type CodeCheck = 'valid' | 'invalid' | 'exhausted';

/**
 * One-time codes and links. Six digits are few, so they are hashed with a server-side key (a
 * leaked table alone does not reveal them); links carry 128 bits and a plain SHA-256 suffices.
 */
@Injectable()
export class ChallengeService {
  constructor(
    @InjectRepository(AuthChallenge) private readonly challenges: Repository<AuthChallenge>,
    private readonly tokens: TokenService,
  ) {}

  /** A new six-digit code; any older open challenge of the same account and purpose dies. */
  async createCode(
    tx: Tx,
    accountId: string | null,
    purpose: Exclude<ChallengePurpose, 'password-reset'>,
    options: { channel: CodeChannel; remember?: boolean },
  ): Promise<{ challenge: AuthChallenge; code: string }> {
    await this.supersede(tx, accountId, purpose);
    const repository = tx.manager.getRepository(AuthChallenge);
    const challenge = repository.create({
      accountId,
      purpose,
      codeHash: 'pending',
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      lastSentAt: new Date(),
      remember: options.remember ?? false,
      channel: options.channel,
    });
    await repository.save(challenge);
    const code = sixDigits();
    challenge.codeHash = this.hashCode(challenge.id, code);
    await repository.update(challenge.id, { codeHash: challenge.codeHash });
    return { challenge, code };
  }

  async createLink(tx: Tx, accountId: string | null): Promise<string> {
    await this.supersede(tx, accountId, 'password-reset');
    const code = randomBytes(16).toString('base64url');
    await tx.manager.getRepository(AuthChallenge).insert({
      accountId,
      purpose: 'password-reset',
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      lastSentAt: new Date(),
    });
    return code;
  }

  findOpen(id: string): Promise<AuthChallenge | null> {
    return this.challenges.findOneBy({ id, usedAt: IsNull(), supersededAt: IsNull() });
  }

  /**
   * Checks a code. Every try first takes one of the code's five tries in a single statement, so
   * however many arrive at once, at most five are ever judged; the sixth is refused even with the
   * right code. Only the newest code of an open, unexpired challenge can match. A right code
   * gives its try back and marks the code used.
   */
  async checkCode(challenge: AuthChallenge, code: string): Promise<CodeCheck> {
    // For UPDATE … RETURNING the driver answers [rows, count].
    const [[claimed]]: [Array<{ code_hash: string }>] = await this.challenges.query(
      `UPDATE auth_challenge SET failed_attempts = failed_attempts + 1
       WHERE id = $1 AND failed_attempts < $2
         AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
       RETURNING code_hash`,
      [challenge.id, MAX_CODE_FAILURES],
    );
    if (!claimed) return (await this.triesSpent(challenge.id)) ? 'exhausted' : 'invalid';
    const codeHash = this.hashCode(challenge.id, code.trim());
    if (!safeEqual(codeHash, claimed.code_hash)) return 'invalid';
    const { affected } = await this.challenges
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()', failedAttempts: () => 'failed_attempts - 1' })
      .where('id = :id AND code_hash = :codeHash AND used_at IS NULL', {
        id: challenge.id,
        codeHash,
      })
      .execute();
    return affected ? 'valid' : 'invalid';
  }

  private async triesSpent(challengeId: string): Promise<boolean> {
    const challenge = await this.challenges.findOneBy({ id: challengeId });
    return !!challenge && challenge.failedAttempts >= MAX_CODE_FAILURES;
  }

  /** A fresh code for the same challenge: the failure count stays, the old code stops working. */
  async renewCode(challenge: AuthChallenge): Promise<string> {
    const code = sixDigits();
    await this.challenges.update(challenge.id, {
      codeHash: this.hashCode(challenge.id, code),
      lastSentAt: new Date(),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    });
    return code;
  }

  /** The reset challenge behind a link, if it can still be used. */
  async findUsableLink(code: string): Promise<AuthChallenge | null> {
    const challenge = await this.challenges.findOneBy({
      codeHash: sha256(code),
      purpose: 'password-reset',
      usedAt: IsNull(),
      supersededAt: IsNull(),
    });
    return challenge && challenge.accountId && challenge.expiresAt.getTime() > Date.now()
      ? challenge
      : null;
  }

  /** Marks a link used inside the password change; false if another request used it first. */
  async consumeLink(tx: Tx, challengeId: string): Promise<boolean> {
    const { affected } = await tx.manager
      .getRepository(AuthChallenge)
      .update(
        { id: challengeId, usedAt: IsNull(), supersededAt: IsNull() },
        { usedAt: new Date() },
      );
    return !!affected;
  }

  private async supersede(
    tx: Tx,
    accountId: string | null,
    purpose: ChallengePurpose,
  ): Promise<void> {
    // Unknown identifiers run the same statement on an id nobody has, to cost the same time.
    await tx.manager
      .getRepository(AuthChallenge)
      .update(
        { accountId: accountId ?? randomUUID(), purpose, usedAt: IsNull(), supersededAt: IsNull() },
        { supersededAt: new Date() },
      );
  }

  private hashCode(challengeId: string, code: string): string {
    return createHmac('sha256', this.tokens.secret)
      .update(`${challengeId}:${code}`)
      .digest('base64url');
  }
}

function sixDigits(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
