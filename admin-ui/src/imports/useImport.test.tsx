import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ImportView } from './import.api';
import { ImportProgress } from './ImportProgress';
import { useImportView } from './useImport';

function Probe({ id }: { id: string }) {
  const { data } = useImportView(id);
  return data ? <ImportProgress view={data} /> : null;
}

const step = (status: ImportView['status'], progress: number) =>
  ({ id: 'i1', status, progress }) as ImportView;

describe('import progress', () => {
  it('asks again while the worker runs, shows the progress, and stops once settled', async () => {
    const answers = [step('validating', 30), step('validating', 80), step('awaiting-edition', 100)];
    const getImport = vi.fn(async () => answers[Math.min(getImport.mock.calls.length - 1, 2)]);
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={{ getImport } as unknown as DataProvider}>
          <Probe id="i1" />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    await waitFor(
      () => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(getImport).toHaveBeenCalledTimes(3), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(getImport).toHaveBeenCalledTimes(3);
  });
});
