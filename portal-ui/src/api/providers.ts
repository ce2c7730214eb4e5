import type { OidcProvider, ReturnPage } from '../../../src/common/access/sign-in-providers';
import type { SignInResponse } from './auth';
import { request } from './client';
import { currentProduct } from './session';

/** Which buttons to show: the platform's providers, and SSO when some company has one. */
export type SignInOptions = Record<OidcProvider, boolean>;

export const providersApi = {
  options: () => request<SignInOptions>('GET', '/public/sign-in-options'),
  /** The provider's address: the browser goes there, and comes back to the API's callback. */
  start: (provider: OidcProvider, returnTo: ReturnPage, email?: string, remember = false) =>
    request<{ url: string }>('POST', `/${currentProduct()}/auth/oidc/start`, {
      body: { provider, returnTo, email, remember },
    }),
  /** Trades the ticket the callback left in this page's address for the sign-in's next token. */
  complete: (ticket: string) =>
    request<SignInResponse>('POST', `/${currentProduct()}/auth/oidc/complete`, {
      body: { ticket },
    }),
};
