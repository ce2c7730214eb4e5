import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyPrivacyRequest, PersonalData } from '../api/privacy';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, renderApp, replyWith } from '../test/render';

const profile = { id: '1', name: 'Ana Souza', email: 'ana@example.com', phone: null, cpf: null };
const held: PersonalData = {
  generatedAt: '2026-11-27T12:00:00Z',
  employments: [
    {
      company: 'Jacarandá S.A.',
      name: 'Ana Souza',
      email: 'ana@example.com',
      cellPhone: null,
      cpf: null,
      rg: null,
      birthDate: '1990-04-02',
      admissionDate: null,
      jobTitle: 'Analista',
      department: 'Pessoas',
      organization: null,
      isActive: true,
    },
  ],
  participations: [
    {
      surveyId: 's1',
      survey: 'Clima 2026',
      anonymous: false,
      status: 'answered',
      invitedOn: '2026-11-01',
    },
  ],
  identifiedResponses: [
    {
      surveyId: 's1',
      survey: 'Clima 2026',
      submittedOn: '2026-11-02',
      consent: { version: 'v1', given: true, at: '2026-11-02T13:00:00Z' },
      answers: [
        { question: 'Qual é a sua cor ou raça?', answer: ['Parda'] },
        { question: 'Você trabalha remotamente?', answer: ['Sim'] },
      ],
    },
  ],
  signIns: [],
};
const request: MyPrivacyRequest = {
  id: 'r1',
  kind: 'statement',
  survey: null,
  details: 'Com quem meus dados são compartilhados?',
  status: 'refused',
  createdAt: '2026-11-10T12:00:00Z',
  dueAt: '2026-11-25T12:00:00Z',
  answeredAt: '2026-11-12T12:00:00Z',
  answer: 'Pedido repetido.',
};
const page = (items: MyPrivacyRequest[]) => [
  200,
  { items, total: items.length, page: 1, pageSize: 50 },
];

/** The page (loaded on demand) with what the person holds on screen. */
const open = async (...after: Array<[number, unknown?]>) => {
  localStorage.setItem(
    STORAGE_KEYS.token,
    fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 }),
  );
  const calls = replyWith(
    [200, profile],
    [200, held],
    page([request]) as [number, unknown],
    ...after,
  );
  renderApp('/app/user/data');
  await screen.findByRole('heading', { name: 'Seu cadastro na empresa' });
  return calls;
};

describe('my data: what is held and the person’s rights', () => {
  it('shows the company’s record, identified answers with their consent, and why anonymous ones are not there', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Seu cadastro na empresa' })).toBeVisible();
    expect(screen.getByText('Jacarandá S.A.')).toBeVisible();
    const answers = screen.getByRole('region', { name: 'Suas respostas identificadas' });
    expect(within(answers).getByText('Parda')).toBeVisible();
    expect(
      within(answers).getByText(/Você concordou em responder às perguntas sobre dados sensíveis/),
    ).toBeVisible();
    expect(
      within(answers).getByText(/Suas respostas a pesquisas anônimas não aparecem aqui/),
    ).toBeVisible();
    const requests = screen.getByRole('list', { name: 'Seus pedidos' });
    expect(within(requests).getByText('Recusado')).toBeVisible();
    expect(within(requests).getByText('Resposta da empresa: Pedido repetido.')).toBeVisible();
  });

  it('withdraws a consent after one confirmation, and reads the page again', async () => {
    const calls = await open(
      [201, { ...request, id: 'r2', kind: 'consent-withdrawal', status: 'open' }],
      [200, held],
      page([request]) as [number, unknown],
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revogar consentimento: Clima 2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revogar o consentimento?' });
    expect(within(dialog).getByText(/da pesquisa "Clima 2026"/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar e apagar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Consentimento revogado.');
    expect(calls[3].url).toBe('/api/user/privacy/request');
    expect(JSON.parse(calls[3].init.body as string)).toEqual({
      kind: 'consent-withdrawal',
      surveyId: 's1',
    });
    await waitFor(() => expect(calls).toHaveLength(6));
  });

  it('asks what to correct before sending a correction', async () => {
    const calls = await open([201, { ...request, id: 'r3', kind: 'correction', status: 'open' }]);
    await userEvent.selectOptions(
      await screen.findByLabelText('O que você quer pedir?'),
      'correction',
    );
    expect(screen.getByText(/Algo no seu cadastro está errado/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeVisible();
    expect(calls).toHaveLength(3);
    await userEvent.type(
      screen.getByLabelText('O que está errado e como deve ficar?'),
      'Meu cargo é Coordenadora',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pedido enviado.');
    expect(JSON.parse(calls[3].init.body as string)).toEqual({
      kind: 'correction',
      details: 'Meu cargo é Coordenadora',
    });
  });

  it('downloads the statement as a PDF with the session', async () => {
    const created = vi.fn(() => 'blob:meus-dados');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const calls = await open([200, {}]);
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar em PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls[3].url).toBe('/api/user/privacy/data?format=pdf');
    expect(new Headers(calls[3].init.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});
