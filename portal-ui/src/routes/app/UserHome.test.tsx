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
  closedAt: null,
  ...values,
});

/** The API's page of the list. */
const page = (
  items: SurveySummary[],
  { total = items.length, number = 1, pageSize = 20 } = {},
) => ({ items, total, page: number, pageSize });

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
        page([
          item({ id: 'a', name: 'Pesquisa encerrada', status: 'closed' }),
          item({ id: 'b', name: 'Pesquisa respondida', participationStatus: 'answered' }),
          item({ id: 'c', name: 'Pesquisa anônima', anonymous: true }),
          item({ id: 'd', name: 'Pesquisa começada', participationStatus: 'partially-answered' }),
          item({ id: 'e', name: 'Pesquisa futura', status: 'not-started' }),
        ]),
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
    expect(rows[1]).not.toHaveTextContent('Identificada');
    expect(rows[0]).toHaveTextContent('Identificada');
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
    replyByRoute({ 'GET /api/user/survey': [200, page([])] });
    renderApp('/app/user/home');
    expect(await screen.findByText(/Você não tem pesquisas para responder agora/)).toBeVisible();
  });

  it('offers to try again when the list does not load', async () => {
    signIn();
    replyByRoute({
      'GET /api/user/survey': [
        [500, {}],
        [200, page([])],
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
      'GET /api/user/survey': [200, page([item({ id: 's9', name: 'Clima' })])],
      'GET /api/survey/s9': [404, {}],
    });
    renderApp('/app/user/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Responder: Clima' }));
    expect(
      await screen.findByRole('heading', { name: 'Questionário não encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  });

  it('dates a survey closed early by its closing day, an expired one by its end', async () => {
    signIn();
    replyByRoute({
      'GET /api/user/survey': [
        200,
        page([
          item({
            id: 'early',
            name: 'Encerrada antes',
            status: 'closed',
            endsAt: '2026-12-20T12:00:00Z',
            closedAt: '2026-03-05T15:00:00Z',
          }),
          item({ id: 'late', name: 'Expirada', status: 'expired', endsAt: '2026-02-01T12:00:00Z' }),
        ]),
      ],
    });
    renderApp('/app/user/home');
    const early = (await screen.findByRole('heading', { name: 'Encerrada antes' })).closest('li');
    expect(early).toHaveTextContent('Encerrou em 5 de março de 2026');
    expect(early).not.toHaveTextContent('dezembro');
    const late = screen.getByRole('heading', { name: 'Expirada' }).closest('li');
    expect(late).toHaveTextContent('Encerrou em 1 de fevereiro de 2026');
  });

  it('asks for 20 at a time and shows more on request, where the new ones begin', async () => {
    signIn();
    const first = Array.from({ length: 20 }, (_, index) =>
      item({ id: `s${index}`, name: `Pesquisa ${index}` }),
    );
    const calls = replyByRoute({
      'GET /api/user/survey': [
        [200, page(first, { total: 22 })],
        // A survey sent meanwhile shifted the pages: the last one of page 1 comes again.
        [
          200,
          page(
            [
              first[19],
              item({ id: 'n1', name: 'Mais antiga 1' }),
              item({ id: 'n2', name: 'Mais antiga 2' }),
            ],
            {
              total: 23,
              number: 2,
            },
          ),
        ],
      ],
    });
    renderApp('/app/user/home');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Mostrando 20 de 22 pesquisas')).toBeVisible();
    expect(calls[0].url).toBe('/api/user/survey?page=1&pageSize=20');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais pesquisas' }));
    const firstNew = await screen.findByRole('listitem', { name: 'Mais antiga 1' });
    expect(calls[1].url).toBe('/api/user/survey?page=2&pageSize=20');
    expect(within(list).getAllByRole('listitem')).toHaveLength(22);
    expect(firstNew).toHaveFocus();
    // Two pages of 20 hold all 23: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Mostrar mais pesquisas' })).toBeNull();
  });

  it('keeps the list and the button when more do not load', async () => {
    signIn();
    replyByRoute({
      'GET /api/user/survey': [
        [200, page([item({ id: 'a', name: 'A' })], { total: 30 })],
        [500, {}],
      ],
    });
    renderApp('/app/user/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar mais pesquisas' }));
    expect(await screen.findByText('Não foi possível carregar suas pesquisas.')).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'A' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mostrar mais pesquisas' })).toBeEnabled();
  });
});
