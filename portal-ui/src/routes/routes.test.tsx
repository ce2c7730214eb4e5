import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { setUnauthorizedHandler } from '../api/client';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, renderApp, replyByRoute, replyWith } from '../test/render';

const LINK_EXPIRED =
  'Ops... Este link já foi utilizado ou está expirado, faça uma nova solicitação clicando no botão abaixo.';
const path = () => screen.getByTestId('path').textContent;
/** The text, shown inside an alert (a notice or the error toast). */
const findAlert = async (text: string) => {
  const element = await screen.findByText(text);
  expect(element.closest('[role="alert"]')).not.toBeNull();
  return element;
};

describe('routes', () => {
  it('shows the not-found screen for an unknown path', () => {
    renderApp('/qualquer/coisa');
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeVisible();
    expect(screen.getByText('Parece que o você está procurando não está por aqui.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Página inicial' })).toHaveAttribute('href', '/');
  });

  it('sends / to the start page without a session, and to the employee home with one', async () => {
    const { unmount } = renderApp('/');
    expect(path()).toBe('/start-company');
    expect(screen.getByRole('heading', { name: 'Acesso para colaboradores' })).toBeVisible();
    unmount();

    localStorage.setItem(
      STORAGE_KEYS.token,
      fakeToken({ stage: 'full', role: 'user', name: 'Ana' }),
    );
    renderApp('/');
    await waitFor(() => expect(path()).toBe('/app/user/home'));
    expect(screen.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  });

  it('keeps the employee area for signed-in people and remembers where they were going', () => {
    renderApp('/app/user/data');
    expect(path()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/app/user/data');
  });

  it('brings a survey link back whole after the sign-in, its invite included', async () => {
    const calls = replyByRoute({
      'POST /api/user/auth/local': [
        200,
        {
          token: fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 }),
          isFirstAccess: false,
          hasAcceptedTerms: true,
          loginByCpf: true,
        },
      ],
      'POST /api/survey/s1/invitation': [410, {}],
    });
    renderApp('/app/user/survey/s1?invite=abc#inicio');
    expect(path()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe(
      '/app/user/survey/s1?invite=abc#inicio',
    );
    await userEvent.type(screen.getByLabelText('CPF, e-mail ou telefone'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'Tucano#Azul42{Enter}');
    await waitFor(() => expect(path()).toBe('/app/user/survey/s1'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/survey/s1/invitation')).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === '/api/survey/s1/invitation')?.body).toEqual({
      invite: 'abc',
    });
  });

  it('remembers the whole address when a session ends on a 401', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full', role: 'user' }));
    replyByRoute({ 'GET /api/user/account/me': [401, { statusCode: 401, message: 'Sessão' }] });
    localStorage.setItem(STORAGE_KEYS.language, 'pt-BR');
    window.history.replaceState(null, '', '/app/user/data?from=mail#senha');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/app/user/data?from=mail#senha');
    setUnauthorizedHandler(() => undefined);
  });

  it('keeps a full session when a new sign-in was left half-way', async () => {
    const full = fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 });
    const interim = fakeToken({ stage: '2fa', role: 'user' });
    localStorage.setItem(STORAGE_KEYS.token, full);
    localStorage.setItem(STORAGE_KEYS.interimToken, interim);
    // As the server does: an interim token opens the sign-in steps only.
    const bearers: string[] = [];
    globalThis.fetch = (async (_url: string, init: RequestInit = {}) => {
      const bearer = (init.headers as Record<string, string>).Authorization ?? '';
      bearers.push(bearer);
      return bearer === `Bearer ${full}`
        ? new Response('{"items":[],"total":0,"page":1,"pageSize":20}', { status: 200 })
        : new Response('{"statusCode":401,"message":"Sessão"}', { status: 401 });
    }) as typeof fetch;
    renderApp('/app/user/home');
    expect(await screen.findByText(/Você não tem pesquisas para responder agora/)).toBeVisible();
    expect(path()).toBe('/app/user/home');
    expect(bearers).toEqual([`Bearer ${full}`]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(full);
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBeNull();
  });

  it('leads every start-page option to its page, with no provider set up', async () => {
    replyWith();
    renderApp('/start-company');
    const options = within(screen.getByRole('navigation', { name: 'Como você quer entrar?' }));
    const targets = options.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/login', '/first-access', '/access-code']);
    expect(options.queryByRole('button')).toBeNull();
  });

  it('takes a code without a survey, filled in from a shared link', async () => {
    const calls = replyWith([200, { token: fakeToken({ role: 'user' }), surveyId: 's9' }]);
    renderApp('/access-code?code=ABCD-EFGH');
    expect(await screen.findByLabelText('Código de acesso')).toHaveValue('ABCD-EFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar a pesquisa' }));
    expect(calls[0].url).toMatch(/\/api\/user\/auth\/access-by-code$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ code: 'ABCD-EFGH' });
    // The code's survey opens next.
    await waitFor(() => expect(calls[1]?.url).toMatch(/\/api\/survey\/s9\?/));
  });

  it('shows the login error the server sends', async () => {
    replyWith([401, { statusCode: 401, message: 'Login e/ou senha inválidos.' }]);
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('CPF, e-mail ou telefone'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Errada#123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login e/ou senha inválidos.');
  });

  it('goes to the code page after a password that needs a second factor', async () => {
    const interim = fakeToken({ stage: '2fa', role: 'user' });
    const calls = replyWith([
      200,
      { token: interim, isFirstAccess: false, hasAcceptedTerms: true, loginByCpf: false },
    ]);
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('CPF, e-mail ou telefone'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Tucano#Azul42');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lembrar por 30 dias' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(path()).toBe('/2fa'));
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      emailOrPhoneNumber: 'ana@example.com',
      password: 'Tucano#Azul42',
      remember: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBe(interim);
    expect(screen.getByRole('heading', { name: 'Verificação de acesso' })).toBeVisible();
  });

  it('keeps "Confirmar" disabled until the terms are ticked', async () => {
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: 'terms', remember: true }));
    const calls = replyWith([
      200,
      { token: fakeToken({ stage: 'full', role: 'user', languageId: 1 }) },
    ]);
    renderApp('/accept-term');
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(path()).toBe('/app/user/home'));
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      HasAcceptedTerms: true,
      Remember: true,
    });
  });

  it('says the terms were not accepted in the screen’s words, with the field’s label', async () => {
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: 'terms' }));
    replyWith(
      [500, {}],
      [
        400,
        {
          statusCode: 400,
          message: 'Erro ao aceitar o termo',
          errors: { HasAcceptedTerms: ['Erro ao aceitar o termo'] },
        },
      ],
    );
    renderApp('/accept-term');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await findAlert('Erro ao aceitar o termo');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await findAlert('Termos de uso: Erro ao aceitar o termo');
  });

  it.each(['/forgot-pass', '/first-access'])(
    'asks for the e-mail or phone by name when %s is sent empty',
    async (page) => {
      const calls = replyWith();
      renderApp(page);
      await userEvent.click(screen.getByRole('button', { name: /Redefinir senha|Confirmar/ }));
      expect(screen.getByLabelText('E-mail ou telefone')).toHaveAccessibleDescription(
        'Campo e-mail ou telefone é obrigatório',
      );
      expect(calls).toEqual([]);
    },
  );

  it('sends the half-way pages back to the login without their interim token', () => {
    for (const page of ['/2fa', '/create-password', '/accept-term']) {
      const { unmount } = renderApp(page);
      expect(path()).toBe('/login');
      unmount();
    }
  });

  it('shows the spec\u2019s message for a used reset link and offers a new request', async () => {
    replyWith([400, { statusCode: 400, message: LINK_EXPIRED }]);
    renderApp('/reset-password/abc');
    expect(await findAlert(LINK_EXPIRED)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar novamente' }));
    expect(path()).toBe('/forgot-pass');
  });

  it('calls a link expired only when the server refuses it, and checks again on request', async () => {
    replyByRoute({
      'POST /api/user/auth/validate-password-recovery-code': [
        [500, { statusCode: 500, message: 'internal details' }],
        [429, { statusCode: 429, message: 'Muitas tentativas. Aguarde 60 segundos.' }],
        [200, { valid: true }],
      ],
    });
    renderApp('/reset-password/abc');
    await findAlert('Ocorreu um erro inesperado. Tente novamente mais tarde.');
    expect(screen.queryByText(LINK_EXPIRED)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await findAlert('Muitas tentativas. Aguarde 60 segundos.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nova senha')).toBeVisible();
    expect(screen.queryByText(LINK_EXPIRED)).not.toBeInTheDocument();
  });

  it('shows the reset screen’s own message when the server fails, and the notice when the link died', async () => {
    replyByRoute({
      'POST /api/user/auth/validate-password-recovery-code': [200, { valid: true }],
      'POST /api/user/auth/reset-password': [
        [500, {}],
        [400, { statusCode: 400, message: LINK_EXPIRED, errors: { code: [LINK_EXPIRED] } }],
      ],
    });
    renderApp('/reset-password/abc');
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'Capivara#Roxa31');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Capivara#Roxa31');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await findAlert('Ocorreu um erro ao tentar resetar a senha');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await findAlert(LINK_EXPIRED)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Solicitar novamente' })).toBeVisible();
  });

  it('opens the language modal on a first visit and saves a signed-in person\u2019s choice', async () => {
    localStorage.setItem(
      STORAGE_KEYS.token,
      fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 }),
    );
    const calls = replyByRoute({
      'GET /api/user/survey': [200, { items: [], total: 0, page: 1, pageSize: 20 }],
      'GET /api/public/language': [
        200,
        [
          { id: 1, name: 'Português (Brasil)', code: 'pt-BR', countryId: 76 },
          { id: 2, name: 'English (United States)', code: 'en-US', countryId: 840 },
          { id: 3, name: 'Español (España)', code: 'es-ES', countryId: 724 },
        ],
      ],
      'POST /api/user/language': [
        200,
        { token: fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 3 }) },
      ],
    });
    renderApp('/app/user/home', { chooseLanguage: false });
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Español (España)'));
    expect(screen.getByRole('heading', { name: '¡Hola, Ana!' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es-ES');
    const saved = calls.filter((call) => call.path === '/api/user/language');
    expect(saved.map((call) => call.body)).toEqual([{ languageId: 3 }]);
  });
});
