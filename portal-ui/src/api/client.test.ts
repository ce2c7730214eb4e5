import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, replyWith } from '../test/render';
import '../i18n';
import { i18n } from '../i18n';
import { ApiError, request, setUnauthorizedHandler } from './client';
import { STORAGE_KEYS } from './session';

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('API client', () => {
  afterEach(() => setUnauthorizedHandler(() => undefined));

  it('sends the interim token first, else the access token, and the chosen language', async () => {
    const full = fakeToken({ stage: 'full', role: 'user' });
    const interim = fakeToken({ stage: '2fa', role: 'user' });
    localStorage.setItem(STORAGE_KEYS.token, full);
    const calls = replyWith([200, {}], [200, {}]);
    await request('GET', '/user/account/me');
    localStorage.setItem(STORAGE_KEYS.interimToken, interim);
    await i18n.changeLanguage('es-ES');
    await request('POST', '/user/auth/2fa', { query: { code: '123456', remember: true } });
    await i18n.changeLanguage('pt-BR');

    expect(calls[0].url).toBe('/api/user/account/me');
    expect(headersOf(calls[0].init).Authorization).toBe(`Bearer ${full}`);
    expect(calls[1].url).toBe('/api/user/auth/2fa?code=123456&remember=true');
    expect(headersOf(calls[1].init).Authorization).toBe(`Bearer ${interim}`);
    expect(headersOf(calls[1].init)['Accept-Language']).toBe('es-ES');
  });

  it('sends the interim token to the sign-in steps only while a full session is open', async () => {
    const full = fakeToken({ stage: 'full', role: 'user' });
    const interim = fakeToken({ stage: '2fa', role: 'user' });
    localStorage.setItem(STORAGE_KEYS.token, full);
    localStorage.setItem(STORAGE_KEYS.interimToken, interim);
    const calls = replyWith([200, []], [200, {}], [200, {}]);
    await request('GET', '/user/survey');
    await request('POST', '/admin/auth/resend-code');
    await request('POST', '/user/language', { body: { languageId: 2 } });
    expect(calls.map((call) => headersOf(call.init).Authorization)).toEqual([
      `Bearer ${full}`,
      `Bearer ${interim}`,
      `Bearer ${full}`,
    ]);
  });

  it('drops an expired interim token instead of sending it', async () => {
    const full = fakeToken({ stage: 'full' });
    localStorage.setItem(STORAGE_KEYS.token, full);
    localStorage.setItem(STORAGE_KEYS.interimToken, fakeToken({ stage: '2fa', exp: 1 }));
    const calls = replyWith([200, {}]);
    await request('GET', '/user/account/me');
    expect(headersOf(calls[0].init).Authorization).toBe(`Bearer ${full}`);
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBeNull();
  });

  it('keeps an answered token as interim until the sign-in is full', async () => {
    const interim = fakeToken({ stage: 'terms' });
    const full = fakeToken({ stage: 'full' });
    replyWith([200, { token: interim }], [200, { token: full }]);
    await request('POST', '/user/auth/first-password', { body: {} });
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBe(interim);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await request('POST', '/user/auth/accept-terms', { body: {} });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(full);
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBeNull();
  });

  it('ends the session on a 401 and reports it', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full' }));
    replyWith([401, { statusCode: 401, message: 'Sessão inválida ou expirada. Entre novamente.' }]);
    await expect(request('GET', '/user/account/me')).rejects.toMatchObject({
      status: 401,
      message: 'Sessão inválida ou expirada. Entre novamente.',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads field errors, Retry-After, and names other statuses generically', async () => {
    replyWith(
      [400, { statusCode: 400, message: 'Código inválido', errors: { code: ['Código inválido'] } }],
      [429, { statusCode: 429, message: 'Aguarde 42 segundos.' }, { 'Retry-After': '42' }],
      [500, { statusCode: 500, message: 'internal details' }],
    );
    const first = await request('POST', '/user/auth/2fa').catch((error: ApiError) => error);
    expect(first).toMatchObject({ status: 400, errors: { code: ['Código inválido'] } });
    const second = await request('POST', '/user/auth/resend-code').catch(
      (error: ApiError) => error,
    );
    expect(second).toMatchObject({ status: 429, retryAfter: 42, message: 'Aguarde 42 segundos.' });
    const third = await request('GET', '/public/language').catch((error: ApiError) => error);
    expect(third).toMatchObject({
      status: 500,
      message: 'Request failed with status code 500',
      described: false,
    });
  });

  it('keeps the message’s catalogue key, which names the cause in every language', async () => {
    replyWith(
      [410, { statusCode: 410, code: 'survey.closed', message: 'Esta pesquisa está encerrada.' }],
      [410, { statusCode: 410, message: 'Sem chave.' }],
    );
    const closed = await request('POST', '/survey/s1/invitation').catch((e: ApiError) => e);
    expect(closed).toMatchObject({ status: 410, code: 'survey.closed' });
    const bare = await request('POST', '/survey/s1/invitation').catch((e: ApiError) => e);
    expect(bare).toMatchObject({ status: 410 });
    expect((bare as ApiError).code).toBeUndefined();
  });

  it.each([403, 404, 409, 410, 413])(
    'keeps the message of a %i, said in the caller’s language',
    async (status) => {
      const message = 'Já existe uma empresa cadastrada com este CNPJ.';
      replyWith([status, { statusCode: status, message }]);
      const error = await request('POST', '/user/company/request').catch((e: ApiError) => e);
      expect(error).toMatchObject({ status, message, described: true });
    },
  );

  it('names a status generically when its answer says nothing', async () => {
    replyWith([409, {}], [502, { message: 'Bad Gateway' }]);
    const empty = await request('POST', '/user/company/request').catch((e: ApiError) => e);
    expect(empty).toMatchObject({
      status: 409,
      message: 'Request failed with status code 409',
      described: false,
    });
    const gateway = await request('GET', '/user/account/me').catch((e: ApiError) => e);
    expect(gateway).toMatchObject({ message: 'Request failed with status code 502' });
  });
});
