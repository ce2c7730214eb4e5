import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import { DashboardAppBar } from './DashboardAppBar';

/** A request that never ends, so the loading indicator keeps turning. */
function PendingRequest() {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => undefined) });
  return null;
}

describe('the app bar', () => {
  it('names the loading spinner while a request is in flight', async () => {
    const i18n = await createI18n();
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18n.provider}>
          <PendingRequest />
          <DashboardAppBar />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
  });
});
