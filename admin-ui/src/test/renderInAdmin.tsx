import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { createI18n } from '../app/i18n/i18nProvider';

/**
 * Renders survey-module screens as the dashboard does: react-admin's context with the real
 * catalogues (pt-BR), inside the page's resource, and a data provider made of the calls a
 * test needs.
 */
export async function renderInAdmin(
  ui: ReactNode,
  dataProvider: Record<string, unknown>,
  { path = '/', resource = 'questionnaire' }: { path?: string; resource?: string } = {},
) {
  const i18n = await createI18n();
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18n.provider}
        store={memoryStore()}
      >
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}
