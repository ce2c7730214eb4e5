import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { AnswerForm } from './AnswerForm';
import type { PrivacyRequest } from './privacyRequest.api';
import { DeadlineField } from './PrivacyRequestFields';

const correction: PrivacyRequest = {
  id: 'r1',
  kind: 'correction',
  survey: null,
  details: 'Meu nome é Ana Souza Lima',
  status: 'open',
  createdAt: '2026-11-01T12:00:00Z',
  dueAt: '2026-11-16T12:00:00Z',
  answeredAt: null,
  answer: null,
  overdue: true,
  person: { employeeId: 'e1', name: 'Ana Souza', email: 'ana@example.com' },
  outcome: {},
  record: {
    name: 'Ana Souza',
    email: 'ana@example.com',
    cellPhone: null,
    cpf: null,
    rg: null,
    birthDate: null,
    admissionDate: null,
    jobTitle: 'Analista',
  },
  responses: 0,
};

const render = (request: PrivacyRequest, api: Record<string, unknown>) =>
  renderInAdmin(
    <RecordContextProvider value={request}>
      <DeadlineField />
      <AnswerForm request={request} />
    </RecordContextProvider>,
    api,
    { resource: 'privacy-request' },
  );

describe('answering a person’s request', () => {
  it('marks an overdue deadline and sends only the fields the administrator corrected', async () => {
    const answerPrivacyRequest = vi.fn(async () => ({ ...correction, status: 'done' }));
    await render(correction, { answerPrivacyRequest });
    expect(await screen.findByText('Prazo vencido')).toBeInTheDocument();
    const name = await screen.findByLabelText('Nome completo');
    fireEvent.change(name, { target: { value: 'Ana Souza Lima' } });
    fireEvent.change(screen.getByLabelText('Mensagem para a pessoa'), {
      target: { value: 'Nome corrigido.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() =>
      expect(answerPrivacyRequest).toHaveBeenCalledWith('r1', {
        status: 'done',
        answer: 'Nome corrigido.',
        correction: { name: 'Ana Souza Lima' },
      }),
    );
  });

  it('shows the server’s reason on the field when a refusal has none', async () => {
    const answerPrivacyRequest = vi.fn(async () => {
      throw new HttpError('Informe o motivo', 400, {
        errors: { answer: 'Informe o motivo da recusa: ele é enviado à pessoa.' },
      });
    });
    await render(correction, { answerPrivacyRequest });
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(answerPrivacyRequest).toHaveBeenCalledWith('r1', { status: 'refused' }),
    );
    expect(
      await screen.findAllByText('Informe o motivo da recusa: ele é enviado à pessoa.'),
    ).not.toHaveLength(0);
  });

  it('offers no refusal of a consent already withdrawn', async () => {
    await render(
      { ...correction, kind: 'consent-withdrawal', record: null, overdue: false },
      { answerPrivacyRequest: vi.fn() },
    );
    expect(await screen.findByRole('button', { name: 'Concluir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(screen.queryByText('Prazo vencido')).toBeNull();
    expect(screen.getByText(/O consentimento foi revogado quando a pessoa pediu/)).toBeVisible();
  });
});
