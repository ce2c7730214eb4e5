import { render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import { QuestionCard } from './QuestionCard';
import type { QuestionReport, ReportView } from '@shared/report';

const report = {
  survey: { id: 's1', name: 'Clima', anonymous: true, status: 'closed' },
  groups: [
    { id: 'tech', label: 'Tecnologia' },
    { id: 'sales', label: 'Vendas' },
  ],
  textMinimumGroupSize: 10,
} as unknown as ReportView;

const question = (values: Partial<QuestionReport>): QuestionReport => ({
  id: 'q',
  position: 0,
  type: 'nps',
  text: 'Você recomendaria a empresa?',
  sensitive: false,
  category: null,
  minimumGroupSize: 5,
  total: { suppressed: false, respondents: 12 },
  groups: [],
  ...values,
});

async function renderCard(value: QuestionReport) {
  localStorage.setItem('i18nextLng', 'pt-BR');
  const i18n = await createI18n();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18n.provider}>
        <QuestionCard question={value} number={1} report={report} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('report figures of NPS and ranking questions', () => {
  it('shows eNPS per group, and nothing of a suppressed group', async () => {
    await renderCard(
      question({
        total: {
          suppressed: false,
          respondents: 12,
          nps: { promoters: 50, passives: 25, detractors: 25, score: 25 },
        },
        groups: [
          {
            id: 'tech',
            suppressed: false,
            respondents: 8,
            nps: { promoters: 25, passives: 25, detractors: 50, score: -25 },
          },
          { id: 'sales', suppressed: true, respondents: null },
        ],
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'eNPS' })).toBeVisible();
    expect(within(rowOf('Total')).getByText('+25')).toBeVisible();
    expect(within(rowOf('Tecnologia')).getByText('-25')).toBeVisible();
    expect(within(rowOf('Tecnologia')).getByText('50%')).toBeVisible();
    expect(within(rowOf('Vendas')).getByText('Oculto para proteger o anonimato')).toBeVisible();
    expect(within(rowOf('Vendas')).queryByText(/%/)).toBeNull();
  });

  it('shows the mean rank and the share ranked first of each option', async () => {
    await renderCard(
      question({
        type: 'ranking',
        total: {
          suppressed: false,
          respondents: 12,
          ranking: [
            { key: 'pay', label: 'Salário', meanRank: 1.25, rankedFirst: 75 },
            { key: 'growth', label: 'Crescimento', meanRank: 1.75, rankedFirst: 25 },
          ],
        },
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Salário' })).toBeVisible();
    expect(within(rowOf('Total')).getByText('1.25 (1º: 75%)')).toBeVisible();
  });
});
