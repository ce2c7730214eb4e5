import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, renderApp, replyWith } from '../test/render';

describe('business sign-up', () => {
  const fill = async () => {
    await userEvent.type(await screen.findByLabelText('Nome'), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('Telefone'), '11987654321');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Razão Social'), 'Empresa Exemplo Ltda');
    await userEvent.type(screen.getByLabelText('CNPJ'), '12abc34501de35');
  };

  it('sends the masked values and confirms in a modal', async () => {
    const calls = replyWith([201, { id: 'a1' }]);
    renderApp('/business-signup');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const modal = await screen.findByRole('dialog', { name: 'Dados enviados!' });
    expect(
      within(modal).getByText('Recebemos seus dados. Em breve entraremos em contato.'),
    ).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(calls[0].url).toBe('/api/user/company/request');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      contactName: 'Ana Souza',
      contactPhone: '+55 11 98765-4321',
      contactEmail: 'ana@example.com',
      companyName: 'Empresa Exemplo Ltda',
      cnpj: '12.ABC.345/01DE-35',
    });
  });

  it('lists the server\u2019s field errors in the toast and on the fields', async () => {
    replyWith([
      400,
      {
        statusCode: 400,
        message: 'Já existe uma empresa cadastrada com este CNPJ.',
        errors: {
          cnpj: ['Já existe uma empresa cadastrada com este CNPJ.'],
          contactEmail: ['E-mail inválido.'],
        },
      },
    ]);
    renderApp('/business-signup');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.querySelector('.toast-message')?.textContent).toBe(
        'CNPJ: Já existe uma empresa cadastrada com este CNPJ.\nE-mail: E-mail inválido.',
      ),
    );
    expect(screen.getByLabelText('CNPJ')).toHaveAccessibleDescription(
      'Já existe uma empresa cadastrada com este CNPJ.',
    );
  });

  it('says why a request was refused, in the server’s words', async () => {
    replyWith([
      409,
      { statusCode: 409, message: 'Já existe uma empresa cadastrada com este CNPJ.' },
    ]);
    renderApp('/business-signup');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Já existe uma empresa cadastrada com este CNPJ.'),
    );
  });

  it('falls back to the sign-up’s own message when the server fails', async () => {
    replyWith([503, {}]);
    renderApp('/business-signup');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Preencha os campos corretamente.'));
  });
});

describe('my data', () => {
  // What the page reads beside the profile: nothing held yet, no request.
  const nothingHeld: [number, unknown] = [
    200,
    { employments: [], participations: [], identifiedResponses: [], signIns: [] },
  ];
  const noRequests: [number, unknown] = [200, { items: [], total: 0, page: 1, pageSize: 50 }];
  const signedIn = () =>
    localStorage.setItem(
      STORAGE_KEYS.token,
      fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 }),
    );

  it('shows the person\u2019s data and saves a new language to the account', async () => {
    signedIn();
    const calls = replyWith(
      [
        200,
        {
          id: '1',
          name: 'Ana Souza',
          email: 'ana@example.com',
          phone: '+5511987654321',
          cpf: null,
          languageId: 1,
        },
      ],
      nothingHeld,
      noRequests,
      [200, { token: fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 2 }) }],
    );
    renderApp('/app/user/data');
    expect(await screen.findByText('Ana Souza')).toBeVisible();
    expect(screen.getByText('+55 11 98765-4321')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'en-US');
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeVisible();
    expect(calls[3].url).toBe('/api/user/language');
    expect(JSON.parse(calls[3].init.body as string)).toEqual({ languageId: 2 });
    expect(await screen.findByRole('status')).toHaveTextContent('Language updated.');
  });

  it('keeps the account’s language when saving a new one fails', async () => {
    signedIn();
    replyWith(
      [200, { id: '1', name: 'Ana Souza', email: null, phone: null, cpf: null, languageId: 1 }],
      nothingHeld,
      noRequests,
      [500, {}],
    );
    renderApp('/app/user/data');
    expect(await screen.findByText('Ana Souza')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'en-US');
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente mais tarde.'),
    );
    expect(screen.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
    expect(screen.getByLabelText('Idioma')).toHaveValue('pt-BR');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pt-BR');
  });

  it('changes the password and empties the form', async () => {
    signedIn();
    const calls = replyWith(
      [200, { id: '1', name: 'Ana', email: null, phone: null, cpf: null, languageId: 1 }],
      nothingHeld,
      noRequests,
      [200, { token: fakeToken({ stage: 'full', role: 'user', name: 'Ana', languageId: 1 }) }],
    );
    renderApp('/app/user/data');
    expect(await screen.findAllByText('Não informado')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Senha atual'), 'Tucano#Azul42');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Capivara#Roxa31');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Capivara#Roxa31');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso.');
    expect(calls[3].init.method).toBe('PUT');
    expect(JSON.parse(calls[3].init.body as string)).toEqual({
      currentPassword: 'Tucano#Azul42',
      password: 'Capivara#Roxa31',
      confirmNewPassword: 'Capivara#Roxa31',
    });
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
  });
});
