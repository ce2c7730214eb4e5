import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import type { TrendView } from './trend.api';
import { TrendSection } from './TrendSection';

const point = (value: number | null, suppressed = false) => ({ value, suppressed });

const view: TrendView = {
  survey: { id: 's2', name: 'Censo 2027' },
  series: { id: 'series', name: 'Censo 2026' },
  minimumGroupSize: 5,
  editions: [
    { id: 's1', name: 'Censo 2026', edition: 1, status: 'closed' },
    { id: 's2', name: 'Censo 2027', edition: 2, status: 'closed' },
  ],
  groups: [
    { id: 'branca', label: 'Branca' },
    { id: 'preta', label: 'Preta' },
  ],
  questions: [
    {
      id: 'belonging',
      text: 'Sinto que pertenço',
      type: 'scale',
      lines: [
        {
          groupId: null,
          points: [point(64.3), point(92.7)],
          current: 92.7,
          previous: 64.3,
          difference: 28.4,
        },
        {
          groupId: 'branca',
          points: [point(75), point(100)],
          current: 100,
          previous: 75,
          difference: 25,
        },
        {
          groupId: 'preta',
          points: [point(null, true), point(null, true)],
          current: null,
          previous: null,
          difference: null,
        },
      ].map((line) => ({ ...line, measure: 'favourable', label: 'Respostas favoráveis (%)' })),
    },
  ],
};

describe('trend section', () => {
  it('shows the last difference per group, and hidden cells as hidden', async () => {
    await renderInAdmin(<TrendSection surveyId="s2" query={{}} />, {
      getTrend: vi.fn(async () => view),
    });
    const table = within(
      await screen.findByRole('table', { name: 'Diferença entre as duas últimas edições' }),
    );
    const row = (name: string) => within(table.getByRole('rowheader', { name }).closest('tr')!);
    row('Total').getByText('+28,4 p.p.');
    row('Branca').getByText('+25 p.p.');
    expect(row('Preta').getAllByText('Oculto para proteger o anonimato')).toHaveLength(3);
  });

  it('says when there is no earlier edition', async () => {
    await renderInAdmin(<TrendSection surveyId="s1" query={{}} />, {
      getTrend: vi.fn(async () => ({ ...view, editions: view.editions.slice(0, 1) })),
    });
    await screen.findByText(/Esta é a primeira edição da série/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
