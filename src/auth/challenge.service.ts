import { Injectable } from '@nestjs/common';
import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { Tx } from '../common/tx/transaction-runner';
import { AuthChallenge, ChallengePurpose, CodeChannel } from './auth-challenge.entity';
import { ChallengeRepository } from './challenge.repository';
import { TokenService } from './token.service';

/** Six-digit codes (DESIGN §5). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_FAILURES = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;
/** The stored "hash" of an authenticator-app challenge: no code of ours exists to match. */
const APP_CODE = 'authenticator-app';
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
    private readonly challenges: ChallengeRepository,
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
    const challenge = await this.challenges.insert(tx.manager, {
      accountId,
      purpose,
      codeHash: 'pending',
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      lastSentAt: new Date(),
      remember: options.remember ?? false,
      channel: options.channel,
    });
    const code = sixDigits();
    challenge.codeHash = this.hashCode(challenge.id, code);
    await this.challenges.setCodeHash(tx.manager, challenge.id, challenge.codeHash);
    return { challenge, code };
  }

  async createLink(tx: Tx, accountId: string | null): Promise<string> {
    await this.supersede(tx, accountId, 'password-reset');
    const code = randomBytes(16).toString('base64url');
    await this.challenges.insert(tx.manager, {
      accountId,
      purpose: 'password-reset',
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      lastSentAt: new Date(),
    });
    return code;
  }

  findOpen(id: string): Promise<AuthChallenge | null> {
    return this.challenges.findOpen(id);
  }

  /**
   * Checks a code. Every try first takes one of the code's five tries in a single statement, so
   * however many arrive at once, at most five are ever judged; the sixth is refused even with the
   * right code. Only the newest code of an open, unexpired challenge can match. A right code
   * gives its try back and marks the code used.
   */
  async checkCode(challenge: AuthChallenge, code: string): Promise<CodeCheck> {
    const codeHash = this.hashCode(challenge.id, code.trim());
    return this.checkWith(challenge, async (storedHash) => safeEqual(codeHash, storedHash));
  }

  /** An open challenge for an authenticator-app code: nothing is sent, nothing is stored to match. */
  async createAppChallenge(tx: Tx, accountId: string, remember: boolean): Promise<AuthChallenge> {
    await this.supersede(tx, accountId, 'two-factor');
    return this.challenges.insert(tx.manager, {
      accountId,
      purpose: 'two-factor',
      codeHash: APP_CODE,
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      lastSentAt: new Date(),
      remember,
      channel: 'totp',
    });
  }

  /** The tries and single use of `checkCode`, for a code judged elsewhere (an authenticator app's). */
  async checkWith(
    challenge: AuthChallenge,
    matches: (storedHash: string) => Promise<boolean>,
  ): Promise<CodeCheck> {
    const storedHash = await this.challenges.takeTry(challenge.id, MAX_CODE_FAILURES);
    if (!storedHash) {
      const spent =
        ((await this.challenges.failedAttempts(challenge.id)) ?? 0) >= MAX_CODE_FAILURES;
      return spent ? 'exhausted' : 'invalid';
    }
    if (!(await matches(storedHash))) return 'invalid';
    // The hash it matched must still be the challenge's: a renewed code replaced it meanwhile.
    return (await this.challenges.useCode(challenge.id, storedHash)) ? 'valid' : 'invalid';
  }

  /** A fresh code for the same challenge: the failure count stays, the old code stops working. */
  async renewCode(challenge: AuthChallenge): Promise<string> {
    const code = sixDigits();
    await this.challenges.renew(challenge.id, {
      codeHash: this.hashCode(challenge.id, code),
      lastSentAt: new Date(),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    });
    return code;
  }

  /** The reset challenge behind a link, if it can still be used. */
  async findUsableLink(code: string): Promise<AuthChallenge | null> {
    const challenge = await this.challenges.openLink(sha256(code));
    return challenge && challenge.accountId && challenge.expiresAt.getTime() > Date.now()
      ? challenge
      : null;
  }

  /** Marks a link used inside the password change; false if another request used it first. */
  async consumeLink(tx: Tx, challengeId: string): Promise<boolean> {
    return this.challenges.useLink(tx.manager, challengeId);
  }

  private async supersede(
    tx: Tx,
    accountId: string | null,
    purpose: ChallengePurpose,
  ): Promise<void> {
    // Unknown identifiers run the same statement on an id nobody has, to cost the same time.
    await this.challenges.supersede(tx.manager, accountId ?? randomUUID(), purpose);
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
