import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, renderApp, replyByRoute } from '../test/render';
import { survey } from '../test/surveyFixtures';
import { IDLE_MS, WARNING_MS } from './kioskSession';

describe('kiosk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens a visit of its own for each person, keeps nothing, and wipes everything after a pause', async () => {
    // The clock moves by itself for the screen's own waits, and leaps where the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      replace,
    } as Location);
    const calls = replyByRoute({
      'POST /api/user/auth/access-by-code': [
        200,
        { token: fakeToken({ surveyId: 's1', visit: true }), surveyId: 's1' },
      ],
      'GET /api/survey/s1': [200, survey({ id: 's1', name: 'Quiosque da recepção' })],
    });
    renderApp('/kiosk?code=ABCD-EFGH');
    fireEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Quiosque da recepção' });
    expect(calls[0].body).toEqual({ code: 'ABCD-EFGH' });
    fireEvent.click(screen.getByLabelText('Sim'));
    expect(Object.keys(localStorage).filter((key) => key.includes('survey'))).toEqual([]);

    await act(async () => vi.advanceTimersByTime(IDLE_MS));
    screen.getByRole('dialog', { name: 'Você ainda está aí?' });
    expect(replace).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(WARNING_MS));
    expect(replace).toHaveBeenCalledWith('/kiosk?code=ABCD-EFGH');
    expect(localStorage.length).toBe(0);
  });

  it('thanks each person with the survey’s closing text, beside the kiosk’s own promise', async () => {
    replyByRoute({
      'POST /api/user/auth/access-by-code': [
        200,
        { token: fakeToken({ surveyId: 's1', visit: true }), surveyId: 's1' },
      ],
      'GET /api/survey/s1': [
        200,
        survey({
          id: 's1',
          anonymous: true,
          questions: survey().questions.slice(0, 1),
          closing: '<p>Obrigado, equipe de RH!</p>',
        }),
      ],
      'POST /api/survey/s1/start': [204],
      'POST /api/survey/s1/submit': [201, {}],
    });
    renderApp('/kiosk?code=ABCD-EFGH');
    fireEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    fireEvent.click(await screen.findByLabelText('Não'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await screen.findByText('Obrigado, equipe de RH!');
    screen.getByText('Suas respostas foram enviadas e já foram apagadas deste tablet.');
  });

  it('says a kiosk opened without a code needs one', async () => {
    renderApp('/kiosk');
    await screen.findByText(/Este quiosque não tem um código de acesso/);
  });
});
