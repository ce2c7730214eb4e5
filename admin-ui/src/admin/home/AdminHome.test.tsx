import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { fakeToken } from '../../test/fakes';
import { AdminHome } from './AdminHome';

/** A flag's row: its icon's title (done or to do) and its name. */
const item = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((element) => element.textContent?.endsWith(name)) as HTMLElement;

describe('administrator home', () => {
  it('shows the onboarding flags as they are now, not as the token was issued', async () => {
    // Signed in before the first employee existed; the plan has no Company module.
    localStorage.setItem(
      'diversitera.token',
      fakeToken({
        role: 'admin',
        name: 'Marina',
        modules: ['Employee'],
        isAboutComplete: true,
        isEmployeesComplete: false,
      }),
    );
    const getOnboarding = vi.fn(async () => ({
      isAboutComplete: true,
      isEmployeesComplete: true,
      isEvaluationComplete: false,
      isSetupComplete: false,
      token: 'fresh',
    }));
    await renderInAdmin(<AdminHome />, { getOnboarding }, { resource: 'employee' });
    await screen.findByText('Olá, Marina!');
    await waitFor(() => expect(within(item('Colaboradores')).getByTitle('Concluída')).toBeTruthy());
    expect(within(item('Avaliação')).getByTitle('Pendente')).toBeInTheDocument();
    expect(getOnboarding).toHaveBeenCalledTimes(1);
  });

  it('lists the surveys in progress with their response rates, and what to do next', async () => {
    localStorage.setItem(
      'diversitera.token',
      fakeToken({
        role: 'admin',
        name: 'Marina',
        modules: ['Employee', 'Survey', 'Chart'],
        isEmployeesComplete: true,
      }),
    );
    const survey = (id: string, name: string, answered: number, total: number) => ({
      id,
      name,
      status: 'in-progress',
      endsAt: '2099-12-18T21:00:00.000Z',
      counts: { total, answered, notStarted: total - answered, partiallyAnswered: 0, visitors: 0 },
    });
    const getList = vi.fn(async (_resource: string, params: { filter?: { status?: string } }) =>
      params.filter?.status === 'in-progress'
        ? { data: [survey('s1', 'Censo 2026', 9, 10), survey('s2', 'Pulso', 3, 10)], total: 2 }
        : params.filter?.status === 'closed'
          ? { data: [{ ...survey('s0', 'Clima 2025', 40, 50), status: 'closed' }], total: 1 }
          : { data: [survey('s1', 'Censo 2026', 9, 10)], total: 3 },
    );
    await renderInAdmin(
      <AdminHome />,
      { getOnboarding: vi.fn(async () => ({})), getList },
      { resource: 'survey' },
    );
    await screen.findByRole('heading', { name: 'Pesquisas em andamento' });
    await screen.findByText(/9 de 10 responderam \(90%\)/);
    screen.getByText(/3 de 10 responderam \(30%\)/);
    const next = within(screen.getByRole('region', { name: 'O que fazer agora' }));
    expect(next.getByRole('link', { name: /Menos da metade respondeu "Pulso"/ })).toHaveAttribute(
      'href',
      '/survey/s2/show',
    );
    next.getByRole('link', { name: /Veja o relatório de "Clima 2025"/ });
    expect(next.queryByText(/Censo 2026/)).toBeNull();
  });
});
