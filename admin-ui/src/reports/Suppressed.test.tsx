import { render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import { Heatmap } from './Heatmap';
import type { ReportView } from '@shared/report';
import { Suppressed } from './Suppressed';

async function renderIn(language: string, minimum: number) {
  localStorage.setItem('i18nextLng', language);
  const i18n = await createI18n();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18n.provider}>
        <Suppressed minimum={minimum} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('a suppressed cell', () => {
  // A group may be hidden though it is large, so that a small one cannot be worked out: the
  // label must not claim it had few answers.
  it.each([
    ['pt-BR', 5, 'Oculto para proteger o anonimato', 'Grupos com menos de 5 respostas'],
    ['en-US', 5, 'Hidden to protect anonymity', 'Groups with fewer than 5 answers'],
    ['es-ES', 10, 'Oculto para proteger el anonimato', 'Los grupos con menos de 10 respuestas'],
  ])(
    'says so neutrally in %s, the title giving the threshold',
    async (language, minimum, text, why) => {
      await renderIn(language, minimum);
      const cell = await screen.findByText(text);
      expect(cell).toHaveAttribute('data-suppressed');
      expect(cell.getAttribute('title')?.startsWith(why)).toBe(true);
    },
  );
});

describe('the heatmap', () => {
  it('shows favourable percentages and hidden cells with their question’s threshold', async () => {
    localStorage.setItem('i18nextLng', 'pt-BR');
    const i18n = await createI18n();
    const report = {
      minimumGroupSize: 5,
      groups: [
        { id: 'people', label: 'Pessoas' },
        { id: 'tech', label: 'Tecnologia' },
      ],
      questions: [{ id: 'q1', minimumGroupSize: 5 }],
      heatmap: [
        {
          questionId: 'q1',
          text: 'Sinto que pertenço a esta empresa',
          total: { favourable: 87.5, suppressed: false },
          groups: [
            { id: 'people', favourable: null, suppressed: true },
            { id: 'tech', favourable: 100, suppressed: false },
          ],
        },
      ],
    } as unknown as ReportView;
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18n.provider}>
          <Heatmap report={report} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const row = (
      await screen.findByRole('rowheader', { name: 'Sinto que pertenço a esta empresa' })
    ).parentElement as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['87,5%', 'Oculto para proteger o anonimato', '100%']);
  });
});
