import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, offerProviders, renderApp, replyWith } from '../test/render';

describe('sign-in providers on the sign-in pages', () => {
  const assign = vi.fn();
  const realLocation = window.location;
  const leaveTo = () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, assign, hash: realLocation.hash, pathname: realLocation.pathname },
    });
  };
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    assign.mockReset();
  });

  it('offers only the providers set up, and sends the browser to the one chosen', async () => {
    offerProviders({ google: true });
    const calls = replyWith([200, { url: 'https://accounts.google.com/o/oauth2/auth?x=1' }]);
    leaveTo();
    renderApp('/start-company');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(screen.queryByRole('button', { name: 'Entrar com Microsoft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar com SSO' })).toBeNull();
    expect(calls[0].url).toMatch(/\/api\/user\/auth\/oidc\/start$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      provider: 'google',
      returnTo: '/start-company',
      remember: false,
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/auth?x=1'),
    );
  });

  it('asks the e-mail for SSO, and says under it when no company answers for its domain', async () => {
    offerProviders({ sso: true });
    const calls = replyWith([
      400,
      {
        errors: {
          email: ['Nenhuma empresa configurou o acesso por SSO para o domínio deste e-mail.'],
        },
      },
    ]);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com SSO' }));
    await userEvent.type(screen.getByLabelText(/E-mail da empresa/), 'ana@nowhere.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Nenhuma empresa configurou o acesso por SSO para o domínio deste e-mail.',
      ),
    ).toBeVisible();
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({
      provider: 'sso',
      email: 'ana@nowhere.test',
      returnTo: '/login',
    });
  });

  it.each([
    [
      'unknown',
      'Não há conta ativa com este e-mail aqui. Peça acesso ao administrador da sua empresa.',
    ],
    ['sso-required', 'Sua empresa entra pelo próprio SSO: use "Entrar com SSO".'],
    [
      'something-new',
      'O provedor de acesso respondeu com um erro ou não respondeu. Tente novamente em instantes.',
    ],
  ])('says why a sign-in was refused (%s)', async (reason, text) => {
    replyWith();
    renderApp(`/login?signInError=${reason}`);
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('trades the ticket of the address for the session, and leaves it nowhere', async () => {
    const full = fakeToken({ stage: 'full', role: 'user' });
    const calls = replyWith(
      [200, { token: full, isFirstAccess: false, hasAcceptedTerms: true, loginByCpf: false }],
      [200, {}],
    );
    window.history.replaceState(null, '', '/sign-in/provider#ticket=abc123');
    renderApp('/sign-in/provider');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(full));
    expect(calls[0].url).toMatch(/\/api\/user\/auth\/oidc\/complete$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ ticket: 'abc123' });
    expect(window.location.hash).toBe('');
  });

  it('sends a person whose ticket no longer works back to sign in, told why', async () => {
    replyWith([
      400,
      { errors: { ticket: ['Este acesso expirou ou já foi usado. Entre novamente.'] } },
    ]);
    window.history.replaceState(null, '', '/sign-in/provider#ticket=used');
    renderApp('/sign-in/provider');
    expect(
      await screen.findByText('Este acesso demorou demais ou já foi usado. Comece de novo.'),
    ).toBeVisible();
    expect(screen.getByText('Não foi possível entrar').closest('[role="alert"]')).not.toBeNull();
  });
});
