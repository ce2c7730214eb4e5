import { request } from './client';
import { currentProduct } from './session';

/** Answer of login, 2FA and first access (spec §3 "Login response"). */
export interface SignInResponse {
  token: string;
  isFirstAccess: boolean;
  hasAcceptedTerms: boolean;
  loginByCpf: boolean;
}

export interface FirstPasswordResponse {
  token: string;
  isValid: boolean;
  hasAcceptedTerms: boolean;
}

/** An authenticator app being set up: the QR code and, for typing, its seed. */
export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
  token: string;
}

/** Sign-in calls go to the prefix of whoever is signing in (the dashboard sets admin/super). */
const auth = (path: string) => `/${currentProduct()}/auth/${path}`;

export const authApi = {
  login: (emailOrPhoneNumber: string, password: string, remember: boolean) =>
    request<SignInResponse>('POST', auth('local'), {
      body: { emailOrPhoneNumber, password, remember },
    }),
  verifyCode: (code: string, remember: boolean) =>
    request<SignInResponse>('POST', auth('2fa'), { query: { code, remember } }),
  resendCode: () => request<void>('POST', auth('resend-code')),
  requestRecovery: (emailOrPhoneNumber: string) =>
    request<{ sent: boolean }>('POST', auth('password-recovery'), {
      body: { emailOrPhoneNumber },
    }),
  validateRecoveryCode: (code: string) =>
    request<{ valid: boolean }>('POST', auth('validate-password-recovery-code'), {
      body: { code },
    }),
  resetPassword: (code: string, password: string, confirmNewPassword: string) =>
    request<{ isValid: boolean }>('POST', auth('reset-password'), {
      body: { code, password, confirmNewPassword },
    }),
  firstAccess: (emailOrPhoneNumber: string) =>
    request<SignInResponse>('POST', auth('first-access'), { body: { emailOrPhoneNumber } }),
  createFirstPassword: (password: string, confirmNewPassword: string) =>
    request<FirstPasswordResponse>('POST', auth('first-password'), {
      body: { password, confirmNewPassword },
    }),
  setUpApp: () =>
    request<SecondFactorSetup>('POST', `/${currentProduct()}/account/me/second-factor/setup`),
  confirmApp: (code: string) =>
    request<RecoveryCodes>('POST', `/${currentProduct()}/account/me/second-factor/confirm`, {
      body: { code },
    }),
  // Field names as the spec's client sends them.
  acceptTerms: (remember: boolean) =>
    request<{ token: string }>('POST', auth('accept-terms'), {
      body: { HasAcceptedTerms: true, Remember: remember },
    }),
};
