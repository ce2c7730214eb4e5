import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { fakeToken } from '../test/fakes';
import type { Survey } from './survey.api';
import { SurveyActions } from './SurveyActions';

const draft: Survey = {
  id: 's1',
  name: 'Censo 2026',
  texts: {},
  questionnaireId: 'qn1',
  anonymous: true,
  audience: { type: 'all' },
  startsAt: null,
  endsAt: null,
  accessModes: ['link'],
  reminderIntervalDays: null,
  recurrence: 'none',
  status: 'draft',
  sentAt: null,
  closedAt: null,
  questionCount: null,
  seriesId: null,
  edition: null,
  counts: { total: 0, notStarted: 0, partiallyAnswered: 0, answered: 0, visitors: 0 },
};

const signIn = (modules: string[]) =>
  localStorage.setItem(
    'diversitera.token',
    fakeToken({ id: 'a1', role: 'admin', name: 'Marina', modules }),
  );

async function renderActions(api: Record<string, unknown>, survey = draft) {
  await renderInAdmin(
    <RecordContextProvider value={survey}>
      <SurveyActions />
    </RecordContextProvider>,
    {
      getOne: vi.fn(async () => ({ data: { id: 'qn1', name: 'Censo de diversidade' } })),
      ...api,
    },
    { resource: 'survey' },
  );
}

