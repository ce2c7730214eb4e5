import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { AccessClaims } from '../common/access/access-claims';
import { Stage } from '../common/access/access.model';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SettingService } from '../setting/setting.service';

export const TOKEN_ISSUER = 'diversitera';
export const TOKEN_AUDIENCE = 'diversitera-api';
export const TOKEN_ALGORITHMS = ['HS256'] as const;

const HOUR = 3600;
/** Lifetimes in seconds: interim tokens live as long as the step they wait for. */
export const TOKEN_LIFETIME = {
  '2fa': 10 * 60,
  password: 30 * 60,
  enrol: 30 * 60,
  terms: 30 * 60,
  full: 12 * HOUR,
  remembered: 30 * 24 * HOUR,
} as const;

@Injectable()
export class TokenService implements OnModuleInit {
  private secretValue?: string;
  private keyValue?: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly settings: SettingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** JWT_SECRET, or in development one secret generated per database and shared by instances. */
  async onModuleInit(): Promise<void> {
    this.secretValue =
      this.config.jwtSecret ??
      (await this.settings.getOrCreate('jwt-secret', randomBytes(48).toString('base64url')));
    this.keyValue = createSecretKey(Buffer.from(this.secretValue, 'utf8'));
  }

  get secret(): string {
    if (!this.secretValue) throw new Error('token secret not loaded yet');
    return this.secretValue;
  }

  /**
   * The secret as a key object: given a string, jsonwebtoken first tries to read it as a public
   * key and fails, which costs more than the whole verification.
   */
  get key(): KeyObject {
    if (!this.keyValue) throw new Error('token secret not loaded yet');
    return this.keyValue;
  }

  sign(claims: Omit<AccessClaims, 'exp'>): string {
    const lifetime = lifetimeOf(claims.stage, claims.remember);
    const { exp: _ignored, ...payload } = claims as AccessClaims;
    return this.jwt.sign(payload, {
      privateKey: this.key,
      algorithm: TOKEN_ALGORITHMS[0],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      subject: claims.id,
      expiresIn: lifetime,
    });
  }

  /** The claims of a token this API signed and that has not expired; throws otherwise. */
  verify(token: string): AccessClaims {
    return this.jwt.verify<AccessClaims>(token, {
      // jsonwebtoken accepts a KeyObject at run time; @nestjs/jwt's types predate it.
      publicKey: this.key as unknown as Buffer,
      algorithms: [...TOKEN_ALGORITHMS],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
  }
}

export function lifetimeOf(stage: Stage, remember: boolean): number {
  if (stage !== 'full') return TOKEN_LIFETIME[stage];
  return remember ? TOKEN_LIFETIME.remembered : TOKEN_LIFETIME.full;
}
