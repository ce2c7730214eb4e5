import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AccountRepository } from '../account/account.repository';
import { AccessClaims } from '../common/access/access-claims';
import { SURVEY_ROLE } from '../common/access/access.model';
import { TOKEN_ALGORITHMS, TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './token.service';

/**
 * Checks signature, algorithm, issuer, audience and expiry, then that the account still accepts
 * this token: a password reset, a deactivation or a role change raises its token version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    tokens: TokenService,
    private readonly accounts: AccountRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: (
        _request: unknown,
        _raw: unknown,
        done: (error: null, key: Buffer) => void,
        // jsonwebtoken accepts a KeyObject at run time; passport-jwt's types predate it.
      ) => done(null, tokens.key as unknown as Buffer),
      algorithms: [...TOKEN_ALGORITHMS],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
  }

  async validate(claims: AccessClaims): Promise<AccessClaims | false> {
    // A survey token names a participation or a visit, checked by the survey calls.
    if (claims.role === SURVEY_ROLE) return claims;
    const state = await this.accounts.tokenState(claims.id);
    // A first-access token names no account, whether or not its identifier has one: its
    // challenge, and the account behind it, are checked by the call that finishes the stage.
    if (!state) return claims.stage === '2fa' ? claims : false;
    if (!state.usable || state.tokenVersion !== claims.ver) return false;
    return claims;
  }
}
