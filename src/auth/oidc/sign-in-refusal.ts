import { SignInRefusal } from '../../common/access/sign-in-providers';

/**
 * A sign-in through a provider that must not go on: the portal is told the reason, the log
 * gets the detail (never a token, a code or an e-mail address).
 */
export class SignInRefused extends Error {
  constructor(
    readonly reason: SignInRefusal,
    readonly detail: string = reason,
  ) {
    super(detail);
  }
}
