import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LocalizedException, TooManyRequestsException } from '../http/app-exceptions';
import { REDIS } from '../redis/redis.module';

export type ThrottledAction =
  | 'login'
  | 'two-factor'
  | 'recovery'
  | 'first-access'
  | 'access-by-code'
  | 'account-request'
  | 'provider-sign-in';

/** Consecutive failures an identifier may have before it is slowed down (DESIGN §5). */
export const FREE_FAILURES = 10;
/** NIST 800-63B-4 §3.2.2: no more than 100 consecutive failures per account. */
export const MAX_FAILURES = 100;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;
const FAILURE_MEMORY_SECONDS = 7 * 24 * 3600;
/**
 * Recovery, first access and account requests send a message per request and fail nothing: an
 * identifier may ask this often per window. Anyone may ask for anyone, so the budget never turns
 * into a longer block.
 */
export const IDENTIFIER_REQUESTS = 5;
const IDENTIFIER_WINDOW_SECONDS = 15 * 60;

export type IdentifierRequest = 'recovery' | 'first-access' | 'account-request';

/**
 * Throttling shared by every instance through Redis: a budget per IP and action, growing waits
 * per identifier after repeated failures, and a budget per identifier on requests that send. An
 * in-process limiter stands in while Redis is unreachable, so a Redis outage neither blocks
 * sign-in nor lifts the IP limit.
 */
@Injectable()
export class ThrottleService {
  private readonly logger = new Logger(ThrottleService.name);
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one request of an IP; 429 once the per-minute budget is spent. */
  async consumeIp(action: ThrottledAction, ip: string): Promise<void> {
    const points = this.config.throttleIpPerMinute;
    await consume(this.limiter(`ip:${action}`, points, 60), ip);
  }

  /** Counts one recovery or first-access request of an identifier; 429 past the window's budget. */
  async consumeIdentifier(action: IdentifierRequest, identifierKey: string): Promise<void> {
    await consume(this.identifierLimiter(action), identifierKey);
  }

  /** A new password gives the identifier its whole budget back. */
  async releaseIdentifier(action: IdentifierRequest, identifierKey: string): Promise<void> {
    await this.identifierLimiter(action)
      .delete(identifierKey)
      .catch((error: Error) => this.logger.warn(`budget not released: ${error.message}`));
  }

  /**
   * 429 while an identifier must still wait after its failures; locked after MAX_FAILURES, until
   * a password reset or until the failures are forgotten, which Retry-After says.
   */
  async assertIdentifierAllowed(identifierKey: string): Promise<void> {
    const state = await this.failureState(identifierKey);
    if (!state) return;
    if (state.count >= MAX_FAILURES) {
      const forgottenInMs = state.last + FAILURE_MEMORY_SECONDS * 1000 - Date.now();
      throw new LocalizedException(
        HttpStatus.TOO_MANY_REQUESTS,
        'auth.accountLocked',
        {},
        { 'Retry-After': String(Math.max(1, Math.ceil(forgottenInMs / 1000))) },
      );
    }
    const waitMs = waitAfter(state.count) * 1000 - (Date.now() - state.last);
    if (waitMs > 0) throw new TooManyRequestsException(waitMs / 1000);
  }

  async recordFailure(identifierKey: string): Promise<void> {
    const key = this.failureKey(identifierKey);
    await this.redis
      .multi()
      .hincrby(key, 'count', 1)
      .hset(key, 'last', Date.now())
      .expire(key, FAILURE_MEMORY_SECONDS)
      .exec()
      .catch((error: Error) => this.logger.warn(`failure not recorded: ${error.message}`));
  }

  async resetFailures(identifierKey: string): Promise<void> {
    await this.redis
      .del(this.failureKey(identifierKey))
      .catch((error: Error) => this.logger.warn(`failures not reset: ${error.message}`));
  }

  private async failureState(
    identifierKey: string,
  ): Promise<{ count: number; last: number } | null> {
    try {
      const { count, last } = await this.redis.hgetall(this.failureKey(identifierKey));
      return count ? { count: Number(count), last: Number(last) } : null;
    } catch (error) {
      this.logger.warn(`failure state unavailable: ${(error as Error).message}`);
      return null;
    }
  }

  private failureKey(identifierKey: string): string {
    return `${this.config.redisPrefix}:auth-failures:${identifierKey}`;
  }

  private identifierLimiter(action: IdentifierRequest): RateLimiterRedis {
    return this.limiter(`requests:${action}`, IDENTIFIER_REQUESTS, IDENTIFIER_WINDOW_SECONDS);
  }

  private limiter(name: string, points: number, duration: number): RateLimiterRedis {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.redisPrefix}:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}

async function consume(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new TooManyRequestsException(rejection.msBeforeNext / 1000);
    }
    throw rejection;
  }
}

/** Seconds to wait after `count` consecutive failures: none, then doubling from 30 s to 15 min. */
export function waitAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (count - FREE_FAILURES), LONGEST_WAIT_SECONDS);
}
