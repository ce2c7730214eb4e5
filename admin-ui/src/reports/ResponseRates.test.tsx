import { render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import type { ReportView } from '@shared/report';
import { ResponseRates } from './ResponseRates';

describe('the response-rate table', () => {
  it('shows access-code answers in their own column, not beside the invited', async () => {
    localStorage.setItem('i18nextLng', 'pt-BR');
    const i18n = await createI18n();
    const report = {
      minimumGroupSize: 5,
      groupBy: null,
      filters: { departmentId: null, organizationId: null },
      groups: [],
      responseRate: {
        visitors: 9,
        total: { invited: 5, respondents: 9, rate: 0, suppressed: false },
        groups: [],
      },
    } as unknown as ReportView;
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18n.provider}>
          <ResponseRates report={report} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const header = await screen.findByRole('columnheader', { name: 'Por código de acesso' });
    expect(header).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'Total' }).parentElement as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '0', '0%', '9']);
  });
});
