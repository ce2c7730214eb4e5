import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../account/account.repository';
import { AccessClaims } from '../common/access/access-claims';
import { SURVEY_ROLE } from '../common/access/access.model';
import { TokenService } from './token.service';

/** Tokens whose signature this instance has verified, remembered by their text; oldest go first. */
const REMEMBERED_SIGNATURES = 10_000;

const BEARER = /^bearer\s+(\S+)$/i;

/**
 * Checks signature, algorithm, issuer, audience and expiry, then that the account still accepts
 * the token: a password reset, a deactivation or a role change raises its token version. The
 * signature of a given token is verified once per instance while it lives (the text holds the
 * signature, so no other text reaches the same entry); the account is read on every call, so a
 * revoked token stops at once on every instance.
 */
@Injectable()
export class AccessTokenChecker {
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    private readonly tokens: TokenService,
    private readonly accounts: AccountRepository,
  ) {}

  /** The bearer's claims, or null when the header holds no token this API still accepts. */
  async claimsOf(authorization: string | undefined): Promise<AccessClaims | null> {
    const token = authorization && BEARER.exec(authorization)?.[1];
    const claims = token ? this.signedClaims(token) : null;
    if (!claims || !(await this.stillAccepted(claims))) return null;
    // The remembered claims are shared by every call with the token; each call gets its own.
    return { ...claims };
  }

  private signedClaims(token: string): AccessClaims | null {
    const known = this.verified.get(token);
    if (known) {
      if (isLive(known)) return known;
      this.verified.delete(token);
      return null;
    }
    let claims: AccessClaims;
    try {
      claims = this.tokens.verify(token);
    } catch {
      return null;
    }
    if (this.verified.size >= REMEMBERED_SIGNATURES) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, claims);
    return claims;
  }

  private async stillAccepted(claims: AccessClaims): Promise<boolean> {
    // A survey token names a participation or a visit, checked by the survey calls.
    if (claims.role === SURVEY_ROLE) return true;
    const state = await this.accounts.tokenState(claims.id);
    // A first-access token names no account, whether or not its identifier has one: its
    // challenge, and the account behind it, are checked by the call that finishes the stage.
    if (!state) return claims.stage === '2fa';
    return state.usable && state.tokenVersion === claims.ver;
  }
}

/** As jsonwebtoken judges expiry: a token is dead from the second its `exp` names. */
function isLive(claims: AccessClaims): boolean {
  return claims.exp !== undefined && Math.floor(Date.now() / 1000) < claims.exp;
}
