import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, renderApp, replyByRoute } from '../test/render';

const path = () => screen.getByTestId('path').textContent;
const EXHAUSTED =
  'Este código foi bloqueado após 5 tentativas. Volte e entre de novo para receber um novo código.';
// The account speaks English; the page, Portuguese.
const SPENT_IN_ENGLISH =
  'This code was blocked after 5 tries. Go back and sign in again to get a new code.';
const exhausted = [
  400,
  {
    statusCode: 400,
    code: 'auth.codeExhausted',
    message: SPENT_IN_ENGLISH,
    errors: { code: [SPENT_IN_ENGLISH] },
  },
] as [number, unknown];

const typeCode = async (code: string) => {
  await userEvent.type(screen.getByLabelText('Código'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
};

describe('second-factor code', () => {
  it('says a wrong code in the page’s language, whatever language the account speaks', async () => {
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: '2fa', role: 'user' }));
    replyByRoute({
      'POST /api/user/auth/2fa': [
        400,
        {
          statusCode: 400,
          code: 'auth.invalidCode',
          message: 'Código no válido',
          errors: { code: ['Código no válido'] },
        },
      ],
    });
    renderApp('/2fa');
    await typeCode('123456');
    await waitFor(() =>
      expect(screen.getByLabelText('Código')).toHaveAccessibleDescription('Código inválido'),
    );
    expect(screen.queryByText(/no válido/)).toBeNull();
  });

  it('leaves behind the login’s error once a right password brings the person here', async () => {
    const interim = fakeToken({ stage: '2fa', role: 'user' });
    replyByRoute({
      'POST /api/user/auth/local': [
        [401, { statusCode: 401, message: 'Login e/ou senha inválidos.' }],
        [200, { token: interim, isFirstAccess: false, hasAcceptedTerms: true, loginByCpf: false }],
      ],
    });
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('CPF, e-mail ou telefone'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Errada#123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login e/ou senha inválidos.');
    await userEvent.clear(screen.getByLabelText('Senha'));
    await userEvent.type(screen.getByLabelText('Senha'), 'Tucano#Azul42{Enter}');

    await screen.findByLabelText('Código');
    expect(path()).toBe('/2fa');
    await waitFor(() => expect(screen.queryByText('Login e/ou senha inválidos.')).toBeNull());
  });

  it('sends a person whose code is spent back to the login, without the spent token', async () => {
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: '2fa', role: 'user' }));
    replyByRoute({ 'POST /api/user/auth/2fa': exhausted });
    renderApp('/2fa');
    await typeCode('123456');

    const notice = (await screen.findByText(EXHAUSTED)).closest('[role="alert"]');
    expect(notice).toHaveClass('notice');
    // No code typed here can help any more.
    expect(screen.queryByLabelText('Código')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reenviar código/ })).toBeNull();
    const again = screen.getByRole('button', { name: 'Entrar de novo' });
    expect(again).toHaveFocus();
    await userEvent.click(again);
    expect(path()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBeNull();
  });

  it('sends a first access whose code is spent back to the first access', async () => {
    replyByRoute({
      'POST /api/user/auth/first-access': [
        200,
        {
          token: fakeToken({ stage: '2fa', role: 'user' }),
          isFirstAccess: true,
          hasAcceptedTerms: false,
          loginByCpf: false,
        },
      ],
      'POST /api/user/auth/2fa': exhausted,
    });
    renderApp('/first-access');
    await userEvent.type(screen.getByLabelText('E-mail ou telefone'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(path()).toBe('/2fa'));
    await typeCode('654321');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Recomeçar o primeiro acesso' }),
    );
    expect(path()).toBe('/first-access');
  });

  it('counts the wait for a new code in words people read', async () => {
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: '2fa', role: 'user' }));
    renderApp('/2fa');
    expect(screen.getByRole('button', { name: 'Reenviar código em 1 min' })).toBeDisabled();
  });
});
