import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import type { Participation, Survey } from '../survey.api';
import { ParticipationPanel } from './ParticipationPanel';

const counts = { total: 4, notStarted: 1, partiallyAnswered: 1, answered: 2, visitors: 3 };
const survey = {
  id: 's1',
  name: 'Censo 2026',
  status: 'in-progress',
  anonymous: false,
  counts,
} as Survey;

const page = (items: Participation['items']): Participation => ({
  anonymous: false,
  counts,
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

describe('participation', () => {
  it('lists the people of an identified survey, filtered by status', async () => {
    const getParticipation = vi.fn(async (_id: string, query: { status?: string }) =>
      page(
        [
          {
            employeeId: 'e1',
            name: 'Ana Lima',
            email: 'ana@example.com',
            department: 'TI',
            status: 'answered' as const,
          },
          {
            employeeId: 'e2',
            name: 'Bruno Reis',
            email: null,
            department: null,
            status: 'not-started' as const,
          },
        ].filter((person) => !query.status || person.status === query.status),
      ),
    );
    await renderInAdmin(
      <ParticipationPanel survey={survey} />,
      { getParticipation },
      { resource: 'survey' },
    );
    const table = await screen.findByRole('table', { name: 'Pessoas convidadas' });
    await within(table).findByRole('row', { name: /Ana Lima/ });
    screen.getByText('Taxa de resposta dos convidados: 50%');
    fireEvent.click(screen.getByRole('button', { name: 'Respondeu' }));
    await waitFor(() =>
      expect(getParticipation).toHaveBeenLastCalledWith('s1', {
        page: 1,
        pageSize: 25,
        status: 'answered',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Pessoas convidadas' })).queryByRole('row', {
          name: /Bruno Reis/,
        }),
      ).toBeNull(),
    );
  });

  it('shows counts only for an anonymous survey, and says why', async () => {
    const getParticipation = vi.fn();
    await renderInAdmin(
      <ParticipationPanel survey={{ ...survey, anonymous: true }} />,
      { getParticipation },
      { resource: 'survey' },
    );
    screen.getByText(/Pesquisa anônima: para que nenhuma resposta possa ser ligada a uma pessoa/);
    expect(screen.getByText('Visitantes (por código)').nextSibling).toHaveTextContent('3');
    expect(screen.queryByRole('table')).toBeNull();
    expect(getParticipation).not.toHaveBeenCalled();
  });

  it('waits for a draft to be sent', async () => {
    await renderInAdmin(
      <ParticipationPanel survey={{ ...survey, status: 'draft' }} />,
      {},
      { resource: 'survey' },
    );
    screen.getByText('A participação aparece depois que a pesquisa for enviada.');
  });
});
