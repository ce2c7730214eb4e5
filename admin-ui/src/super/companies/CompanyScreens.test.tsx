import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { fakeToken } from '../../test/fakes';
import CompanyCreate from './CompanyCreate';
import CompanyEdit from './CompanyEdit';
import CompanyShow from './CompanyShow';

const company = {
  id: 'c1',
  encryptedId: 'c1',
  companyName: 'Aurora Ltda',
  cnpj: '11222333000181',
  encryptedCompanyTypeId: 't2',
  has2faAuthentication: true,
  zipCode: '13010100',
  street: 'Rua Barão de Jaguara',
  number: '100',
  complement: null,
  neighborhood: 'Centro',
  encryptedStateId: 'sp',
  encryptedCityId: 'campinas',
  planId: 'p1',
  planName: 'Profissional',
  subscriptionEndDate: '2030-12-31',
  isActive: true,
  status: 'active',
  createdAt: '2026-01-10T12:00:00Z',
  logoUrl: null,
};

const references = {
  getCompanyTypes: vi.fn(async () => [
    { id: 't1', name: 'Sociedade Limitada (Ltda.)' },
    { id: 't2', name: 'Sociedade Anônima (S.A.)' },
  ]),
  getStates: vi.fn(async () => [
    { id: 'rj', code: 'RJ', name: 'Rio de Janeiro' },
    { id: 'sp', code: 'SP', name: 'São Paulo' },
  ]),
  getCities: vi.fn(async () => [
    { id: 'campinas', name: 'Campinas' },
    { id: 'santos', name: 'Santos' },
  ]),
  getList: vi.fn(async () => ({ data: [{ id: 'p1', name: 'Profissional' }], total: 1 })),
  getMany: vi.fn(async () => ({ data: [{ id: 'p1', name: 'Profissional' }] })),
  getOne: vi.fn(async () => ({ data: company })),
};

async function renderEdit(update: () => Promise<unknown>) {
  localStorage.setItem('diversitera.token', fakeToken({ role: 'super', name: 'Dona' }));
  await renderInAdmin(
    <>
      <Routes>
        <Route path="/company/:id" element={<CompanyEdit />} />
      </Routes>
      <Notification />
    </>,
    { ...references, update: vi.fn(update) },
    { path: '/company/c1', resource: 'company' },
  );
  fireEvent.change(await screen.findByDisplayValue('Aurora Ltda'), {
    target: { value: 'Aurora S.A.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('company screens', () => {
  it('says the spec’s message, not the generic one, when required fields are empty', async () => {
    localStorage.setItem('diversitera.token', fakeToken({ role: 'super' }));
    const create = vi.fn();
    await renderInAdmin(
      <>
        <CompanyCreate />
        <Notification />
      </>,
      { ...references, create },
      { path: '/company/create', resource: 'company' },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Razão Social/ }), {
      target: { value: 'Nova Empresa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Existem campos obrigatórios que devem ser preenchidos.');
    expect(screen.queryByText('O formulário não é válido. Verifique os erros.')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('lists the API’s refusals as "field: message" lines and on the fields', async () => {
    await renderEdit(async () => {
      throw new HttpError('CNPJ inválido.', 400, {
        errors: { cnpj: 'CNPJ inválido.', logo: 'A imagem deve ser PNG ou JPG.' },
      });
    });
    // Nothing is missing: the toast says what is wrong, not "fill in the required fields".
    const toast = await screen.findByText(/^Não foi possível salvar/);
    expect(toast.textContent).toBe(
      'Não foi possível salvar. Corrija:\n' +
        'CNPJ: CNPJ inválido.\n' +
        'Logotipo: A imagem deve ser PNG ou JPG.',
    );
    // On the field too.
    expect(screen.getAllByText('CNPJ inválido.').length).toBeGreaterThan(0);
  });

  it('shows the API’s message for a conflict', async () => {
    await renderEdit(async () => {
      throw new HttpError('Já existe uma empresa cadastrada com este CNPJ.', 409, {});
    });
    await screen.findByText('Já existe uma empresa cadastrada com este CNPJ.');
  });

  it('falls back to the unexpected-error message when the server cannot be reached', async () => {
    await renderEdit(async () => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByText('Ocorreu um erro inesperado. Tente novamente mais tarde.');
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });

  it('shows the company type, state and city by name', async () => {
    localStorage.setItem('diversitera.token', fakeToken({ role: 'super' }));
    await renderInAdmin(
      <Routes>
        <Route path="/company/:id/show" element={<CompanyShow />} />
      </Routes>,
      references,
      { path: '/company/c1/show', resource: 'company' },
    );
    await screen.findByText('Sociedade Anônima (S.A.)');
    await screen.findByText('São Paulo (SP)');
    await screen.findByText('Campinas');
    // The CEP reads as the form types it.
    expect(screen.getByText('13010-100')).toBeInTheDocument();
    expect(screen.getByText('Tipo de empresa')).toBeInTheDocument();
    await waitFor(() => expect(references.getCities).toHaveBeenCalledWith('sp'));
  });
});
