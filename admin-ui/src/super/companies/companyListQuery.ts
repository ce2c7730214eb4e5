/** Spec §9: companies are listed ten at a time, by name. Also fetched ahead by the first load. */
export const COMPANY_LIST = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'companyName', order: 'ASC' as const },
};
