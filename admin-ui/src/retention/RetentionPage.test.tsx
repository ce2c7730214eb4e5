import { fireEvent, screen, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import RetentionPage from './RetentionPage';
import type { RetentionCounts, SavedRetentionPolicy } from './retention.api';

const defaults: SavedRetentionPolicy = {
  identifiedAnswersDays: 730,
  formerEmployeeDays: 365,
  recordsDays: 365,
  saved: false,
  updatedAt: null,
};
const counts: RetentionCounts = {
  identifiedResponses: 12,
  drafts: 0,
  formerEmployees: 1,
  auditEntries: 40,
  signInRecords: 3,
};

const render = (calls: Record<string, unknown>) =>
  renderInAdmin(
    <>
      <RetentionPage />
      <Notification />
    </>,
    { getRetention: vi.fn(async () => defaults), ...calls },
    { resource: 'company' },
  );

describe('the retention page', () => {
  it('shows what the policy would reach today before saving it, and saves only when confirmed', async () => {
    const retentionDryRun = vi.fn(async () => counts);
    const saveRetention = vi.fn(async () => ({
      ...defaults,
      identifiedAnswersDays: 90,
      saved: true,
    }));
    await render({ retentionDryRun, saveRetention });
    await screen.findByText('A empresa ainda usa os prazos padrão abaixo.');
    fireEvent.change(await screen.findByLabelText(/Respostas identificadas/), {
      target: { value: '90' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog');
    const asked = { identifiedAnswersDays: 90, formerEmployeeDays: 365, recordsDays: 365 };
    expect(retentionDryRun).toHaveBeenCalledWith(asked);
    within(dialog).getByText('12 respostas identificadas seriam anonimizadas');
    within(dialog).getByText('1 ex-colaborador seria anonimizado');
    within(dialog).getByText('40 registros de auditoria seriam eliminados');
    expect(saveRetention).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Política de retenção salva');
    expect(saveRetention).toHaveBeenCalledWith(asked);
  });

  it('refuses a period out of bounds without asking the server', async () => {
    const retentionDryRun = vi.fn(async () => counts);
    await render({ retentionDryRun });
    fireEvent.change(await screen.findByLabelText(/Registros de auditoria/), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(/Deve ser ao menos 183/);
    expect(retentionDryRun).not.toHaveBeenCalled();
  });
});
