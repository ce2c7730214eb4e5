import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import type { Survey, SurveyReach } from '../survey.api';
import { ReachPanel } from './ReachPanel';

const none = {
  'invalid-number': 0,
  'opted-out': 0,
  'template-rejected': 0,
  refused: 0,
  'gave-up': 0,
};
const reach: SurveyReach = {
  channels: {
    email: { invited: 40, reached: 39, pending: 1, failed: none },
    sms: {
      invited: 12,
      reached: 9,
      pending: 0,
      failed: { ...none, 'invalid-number': 2, 'opted-out': 1 },
    },
    whatsapp: { invited: 5, reached: 4, pending: 0, failed: { ...none, 'template-rejected': 1 } },
  },
  unreachable: 3,
};

describe('reach of the invitations', () => {
  it('counts each channel’s people, says why the others were not reached, and who nothing reaches', async () => {
    const getReach = vi.fn(async () => reach);
    await renderInAdmin(
      <ReachPanel survey={{ id: 's1' } as Survey} />,
      { getReach },
      { resource: 'survey' },
    );
    const table = await screen.findByRole('table', { name: 'Alcance dos convites' });
    const sms = within(table).getByRole('row', { name: /^SMS/ });
    expect(
      within(sms)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '9', '0', 'número inválido: 2; pediu para sair: 1']);
    within(table).getByRole('row', { name: /WhatsApp.*modelo do WhatsApp não aprovado: 1/ });
    screen.getByText(/3 pessoas sem nenhum canal/);
    expect(getReach).toHaveBeenCalledWith('s1');
  });
});
