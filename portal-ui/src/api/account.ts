import { request } from './client';

export interface Profile {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  cpf: string | null;
  languageId: number;
}

/** The signed-in employee's own record (the employee area is the `user` role's). */
export const accountApi = {
  me: () => request<Profile>('GET', '/user/account/me'),
  changePassword: (currentPassword: string, password: string, confirmNewPassword: string) =>
    request<{ token: string }>('PUT', '/user/account/me/password', {
      body: { currentPassword, password, confirmNewPassword },
    }),
};
