import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, renderApp, replyByRoute } from '../test/render';

const path = () => screen.getByTestId('path').textContent;
const APP_LABEL = 'Código do autenticador ou de recuperação';

/** As the dashboard leaves it before sending a person to the portal's sign-in. */
const signingInTo = (product: 'admin' | 'super') => {
  localStorage.setItem(STORAGE_KEYS.product, product);
  localStorage.setItem(STORAGE_KEYS.redirectTo, `/${product}`);
};

describe('authenticator app at sign-in', () => {
  it('takes a recovery code as typed, offers no new code, and signs in', async () => {
    localStorage.setItem(
      STORAGE_KEYS.interimToken,
      fakeToken({ stage: '2fa', role: 'admin', factor: 'app' }),
    );
    signingInTo('admin');
    const calls = replyByRoute({
      'POST /api/admin/auth/2fa': [
        200,
        {
          token: fakeToken({ stage: 'terms', role: 'admin' }),
          isFirstAccess: false,
          hasAcceptedTerms: false,
          loginByCpf: false,
        },
      ],
    });
    renderApp('/2fa');
    expect(screen.queryByRole('button', { name: /Reenviar/ })).toBeNull();
    await userEvent.type(screen.getByLabelText(APP_LABEL), 'abcde');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByLabelText(APP_LABEL)).toHaveAccessibleDescription(
      'Informe os 6 dígitos do aplicativo ou um código de recuperação.',
    );
    await userEvent.clear(screen.getByLabelText(APP_LABEL));
    await userEvent.type(screen.getByLabelText(APP_LABEL), 'ABCDE-12345{Enter}');
    await waitFor(() => expect(path()).toBe('/accept-term'));
    expect(calls.find((call) => call.path.endsWith('/2fa'))?.url).toContain('code=ABCDE-12345');
  });

  it('sets up the app a policy requires: one seed, a first code, then the recovery codes', async () => {
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: 'enrol', role: 'admin' }));
    signingInTo('admin');
    const calls = replyByRoute({
      'POST /api/admin/account/me/second-factor/setup': [
        200,
        {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,',
        },
      ],
      'POST /api/admin/account/me/second-factor/confirm': [
        [400, { statusCode: 400, message: 'x', errors: { code: ['Invalid code'] } }],
        [
          200,
          {
            recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'],
            token: fakeToken({ stage: 'terms', role: 'admin' }),
          },
        ],
      ],
    });
    renderApp('/enrol-app');
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Código do aplicativo'), '111111{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Código do aplicativo')).toHaveAccessibleDescription(
        'Código inválido',
      ),
    );
    await userEvent.clear(screen.getByLabelText('Código do aplicativo'));
    await userEvent.type(screen.getByLabelText('Código do aplicativo'), '222222{Enter}');
    expect(await screen.findByText('ccccc-ddddd')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Já guardei, continuar' }));
    await waitFor(() => expect(path()).toBe('/accept-term'));
    expect(calls.filter((call) => call.path.endsWith('/setup'))).toHaveLength(1);
  });
});
