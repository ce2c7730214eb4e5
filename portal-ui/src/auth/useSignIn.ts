import { useNavigate } from 'react-router-dom';
import type { SignInResponse } from '../api/auth';
import { decodeClaims, isOutsidePortal, takeRedirect } from '../api/session';
import { syncAccountLanguage } from '../i18n/choose';

/** The page that asked for a sign-in code: where a person whose code is spent starts again. */
export type CodeOrigin = '/login' | '/first-access';

/** What /2fa is told by the page that sent it there. */
export interface CodePageState {
  codeFrom: CodeOrigin;
}

/** The sign-in stage machine of spec §4, driven by the stage of the token the server answered. */
export function useSignIn() {
  const navigate = useNavigate();

  /** Leaves the sign-in for the stored target, or `/` (which sends each role home). */
  const finish = async () => {
    // A failed language save must not keep a signed-in person on the sign-in pages.
    await syncAccountLanguage().catch(() => undefined);
    const target = takeRedirect() ?? '/';
    if (isOutsidePortal(target)) window.location.assign(target);
    else navigate(target, { replace: true });
  };

  /** The next step after an answer that carries a token (login, 2FA, first password). */
  const next = async (
    response: Pick<SignInResponse, 'token'>,
    { codeFrom = '/login' }: Partial<CodePageState> = {},
  ) => {
    const stage = decodeClaims(response.token)?.stage;
    if (stage === '2fa') navigate('/2fa', { state: { codeFrom } satisfies CodePageState });
    else if (stage === 'password') navigate('/create-password', { replace: true });
    else if (stage === 'enrol') navigate('/enrol-app', { replace: true });
    else if (stage === 'terms') navigate('/accept-term', { replace: true });
    else await finish();
  };

  return { next, finish };
}
