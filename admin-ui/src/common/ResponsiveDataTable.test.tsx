import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  List,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveDataTable } from './ResponsiveDataTable';

/** The screen as wide as `width`, as far as MUI's media queries can tell. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

function renderList() {
  const dataProvider = testDataProvider({
    getList: async () => ({
      data: [{ id: 'c1', companyName: 'Aroeira Têxtil Ltda', planName: 'Essencial' }],
      total: 1,
    }),
  } as never);
  render(
    <AdminContext dataProvider={dataProvider}>
      <ResourceContextProvider value="company">
        <List>
          <ResponsiveDataTable
            rowClick="show"
            primaryText={(record) => record.companyName}
            secondaryText={(record) => record.planName}
          >
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="companyName" />
              <DataTable.Col source="planName" />
            </DataTable>
          </ResponsiveDataTable>
        </List>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('a list on a phone', () => {
  it('reads as a compact list, each row opening its record', async () => {
    screenWidth(390);
    renderList();
    const row = await screen.findByRole('link', { name: /Aroeira Têxtil Ltda/ });
    expect(row.getAttribute('href')).toMatch(/\/company\/c1\/show$/);
    expect(row).toHaveTextContent('Essencial');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the data table on a wider screen', async () => {
    screenWidth(1280);
    renderList();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Aroeira Têxtil Ltda' })).toBeInTheDocument();
  });
});
