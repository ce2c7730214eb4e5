import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DashboardDataProvider } from '../providers/useDashboardData';
import type { ImportView } from './import.api';
import { pollInterval } from './importFlow';

export const useImportApi = () => useDataProvider<DashboardDataProvider>();

/** The import the screen is about: `?import={id}` (the spec's routes carry no id). */
export const useImportId = () => useSearchParams()[0].get('import');

export const importKey = (id: string | null) => ['employee-import', id] as const;

/** One import, asked again every half second while a worker runs one of its steps. */
export function useImportView(id: string | null) {
  const api = useImportApi();
  return useQuery({
    queryKey: importKey(id),
    queryFn: () => api.getImport(id as string),
    enabled: !!id,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });
}

/** After a call that moved the import: the answer goes in at once, then everything is re-read. */
export function useImportRefresh(id: string | null) {
  const client = useQueryClient();
  return useCallback(
    async (view?: Partial<ImportView>) => {
      if (view) {
        client.setQueryData<ImportView>(importKey(id), (current) =>
          current ? { ...current, ...view } : current,
        );
      }
      await client.invalidateQueries({ queryKey: importKey(id) });
    },
    [client, id],
  );
}
