import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import AuditList from './AuditList';

const entries = [
  {
    id: 'e1',
    action: 'company.impersonate',
    actor: { id: 'o1', name: 'Dona da Plataforma' },
    details: {},
    createdAt: '2026-11-20T13:05:00.000Z',
  },
  {
    id: 'e2',
    action: 'retention.applied',
    actor: null,
    details: { identifiedResponses: 12 },
    createdAt: '2026-11-21T03:00:00.000Z',
  },
  {
    id: 'e3',
    action: 'something.new',
    actor: null,
    details: {},
    createdAt: '2026-11-22T03:00:00.000Z',
  },
];

describe('the audit log', () => {
  it('names each action in the reader’s language, the job as the system, and filters by action', async () => {
    const getList = vi.fn(async () => ({ data: entries, total: entries.length }));
    await renderInAdmin(<AuditList />, { getList }, { resource: 'audit' });
    await screen.findByText('Acesso da plataforma como a empresa');
    screen.getByText('Dona da Plataforma');
    screen.getByText('Política de retenção aplicada');
    screen.getByText('identifiedResponses: 12');
    expect(screen.getAllByText('Sistema')).toHaveLength(2);
    // An action this dashboard does not know yet still shows, by its code.
    screen.getByText('something.new');
    expect(getList).toHaveBeenLastCalledWith(
      'audit',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SSO alterado' }));
    await vi.waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'audit',
        expect.objectContaining({ filter: { action: 'sso.updated' } }),
      ),
    );
  });
});
