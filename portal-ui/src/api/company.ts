import { request } from './client';

/** The public business sign-up form's payload (spec §3 "Account request"). */
export interface CompanyRequest {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  companyName: string;
  cnpj: string;
}

export const companyApi = {
  requestAccount: (body: CompanyRequest) =>
    request<{ id: string }>('POST', '/user/company/request', { body }),
};
