import type { IDToken } from 'oauth4webapi';
import { SignInRefused } from './sign-in-refusal';

export interface VerifiedIdentity {
  /** Lower case, as accounts keep theirs. */
  email: string;
  /** The provider says the person used more than one factor (RFC 8176 `amr` holds `mfa`). */
  multiFactor: boolean;
}

/**
 * The e-mail a provider vouches for: `email_verified` true, or Entra ID's `xms_edov` (the
 * e-mail's domain is verified by the account's own tenant), never an e-mail alone: whoever
 * runs a tenant or a provider account may type any address into it.
 */
export function verifiedIdentity(claims: IDToken): VerifiedIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) throw new SignInRefused('unverified', 'the ID token has no e-mail');
  if (claims.email_verified !== true && claims.xms_edov !== true)
    throw new SignInRefused('unverified', 'the provider does not vouch for the e-mail');
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  return { email, multiFactor: amr.includes('mfa') };
}