describe('survey actions', () => {
  it('sends after saying the questionnaire is frozen', async () => {
    signIn(['Company', 'Survey']);
    const sendSurvey = vi.fn(async () => ({ ...draft, status: 'in-progress' }));
    await renderActions({
      getAbout: vi.fn(async () => ({ subscriptionExpired: false })),
      sendSurvey,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar pesquisa' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Enviar "Censo 2026"?' }));
    await confirm.findByText(/O questionário "Censo de diversidade" fica congelado nesta pesquisa/);
    confirm.getByText(/Cada pessoa do público recebe agora um e-mail/);
    fireEvent.click(confirm.getByRole('button', { name: 'Enviar pesquisa' }));
    await waitFor(() => expect(sendSurvey).toHaveBeenCalledWith('s1'));
  });

  it('names, before sending, the survey texts a language of the audience lacks', async () => {
    signIn(['Company', 'Survey']);
    await renderActions({
      getAbout: vi.fn(async () => ({ subscriptionExpired: false })),
      getTranslationGaps: vi.fn(async () => ({
        languages: [
          { language: 'en-US', people: 2, questions: 1, texts: ['title', 'closing'] },
          { language: 'es-ES', people: 0, questions: 0, texts: ['introduction'] },
        ],
      })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar pesquisa' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Enviar "Censo 2026"?' }));
    await confirm.findByText(/Faltam textos num idioma que o seu público pode ler/);
    confirm.getByText(
      'English (United States) (pessoas do público que o leem: 2): 1 pergunta sem texto. English (United States): textos da pesquisa sem tradução: título, texto de encerramento.',
    );
    // No question lacks Spanish: only the survey's own text is named.
    confirm.getByText('Español (España): textos da pesquisa sem tradução: introdução.');
  });

  it('cannot send when the subscription has expired, and says so', async () => {
    signIn(['Company', 'Survey']);
    await renderActions({ getAbout: vi.fn(async () => ({ subscriptionExpired: true })) });
    await screen.findByText(/A assinatura da empresa expirou: não é possível enviar pesquisas/);
    expect(screen.getByRole('button', { name: 'Enviar pesquisa' })).toBeDisabled();
  });

  it('shows the API’s 409 and stops sending when the company cannot read its subscription', async () => {
    // Without the Company module the subscription is unknown until the API refuses.
    signIn(['Survey']);
    const getAbout = vi.fn();
    const sendSurvey = vi.fn(async () => {
      throw new HttpError(
        'A assinatura da empresa expirou: não é possível enviar pesquisas.',
        409,
        { code: 'survey.subscriptionExpired' },
      );
    });
    await renderActions({ getAbout, sendSurvey });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar pesquisa' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Enviar "Censo 2026"?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Enviar pesquisa' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A assinatura da empresa expirou');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar pesquisa' })).toBeDisabled(),
    );
    expect(getAbout).not.toHaveBeenCalled();
  });

  it('offers a reminder and closing while the survey is open', async () => {
    signIn(['Survey']);
    const remindSurvey = vi.fn(async () => ({ reminded: 2 }));
    await renderActions(
      { remindSurvey },
      {
        ...draft,
        status: 'in-progress',
        sentAt: '2026-11-20T12:00:00Z',
        counts: { total: 3, notStarted: 1, partiallyAnswered: 1, answered: 1, visitors: 0 },
      },
    );
    expect(screen.queryByRole('button', { name: 'Enviar pesquisa' })).toBeNull();
    screen.getByRole('button', { name: 'Encerrar' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar lembrete' }));
    const confirm = within(await screen.findByRole('dialog'));
    confirm.getByText(/2 pessoas ainda não terminaram/);
    fireEvent.click(confirm.getByRole('button', { name: 'Enviar lembrete' }));
    await waitFor(() => expect(remindSurvey).toHaveBeenCalledWith('s1'));
  });

  it('makes the next edition of a closed survey under the name given', async () => {
    signIn(['Survey']);
    const newEdition = vi.fn(async () => ({ ...draft, id: 's2', edition: 2 }));
    await renderActions(
      { newEdition },
      {
        ...draft,
        status: 'closed',
        sentAt: '2026-11-20T12:00:00Z',
        closedAt: '2026-11-27T12:00:00Z',
      },
    );
    expect(screen.queryByRole('button', { name: 'Nova edição' })).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nova edição' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Nova edição de "Censo 2026"' }),
    );
    fireEvent.change(dialog.getByLabelText('Nome da nova edição'), {
      target: { value: 'Censo 2027' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Nova edição' }));
    await waitFor(() => expect(newEdition).toHaveBeenCalledWith('s1', 'Censo 2027'));
  });

  it('offers no new edition of a draft', async () => {
    signIn(['Survey']);
    await renderActions({ getAbout: vi.fn(async () => ({ subscriptionExpired: false })) });
    await screen.findByRole('button', { name: 'Enviar pesquisa' });
    expect(screen.queryByRole('button', { name: 'Nova edição' })).toBeNull();
  });

  it('extends a running survey to a later end chosen in a dialog', async () => {
    signIn(['Company', 'Survey']);
    const endsAt = new Date(Date.now() + 2 * 864e5).toISOString();
    const running = { ...draft, status: 'in-progress' as const, sentAt: endsAt, endsAt };
    const extendSurvey = vi.fn(async () => running);
    await renderActions({ getAbout: vi.fn(async () => ({})), extendSurvey }, running);
    fireEvent.click(await screen.findByRole('button', { name: 'Prorrogar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Prorrogar "Censo 2026"?' }));
    fireEvent.change(dialog.getByLabelText('Novo término'), {
      target: { value: '2099-12-18T18:00' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Prorrogar' }));
    await waitFor(() =>
      expect(extendSurvey).toHaveBeenCalledWith('s1', new Date('2099-12-18T18:00').toISOString()),
    );
  });

  it('reopens a survey closed before its planned end, and not one whose period is over', async () => {
    signIn(['Company', 'Survey']);
    const future = new Date(Date.now() + 5 * 864e5).toISOString();
    const closed = { ...draft, status: 'closed' as const, sentAt: future, closedAt: future };
    const reopenSurvey = vi.fn(async () => ({ ...closed, status: 'in-progress' }));
    await renderActions(
      { getAbout: vi.fn(async () => ({})), reopenSurvey },
      { ...closed, endsAt: future },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Reabrir "Censo 2026"?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(reopenSurvey).toHaveBeenCalledWith('s1'));
  });

  it('offers no reopening once the planned period is over', async () => {
    signIn(['Company', 'Survey']);
    const past = new Date(Date.now() - 864e5).toISOString();
    await renderActions(
      { getAbout: vi.fn(async () => ({})) },
      { ...draft, status: 'closed', sentAt: past, closedAt: past, endsAt: past },
    );
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prorrogar' })).toBeNull();
  });
});
