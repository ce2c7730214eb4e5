import type { RaRecord } from 'react-admin';

/** One page of a list as the API answers it (DESIGN §3). */
export interface ListPage<T = RaRecord> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
