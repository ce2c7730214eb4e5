import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { i18n } from '../i18n';
import { fakeToken, renderApp, replyByRoute } from '../test/render';
import { survey } from '../test/surveyFixtures';
import { browserDraftKey } from './browserDraft';

const SURVEY_TOKEN = fakeToken({ role: 'survey', surveyId: 's1', languageId: 1 });
const path = () => screen.getByTestId('path').textContent;
const next = () => userEvent.click(screen.getByRole('button', { name: /Próxima/ }));
const authOf = (call: { init: RequestInit }) =>
  (call.init.headers as Record<string, string>).Authorization;

describe('answering a survey by personal link', () => {
  it('exchanges the invite, then walks the questions with the consent step and sends once', async () => {
    const calls = replyByRoute({
      'POST /api/survey/s1/invitation': [201, { token: SURVEY_TOKEN }],
      'GET /api/survey/s1': [200, survey()],
      'PUT /api/survey/s1/answers': [204],
      'POST /api/survey/s1/submit': [201, {}],
    });
    renderApp('/survey/s1?invite=convite-123');

    await screen.findByRole('heading', { name: 'Clima e inclusão 2026' });
    expect(calls[0].body).toEqual({ invite: 'convite-123' });
    expect(authOf(calls[0])).toBeUndefined();
    expect(calls[1].url).toBe('/api/survey/s1?language=pt-BR');
    expect(authOf(calls[1])).toBe(`Bearer ${SURVEY_TOKEN}`);
    expect(localStorage.getItem('diversitera.surveyToken.s1')).toBe(SURVEY_TOKEN);
    // The survey token is not the sign-in session.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.interimToken)).toBeNull();

    expect(screen.getByText('0 de 4 perguntas respondidas')).toBeVisible();
    // Required: it does not move on without an answer.
    await next();
    expect(screen.getByText('Resposta obrigatória.')).toBeVisible();
    await userEvent.click(screen.getByLabelText('Sim'));
    await next();
    // "Sim" opened the follow-up question.
    await userEvent.type(
      screen.getByRole('textbox', { name: '2. Como é sua rotina remota?' }),
      'Dois dias em casa',
    );
    await next();

    const consent = screen.getByRole('region', {
      name: 'Antes de continuar: perguntas sobre dados sensíveis',
    });
    expect(within(consent).getByText('Raça ou cor')).toBeVisible();
    await userEvent.click(
      within(consent).getByRole('button', { name: 'Continuar sem as perguntas sensíveis' }),
    );
    // Declined: the race question is skipped.
    expect(screen.getByRole('group', { name: /^4\. Sinto que pertenço/ })).toBeVisible();
    await userEvent.click(screen.getByLabelText('4'));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: '5. Qual é a sua idade?' }), '34');
    await next();
    await userEvent.click(screen.getByLabelText('Academia'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));

    await screen.findByRole('heading', { name: 'Obrigado por participar!' });
    const submits = calls.filter((call) => call.path === '/api/survey/s1/submit');
    expect(submits).toHaveLength(1);
    expect(submits[0].body).toEqual({
      answers: {
        remote: { optionKeys: ['yes'] },
        routine: { text: 'Dois dias em casa' },
        belonging: { optionKeys: ['4'] },
        age: { number: 34 },
        benefits: { optionKeys: ['gym'] },
      },
      consent: { given: false, version: 'v1' },
      language: 'pt-BR',
    });
    expect(localStorage.getItem('diversitera.surveyToken.s1')).toBeNull();
  });

  it('drops the answer of a question hidden by a changed choice, and saves the draft', async () => {
    const calls = replyByRoute({
      'GET /api/survey/s1': [200, survey()],
      'PUT /api/survey/s1/answers': [204],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1');
    await userEvent.click(await screen.findByLabelText('Sim'));
    await next();
    await userEvent.type(screen.getByRole('textbox'), 'Remoto');
    await userEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    await userEvent.click(screen.getByLabelText('Não'));
    await next();
    // The follow-up is gone: the consent step comes next.
    expect(screen.getByRole('heading', { name: /dados sensíveis/ })).toBeVisible();

    await waitFor(
      () => {
        const saves = calls.filter((call) => call.method === 'PUT');
        expect(saves.at(-1)?.body).toEqual({
          answers: { remote: { optionKeys: ['no'] } },
          consent: null,
        });
      },
      { timeout: 4000 },
    );
  });

  it('resumes a server draft where it stopped, consent included', async () => {
    replyByRoute({
      'GET /api/survey/s1': [
        200,
        survey({
          draft: {
            answers: { remote: { optionKeys: ['no'] }, race: { optionKeys: ['parda'] } },
            consent: { given: true, version: 'v1' },
          },
          participationStatus: 'partially-answered',
        }),
      ],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1');
    expect(await screen.findByRole('group', { name: /^4\. Sinto que pertenço/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(screen.getByLabelText('Parda')).toBeChecked();
  });

  it('asks for consent again when the consent text changed since the draft', async () => {
    replyByRoute({
      'GET /api/survey/s1': [
        200,
        survey({
          draft: {
            answers: { remote: { optionKeys: ['no'] }, race: { optionKeys: ['parda'] } },
            consent: { given: true, version: 'v0' },
          },
        }),
      ],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1');
    expect(
      await screen.findByRole('heading', { name: /perguntas sobre dados sensíveis/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Concordo e quero responder' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows every question on one page when asked, and the server\u2019s errors on them', async () => {
    const calls = replyByRoute({
      'GET /api/survey/s1': [200, survey()],
      'PUT /api/survey/s1/answers': [204],
      'POST /api/survey/s1/submit': [
        400,
        { statusCode: 400, errors: { 'answers.age': ['Valor acima do máximo.'] } },
      ],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver todas as perguntas' }));
    expect(screen.getAllByRole('group')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Concordo e quero responder' }));
    expect(screen.getByRole('group', { name: /Qual é a sua raça/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    // Client-side: the two required questions.
    expect(screen.getAllByText('Resposta obrigatória.')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByLabelText('Não'));
    await userEvent.click(screen.getByLabelText('5'));
    await userEvent.type(screen.getByRole('textbox', { name: '5. Qual é a sua idade?' }), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Valor acima do máximo.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '5. Qual é a sua idade?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says when the link was used or expired, or the survey is not for this person', async () => {
    replyByRoute({ 'POST /api/survey/s1/invitation': [410, {}] });
    const { unmount } = renderApp('/survey/s1?invite=velho');
    expect(
      await screen.findByRole('heading', { name: 'Link utilizado ou expirado' }),
    ).toBeVisible();
    unmount();

    // Signed in, the survey is not among the person's own.
    replyByRoute({
      'GET /api/survey/s1': [403, { statusCode: 403, code: 'survey.noAccess', message: '' }],
    });
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full', role: 'user' }));
    const second = renderApp('/survey/s1');
    expect(
      await screen.findByRole('heading', { name: 'Sem acesso a esta pesquisa' }),
    ).toBeVisible();
    second.unmount();

    localStorage.clear();
    replyByRoute({ 'POST /api/survey/nada/invitation': [404, {}] });
    const third = renderApp('/survey/nada?invite=x');
    expect(
      await screen.findByRole('heading', { name: 'Questionário não encontrado' }),
    ).toBeVisible();
    third.unmount();

    // An address cut short: the API refuses an id that is not one (400 naming it).
    const notAnId: [number, unknown] = [
      400,
      { statusCode: 400, errors: { id: ['Identificador inválido.'] } },
    ];
    replyByRoute({ 'POST /api/survey/s1-cut/invitation': notAnId });
    const fourth = renderApp('/survey/s1-cut?invite=x');
    expect(
      await screen.findByRole('heading', { name: 'Questionário não encontrado' }),
    ).toBeVisible();
    fourth.unmount();
    replyByRoute({ 'GET /api/survey/s1-cut': notAnId });
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full', role: 'user' }));
    const fifth = renderApp('/survey/s1-cut');
    expect(
      await screen.findByRole('heading', { name: 'Questionário não encontrado' }),
    ).toBeVisible();
    fifth.unmount();
    localStorage.clear();

    replyByRoute({ 'POST /api/survey/s1/invitation': [403, {}] });
    renderApp('/survey/s1?invite=cedo');
    expect(
      await screen.findByRole('heading', { name: 'A pesquisa ainda não começou' }),
    ).toBeVisible();
  });

  it('tells a closed survey from a used link by the answer’s code, not its words', async () => {
    // The message is in whatever language the server chose; only the code is compared.
    replyByRoute({
      'POST /api/survey/s1/invitation': [
        410,
        { statusCode: 410, code: 'survey.closed', message: 'This survey is closed or expired.' },
      ],
    });
    const { unmount } = renderApp('/survey/s1?invite=fechada');
    expect(await screen.findByRole('heading', { name: 'Pesquisa encerrada' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tenho um código de acesso' })).toBeNull();
    unmount();

    replyByRoute({
      'POST /api/survey/s1/invitation': [
        410,
        {
          statusCode: 410,
          code: 'survey.linkUsedOrExpired',
          message: 'Este link de pesquisa já foi utilizado ou está expirado.',
        },
      ],
    });
    renderApp('/survey/s1?invite=usado');
    expect(
      await screen.findByRole('heading', { name: 'Link utilizado ou expirado' }),
    ).toBeVisible();
  });

  it('signs in from a used link, back to the survey in the employee area', async () => {
    replyByRoute({
      'POST /api/survey/s1/invitation': [410, { code: 'survey.linkUsedOrExpired' }],
    });
    renderApp('/survey/s1?invite=usado');
    await screen.findByRole('heading', { name: 'Link utilizado ou expirado' });
    expect(screen.getByRole('link', { name: 'Tenho um código de acesso' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na minha conta' }));
    expect(path()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/app/user/survey/s1');
  });

  it('says the link is used when the token’s participation is gone, the survey still open', async () => {
    replyByRoute({ 'GET /api/survey/s1': [410, { code: 'survey.linkUsedOrExpired' }] });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    const { unmount } = renderApp('/survey/s1');
    expect(
      await screen.findByRole('heading', { name: 'Link utilizado ou expirado' }),
    ).toBeVisible();
    expect(localStorage.getItem('diversitera.surveyToken.s1')).toBeNull();
    unmount();

    replyByRoute({ 'GET /api/survey/s1': [410, { code: 'survey.closed' }] });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1');
    expect(await screen.findByRole('heading', { name: 'Pesquisa encerrada' })).toBeVisible();
  });

  it('tells "not open yet" from "no access" by the answer’s code', async () => {
    const calls = replyByRoute({
      'GET /api/survey/s1': [403, { statusCode: 403, code: 'survey.notOpenYet', message: '' }],
    });
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full', role: 'user' }));
    renderApp('/survey/s1');
    expect(
      await screen.findByRole('heading', { name: 'A pesquisa ainda não começou' }),
    ).toBeVisible();
    // The API judged whose the survey is before its date: no list to look through.
    expect(calls.filter((call) => call.path === '/api/user/survey')).toEqual([]);
  });

  it('offers sign-in or an access code to someone with neither link nor session', async () => {
    renderApp('/survey/s1');
    expect(await screen.findByRole('heading', { name: 'Acesse para responder' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na minha conta' }));
    expect(path()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/app/user/survey/s1');
  });
});

describe('an anonymous survey', () => {
  it('keeps the draft only in the browser, and clears it on submission', async () => {
    const calls = replyByRoute({
      'GET /api/survey/s1': [
        200,
        survey({ anonymous: true, questions: survey().questions.slice(0, 2) }),
      ],
      'POST /api/survey/s1/submit': [201, {}],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1/anonymous');
    expect(await screen.findByText(/Pesquisa anônima/)).toBeVisible();
    await userEvent.click(screen.getByLabelText('Não'));
    expect(JSON.parse(localStorage.getItem(browserDraftKey('s1')) as string)).toEqual({
      answers: { remote: { optionKeys: ['no'] } },
      consent: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await screen.findByRole('heading', { name: 'Obrigado por participar!' });
    expect(screen.getByText(/suas respostas não ficam ligadas a você/)).toBeVisible();
    expect(localStorage.getItem(browserDraftKey('s1'))).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    // The server hears that the person started, and nothing of what they answered.
    const starts = calls.filter((call) => call.path === '/api/survey/s1/start');
    expect(starts).toHaveLength(1);
    expect(starts[0].method).toBe('POST');
    expect(starts[0].init.body).toBeUndefined();
  });

  it('shows the survey’s own introduction and closing, with nothing active left in them', async () => {
    replyByRoute({
      'GET /api/survey/s1': [
        200,
        survey({
          anonymous: true,
          questions: survey().questions.slice(0, 1),
          introduction: '<p>Leva <strong>5 minutos</strong>.</p><img src=x onerror="alert(1)">',
          closing: '<p>Até a próxima, equipe de RH.</p><script>alert(1)</script>',
        }),
      ],
      'POST /api/survey/s1/submit': [201, {}],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1/anonymous');
    const intro = await screen.findByText(/Leva/);
    expect(intro.innerHTML).toBe('Leva <strong>5 minutos</strong>.');
    expect(document.querySelector('.survey-intro img')).toBeNull();
    await userEvent.click(screen.getByLabelText('Não'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await screen.findByRole('heading', { name: 'Obrigado por participar!' });
    // The company's words stand in for the product's thank-you text, not for the anonymity note.
    expect(screen.getByText('Até a próxima, equipe de RH.')).toBeVisible();
    expect(screen.queryByText(/Suas respostas foram enviadas/)).toBeNull();
    expect(screen.getByText(/suas respostas não ficam ligadas a você/)).toBeVisible();
    expect(document.querySelector('.survey-closing script')).toBeNull();
  });

  it('resumes from the browser draft', async () => {
    replyByRoute({ 'GET /api/survey/s1': [200, survey({ anonymous: true })] });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    localStorage.setItem(
      browserDraftKey('s1'),
      JSON.stringify({
        answers: { remote: { optionKeys: ['no'] } },
        consent: { given: false, version: 'v1' },
      }),
    );
    renderApp('/survey/s1/anonymous');
    expect(await screen.findByRole('group', { name: /^4\. Sinto que pertenço/ })).toBeVisible();
  });

  it('tells a person who already answered', async () => {
    const calls = replyByRoute({
      'GET /api/survey/s1': [200, survey({ anonymous: true })],
      'POST /api/survey/s1/submit': [409, {}],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1/anonymous');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver todas as perguntas' }));
    await userEvent.click(screen.getByLabelText('Não'));
    await userEvent.click(screen.getByLabelText('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('heading', { name: 'Pesquisa já respondida' })).toBeVisible();
    // Told once, at the first answer, however many follow.
    expect(calls.filter((call) => call.path === '/api/survey/s1/start')).toHaveLength(1);
  });
});

describe('access by code', () => {
  it('says when the code is unknown: the spec’s failure above, what to do on the field', async () => {
    replyByRoute({ 'POST /api/user/auth/access-by-code': [404, { code: 'survey.codeNotFound' }] });
    renderApp('/survey/s2/accesscode');
    await userEvent.type(await screen.findByLabelText('Código de acesso'), 'ABC123{Enter}');
    // Once, in the notice above the form: no toast to outlive the page.
    const failure = await screen.findByText('Erro ao realizar o acesso por codigo');
    expect(failure.closest('[role="alert"]')).toHaveClass('notice');
    const field = screen.getByLabelText('Código de acesso');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Código não encontrado. Confira o código e tente novamente.',
    );
  });

  it('says when a known code can no longer be used, in each language', async () => {
    replyByRoute({
      'POST /api/user/auth/access-by-code': [
        400,
        {
          statusCode: 400,
          code: 'auth.accessByCodeFailed',
          message: 'Access by code failed',
          errors: { code: ['Access by code failed'] },
        },
      ],
    });
    localStorage.setItem(STORAGE_KEYS.language, 'en-US');
    await i18n.changeLanguage('en-US');
    renderApp('/survey/s2/accesscode', { chooseLanguage: false });
    await userEvent.type(await screen.findByLabelText('Access code'), 'K7M2-P9QA{Enter}');
    const failure = await screen.findByText('Access by code failed');
    expect(failure.closest('[role="alert"]')).toHaveClass('notice');
    expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(
      'This code cannot be used. Ask whoever sent it for a new one.',
    );
  });

  it('says when the survey of a good code is closed', async () => {
    replyByRoute({ 'POST /api/user/auth/access-by-code': [410, {}] });
    renderApp('/survey/s2/accesscode');
    await userEvent.type(await screen.findByLabelText('Código de acesso'), 'K7M2-P9QA{Enter}');
    expect(
      await screen.findAllByText(
        'Esta pesquisa está encerrada ou expirada e não recebe mais respostas.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Código de acesso')).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts a new visit: the token lives in this tab only and an old draft is gone', async () => {
    const visit = fakeToken({ role: 'survey', surveyId: 's2' });
    const calls = replyByRoute({
      'POST /api/user/auth/access-by-code': [200, { token: visit, surveyId: 's2' }],
      'GET /api/survey/s2': [200, survey({ id: 's2', anonymous: true })],
    });
    localStorage.setItem(
      browserDraftKey('s2'),
      JSON.stringify({ answers: { remote: { optionKeys: ['yes'] } } }),
    );
    renderApp('/survey/s2/accesscode');
    await userEvent.type(await screen.findByLabelText('Código de acesso'), ' k7m2p9 {Enter}');
    await screen.findByRole('heading', { name: 'Clima e inclusão 2026' });
    expect(path()).toBe('/survey/s2');
    expect(calls[0].body).toEqual({ code: 'k7m2p9' });
    expect(sessionStorage.getItem('diversitera.surveyToken.s2')).toBe(visit);
    expect(localStorage.getItem('diversitera.surveyToken.s2')).toBeNull();
    expect(screen.getByLabelText('Sim')).not.toBeChecked();
    // A visit has no participation: answering tells the server nothing before the submission.
    await userEvent.click(screen.getByLabelText('Sim'));
    expect(JSON.parse(localStorage.getItem(browserDraftKey('s2')) as string).answers).toEqual({
      remote: { optionKeys: ['yes'] },
    });
    expect(calls.filter((call) => call.path === '/api/survey/s2/start')).toHaveLength(0);
  });
});

describe('survey language', () => {
  it('switches the questions\u2019 language and comes back to the survey', async () => {
    const calls = replyByRoute({
      'GET /api/survey/s1': [200, survey()],
      'PUT /api/survey/s1/answers': [204],
    });
    localStorage.setItem('diversitera.surveyToken.s1', SURVEY_TOKEN);
    renderApp('/survey/s1/anonymous');
    // An answer given just before leaving for the selector is saved before the survey reloads.
    await userEvent.click(await screen.findByLabelText('Sim'));
    await userEvent.click(screen.getByRole('link', { name: 'Português (Brasil)' }));
    await userEvent.click(await screen.findByLabelText('Español (España)'));
    expect(path()).toBe('/survey/s1/languageselector');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(path()).toBe('/survey/s1/anonymous'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/survey/s1?language=es-ES'));
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(calls[1].body).toEqual({ answers: { remote: { optionKeys: ['yes'] } }, consent: null });
    expect(calls[1].init.keepalive).toBe(true);
    expect(await screen.findByText('Las preguntas marcadas con * son obligatorias.')).toBeVisible();
  });
});
