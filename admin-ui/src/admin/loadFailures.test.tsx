import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  CreateBase,
  Form,
  HttpError,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { describe, it, vi } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import { fakeToken } from '../test/fakes';
import { DepartmentInputs } from './departments/DepartmentInputs';
import DepartmentList from './departments/DepartmentList';
import OrganizationList from './organizations/OrganizationList';
import { InlineResourceStep } from './setup/InlineResourceStep';

const failing = () => ({
  getList: vi.fn(async () => {
    throw new HttpError('Request failed with status code 500', 500, {});
  }),
});

/** The dashboard's context, without react-query's retries, so that a failure shows at once. */
async function renderInAdmin(
  ui: ReactNode,
  dataProvider: Record<string, unknown>,
  { path = '/', resource }: { path?: string; resource: string },
) {
  const i18n = await createI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18n.provider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** In the language the person chose, as the dashboard keeps it on the device. */
const inLanguage = (code: string) => {
  localStorage.setItem('i18nextLng', code);
  localStorage.setItem('diversitera.token', fakeToken({ role: 'admin', modules: ['Company'] }));
};

describe('load failures (spec §8)', () => {
  it('says "Failed to load organization" when the organizations cannot be read', async () => {
    inLanguage('en-US');
    await renderInAdmin(
      <>
        <OrganizationList />
        <Notification />
      </>,
      failing(),
      { path: '/organization', resource: 'organization' },
    );
    await screen.findByText('Failed to load organization');
  });

  it('says "Failed to load departments" when the departments cannot be read', async () => {
    inLanguage('en-US');
    await renderInAdmin(
      <>
        <DepartmentList />
        <Notification />
      </>,
      failing(),
      { path: '/department', resource: 'department' },
    );
    await screen.findByText('Failed to load departments');
  });

  it('says so in the department form when its organizations cannot be read', async () => {
    inLanguage('es-ES');
    await renderInAdmin(
      <CreateBase resource="department">
        <Form>
          <DepartmentInputs />
        </Form>
      </CreateBase>,
      failing(),
      { resource: 'department' },
    );
    await screen.findByText('No se pudo cargar la organización');
  });

  it('says so in the setup wizard, in Portuguese by default', async () => {
    inLanguage('pt-BR');
    await renderInAdmin(
      <InlineResourceStep resource="department" onChange={() => undefined} />,
      failing(),
      { resource: 'department' },
    );
    await screen.findByText('Falha ao carregar os departamentos');
  });
});
