/** A company's request for an account, as the decision dialogs read it. */
export interface AccountRequest {
  id: string;
  companyName: string;
  status: string;
}
