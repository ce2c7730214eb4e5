import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../library/testing';
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
});
