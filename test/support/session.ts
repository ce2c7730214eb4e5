import { Role } from '../../src/common/access/access.model';
import { Account } from '../../src/account/account.entity';
import { Company } from '../../src/company/company.entity';
import {
  AccountOptions,
  CompanyOptions,
  createAccount,
  createCompany,
  STRONG_PASSWORD,
} from './factories';
import { codeIn } from './smtp';
import { bearer } from './tokens';
import { TestApp } from './test-app';

export interface SignedIn {
  token: string;
  account: Account;
  company: Company | null;
}

/** Signs an account in through the real journey (password, then the e-mailed code when asked). */
export async function signIn(
  t: TestApp,
  account: Account,
  role: Role,
  password = STRONG_PASSWORD,
): Promise<string> {
  const login = await t.http
    .post(`/api/${role}/auth/local`)
    .send({ emailOrPhoneNumber: account.email, password })
    .expect(200);
  const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString());
  if (claims.stage !== '2fa') return login.body.token;
  const mail = await t.smtp.waitFor(account.email as string, (message) =>
    /\b\d{6}\b/.test(message.text),
  );
  t.smtp.messages.splice(t.smtp.messages.indexOf(mail), 1);
  const verified = await t.http
    .post(`/api/${role}/auth/2fa`)
    .query({ code: codeIn(mail) })
    .set(bearer(login.body.token))
    .expect(200);
  return verified.body.token;
}

/** A company with an account of the given role, signed in with a full token. */
export async function signedInWithCompany(
  t: TestApp,
  role: Role,
  options: { company?: CompanyOptions; account?: AccountOptions } = {},
): Promise<SignedIn> {
  const company = await createCompany(t.dataSource, {
    has2faAuthentication: false,
    ...options.company,
  });
  const account = await createAccount(t.dataSource, {
    companyId: company.id,
    roles: [role],
    ...options.account,
  });
  return { token: await signIn(t, account, role), account, company };
}
