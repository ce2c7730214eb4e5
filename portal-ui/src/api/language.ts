import { request } from './client';
import type { Product } from './session';

export interface Language {
  id: number;
  name: string;
  code: string;
  countryId: number;
}

export const languageApi = {
  list: () => request<Language[]>('GET', '/public/language'),
  /** Saves the account's language; the answer's token (carrying it) replaces the stored one. */
  save: (product: Product, languageId: number) =>
    request<{ token: string }>('POST', `/${product}/language`, { body: { languageId } }),
};
