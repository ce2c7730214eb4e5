import { fireEvent, screen, within } from '@testing-library/react';
import { Notification, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { EraseCompanyButton } from './EraseCompanyButton';

const company = { id: 'c1', companyName: 'Aurora Ltda.' };
const due = { companyId: 'c1', dueAt: '2027-01-05T12:00:00.000Z', requestedAt: null };
const none = { companyId: 'c1', dueAt: null, requestedAt: null };

const render = (calls: Record<string, unknown>) =>
  renderInAdmin(
    <RecordContextProvider value={company}>
      <EraseCompanyButton />
      <Notification />
    </RecordContextProvider>,
    calls,
    { resource: 'company' },
  );

describe('the owner’s erasure of a company', () => {
  it('asks once, naming the company, then offers to cancel until the date', async () => {
    const scheduleErasure = vi.fn(async () => due);
    const cancelErasure = vi.fn(async () => none);
    await render({ getErasure: vi.fn(async () => none), scheduleErasure, cancelErasure });
    fireEvent.click(await screen.findByRole('button', { name: 'Apagar os dados da empresa' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Apagar todos os dados de Aurora Ltda.?');
    expect(scheduleErasure).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Dados da empresa serão apagados em 05/01/2027');
    expect(scheduleErasure).toHaveBeenCalledWith('c1');

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar a eliminação (05/01/2027)' }));
    await screen.findByText('Eliminação cancelada');
    expect(cancelErasure).toHaveBeenCalledWith('c1');
    await screen.findByRole('button', { name: 'Apagar os dados da empresa' });
  });
});
