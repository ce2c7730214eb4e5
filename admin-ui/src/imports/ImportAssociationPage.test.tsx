import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import type { ImportView } from './import.api';
import ImportAssociationPage from './ImportAssociationPage';

const view: ImportView = {
  id: 'i1',
  status: 'awaiting-association',
  progress: 100,
  fileName: 'equipe.xlsx',
  headers: ['Nome completo', 'E-mail', 'Celular', 'Observação'],
  suggestedMapping: { 'Nome completo': 'name', 'E-mail': 'email', Celular: 'cellPhone' },
  mapping: null,
  createMissing: true,
  counts: { total: 3, valid: 0, invalid: 0, created: 0, updated: 0, unchanged: 0, rejected: 0 },
  error: null,
  createdAt: '2026-01-10T12:00:00Z',
};

async function renderPage(api: Record<string, unknown>) {
  const i18n = await createI18n();
  let path = '';
  render(
    <TestMemoryRouter
      initialEntries={['/employee/import/association?import=i1']}
      locationCallback={(location) => (path = location.pathname + location.search)}
    >
      <AdminContext dataProvider={api as unknown as DataProvider} i18nProvider={i18n.provider}>
        <ImportAssociationPage from="upload" />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return () => path;
}

const select = (header: string) => screen.getByRole('combobox', { name: header });

describe('column association screen', () => {
  it('starts from the suggestion, flags a field given twice, and sends the association', async () => {
    const associateImport = vi.fn(async () => ({ ...view, status: 'validating', progress: 0 }));
    const path = await renderPage({ getImport: vi.fn(async () => view), associateImport });

    await waitFor(() => expect(select('Nome completo')).toHaveTextContent('Nome completo'));
    expect(select('E-mail')).toHaveTextContent('E-mail');
    expect(select('Celular')).toHaveTextContent('Celular');
    expect(select('Observação')).toHaveTextContent('Não importar');
    expect(screen.getAllByText('Sugestão automática')).toHaveLength(3);

    // "Celular" to e-mail too: both columns say so, and nothing can be sent.
    fireEvent.mouseDown(select('Celular'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'E-mail' }));
    await waitFor(() =>
      expect(screen.getAllByText('Este campo já está associado a outra coluna.')).toHaveLength(2),
    );
    const submit = screen.getByRole('button', { name: 'Validar as linhas' });
    expect(submit).toBeDisabled();

    fireEvent.mouseDown(select('Celular'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'CPF' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Cadastrar os departamentos/ }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    await waitFor(() => expect(associateImport).toHaveBeenCalled());
    expect(associateImport).toHaveBeenCalledWith(
      'i1',
      { 'Nome completo': 'name', 'E-mail': 'email', Celular: 'cpf', Observação: null },
      false,
    );
    await waitFor(() => expect(path()).toBe('/employee/import-edition?import=i1'));
  });

  it('shows the server’s refusals, each a list of messages, by column and for the whole', async () => {
    const refusal = new HttpError('Bad Request', 400, {
      errors: {
        'mapping.Observação': [
          'Esta coluna não existe na planilha.',
          'O campo jobTitle foi associado a mais de uma coluna.',
        ],
        mapping: ['Associe ao menos uma coluna de e-mail, celular ou CPF.'],
      },
    });
    const associateImport = vi.fn(async () => Promise.reject(refusal));
    await renderPage({ getImport: vi.fn(async () => view), associateImport });
    const submit = await screen.findByRole('button', { name: 'Validar as linhas' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    expect(
      await screen.findByText(
        'Esta coluna não existe na planilha. O campo jobTitle foi associado a mais de uma coluna.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Associe ao menos uma coluna de e-mail, celular ou CPF.'),
    ).toBeInTheDocument();
    expect(select('Observação')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a name column before anything is sent', async () => {
    await renderPage({
      getImport: vi.fn(async () => ({ ...view, suggestedMapping: { 'E-mail': 'email' } })),
    });
    await screen.findByText('Associe uma coluna ao nome.');
    expect(screen.getByRole('button', { name: 'Validar as linhas' })).toBeDisabled();
  });
});
