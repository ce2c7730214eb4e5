import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import SsoPage from './SsoPage';
import type { CompanySso } from './sso.api';

const unset: CompanySso = {
  configured: false,
  issuer: null,
  clientId: null,
  hasClientSecret: false,
  domains: [],
  required: false,
  verifiedAt: null,
  redirectUri: 'https://diversitera.example/api/auth/oidc/callback',
};

const configured: CompanySso = {
  ...unset,
  configured: true,
  issuer: 'https://idp.example.com',
  clientId: 'client',
  hasClientSecret: true,
  domains: ['empresa.com.br'],
};

const render = (calls: Record<string, unknown>) =>
  renderInAdmin(
    <>
      <SsoPage />
      <Notification />
    </>,
    { getSso: vi.fn(async () => unset), ...calls },
    { resource: 'company' },
  );

const type = async (label: RegExp, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });

describe('the company SSO page', () => {
  it('shows the redirect URI to register, and saves the provider with its domains', async () => {
    const saveSso = vi.fn(async () => ({
      ...unset,
      configured: true,
      issuer: 'https://login.microsoftonline.com/t/v2.0',
      clientId: 'client',
      hasClientSecret: true,
      domains: ['empresa.com.br', 'empresa.com'],
    }));
    await render({ saveSso });
    expect(await screen.findByTestId('redirect-uri')).toHaveTextContent(unset.redirectUri);
    screen.getByText('Ainda não configurado.');
    expect(screen.getByRole('switch', { name: /Exigir o SSO/ })).toBeDisabled();
    await type(/Emissor/, 'https://login.microsoftonline.com/t/v2.0');
    await type(/ID do cliente/, 'client');
    await type(/Segredo do cliente/, 's3cret');
    await type(/Domínios de e-mail/, 'empresa.com.br, empresa.com');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Acesso por SSO salvo');
    expect(saveSso).toHaveBeenCalledWith({
      issuer: 'https://login.microsoftonline.com/t/v2.0',
      clientId: 'client',
      clientSecret: 's3cret',
      domains: ['empresa.com.br', 'empresa.com'],
      required: false,
    });
    await screen.findByText('Configurado. Ninguém entrou por ele ainda.');
  });

  it('keeps the secret when left blank, and lets a verified SSO be required', async () => {
    const saveSso = vi.fn(async () => ({ ...unset, required: true }));
    await render({
      getSso: vi.fn(async () => ({ ...configured, verifiedAt: '2026-11-20T12:00:00Z' })),
      saveSso,
    });
    await screen.findByText(/Primeira entrada em/);
    fireEvent.click(screen.getByRole('switch', { name: /Exigir o SSO/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(saveSso).toHaveBeenCalledWith({
        issuer: 'https://idp.example.com',
        clientId: 'client',
        domains: ['empresa.com.br'],
        required: true,
      }),
    );
  });

  it("puts the server's refusal on its field", async () => {
    const saveSso = vi.fn(async () => {
      throw new HttpError('Dados inválidos.', 400, {
        errors: { issuer: 'Não foi possível ler o documento do emissor.' },
      });
    });
    await render({ saveSso });
    await type(/Emissor/, 'https://nada.example');
    await type(/ID do cliente/, 'client');
    await type(/Segredo do cliente/, 's3cret');
    await type(/Domínios de e-mail/, 'empresa.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Não foi possível ler o documento do emissor.');
  });

  it('removes the provider after a confirmation', async () => {
    const removeSso = vi.fn(async () => unset);
    await render({
      getSso: vi.fn(async () => configured),
      removeSso,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remover o SSO' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Acesso por SSO removido');
    expect(removeSso).toHaveBeenCalled();
  });

  it('says when the settings cannot be read', async () => {
    await render({ getSso: vi.fn(async () => Promise.reject(new HttpError('x', 500, {}))) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o acesso por SSO.',
    );
  });
});
