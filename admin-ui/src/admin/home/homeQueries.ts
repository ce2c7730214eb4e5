import type { GetListParams } from 'react-admin';

type ListParams = Pick<GetListParams, 'filter' | 'pagination' | 'sort'>;

/** The survey lists the administrator's home reads: also fetched ahead by the first load. */
export const HOME_SURVEY_LISTS = {
  running: {
    filter: { status: 'in-progress' },
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'endsAt', order: 'ASC' },
  },
  ended: {
    filter: { status: 'closed' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'sentAt', order: 'DESC' },
  },
  any: { pagination: { page: 1, perPage: 1 } },
} satisfies Record<string, ListParams>;
