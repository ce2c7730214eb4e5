import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with OWASP ASVS 5.0 appendix C parameters (m=19 MiB, t=2, p=1). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /**
   * Verifies against a hash, or against a decoy when there is none, so an unknown account costs
   * the same time as a wrong password.
   */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.decoy ??= this.hash('decoy-password-that-never-matches');
    const target = hash ?? (await this.decoy);
    const matches = await argon2.verify(target, password).catch(() => false);
    return matches && !!hash;
  }
}
