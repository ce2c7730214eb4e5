import type { SameKeys } from '../../i18n/ra/types';
import type { ssoPtBR } from './pt-BR';

export const ssoEnUS: SameKeys<typeof ssoPtBR> = {
  menu: 'SSO sign-in',
  title: 'Company SSO sign-in',
  intro:
    'With the company’s identity provider (Microsoft Entra ID, Google Workspace, Okta, Keycloak…), people sign in with their company account. Register an OpenID Connect web application at the provider with the redirect URI below and the scopes openid, email and profile.',
  redirect_uri: 'Redirect URI',
  scopes: 'Scopes: openid email profile',
  issuer: 'Issuer',
  issuer_help: 'The provider’s https address, without /.well-known/openid-configuration.',
  client_id: 'Client ID',
  client_secret: 'Client secret',
  client_secret_kept: 'Kept encrypted. Leave blank to keep it.',
  domains: 'E-mail domains',
  domains_help:
    'Separated by commas. Whoever types an e-mail of these domains under "Sign in with SSO" goes to the provider.',
  required: 'Require SSO of everyone in the company',
  required_help:
    'Turns password sign-in, first access, Google and Microsoft off for administrators and employees.',
  required_locked: 'Sign in through the SSO once to be able to require it.',
  status_unset: 'Not set up yet.',
  status_waiting: 'Set up. Nobody has signed in through it yet.',
  status_verified: 'Set up. First sign-in on %{date}.',
  saved: 'SSO sign-in saved',
  remove: 'Remove SSO',
  remove_title: 'Remove SSO sign-in?',
  remove_content: 'The company’s people sign in with passwords, Google or Microsoft again.',
  removed: 'SSO sign-in removed',
  load_failed: 'Could not load the SSO sign-in.',
};
