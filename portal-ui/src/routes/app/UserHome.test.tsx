import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../api/session';
import type { SurveySummary } from '../../api/survey';
import { fakeToken, renderApp, replyByRoute } from '../../test/render';

const item = (
  values: Partial<SurveySummary> & Pick<SurveySummary, 'id' | 'name'>,
): SurveySummary => ({
  status: 'in-progress',
  participationStatus: 'not-started',
  anonymous: false,
  startsAt: '2026-01-10T12:00:00Z',
  endsAt: '2026-12-20T12:00:00Z',
  ...values,
});

const signIn = () =>
  localStorage.setItem(
    STORAGE_KEYS.token,
    fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 }),
  );

describe('employee home: my surveys', () => {
  it('lists the surveys with their status, what waits first, and a way to answer', async () => {
    signIn();
    replyByRoute({
      'GET /api/user/survey': [
        200,
        [
          item({ id: 'a', name: 'Pesquisa encerrada', status: 'closed' }),
          item({ id: 'b', name: 'Pesquisa respondida', participationStatus: 'answered' }),
          item({ id: 'c', name: 'Pesquisa anônima', anonymous: true }),
          item({ id: 'd', name: 'Pesquisa começada', participationStatus: 'partially-answered' }),
          item({ id: 'e', name: 'Pesquisa futura', status: 'not-started' }),
        ],
      ],
    });
    renderApp('/app/user/home');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Pesquisa começada',
      'Pesquisa anônima',
      'Pesquisa futura',
      'Pesquisa respondida',
      'Pesquisa encerrada',
    ]);
    expect(rows[0]).toHaveTextContent('Respondida parcialmente');
    expect(rows[1]).toHaveTextContent('Em andamento');
    expect(rows[1]).toHaveTextContent('Anônima');
    expect(rows[2]).toHaveTextContent('Não iniciada');
    expect(rows[2]).toHaveTextContent('Abre em 10 de janeiro de 2026');
    expect(rows[4]).toHaveTextContent('Encerrada');

    expect(
      within(rows[0]).getByRole('link', { name: 'Continuar: Pesquisa começada' }),
    ).toHaveAttribute('href', '/app/user/survey/d');
    expect(
      within(rows[1]).getByRole('link', { name: 'Responder: Pesquisa anônima' }),
    ).toHaveAttribute('href', '/app/user/survey/c/anonymous');
    for (const row of rows.slice(2)) expect(within(row).queryByRole('link')).toBeNull();
  });

  it('keeps an empty state when there are none', async () => {
    signIn();
    replyByRoute({ 'GET /api/user/survey': [200, []] });
    renderApp('/app/user/home');
    expect(await screen.findByText(/Você não tem pesquisas para responder agora/)).toBeVisible();
  });

  it('offers to try again when the list does not load', async () => {
    signIn();
    replyByRoute({
      'GET /api/user/survey': [
        [500, {}],
        [200, []],
      ],
    });
    renderApp('/app/user/home');
    expect(await screen.findByText('Não foi possível carregar suas pesquisas.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Você não tem pesquisas/)).toBeVisible();
  });

  it('opens a survey inside the employee area', async () => {
    signIn();
    replyByRoute({
      'GET /api/user/survey': [200, [item({ id: 's9', name: 'Clima' })]],
      'GET /api/survey/s9': [404, {}],
    });
    renderApp('/app/user/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Responder: Clima' }));
    expect(
      await screen.findByRole('heading', { name: 'Questionário não encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  });
});
