import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { cnpj as cnpjTool, cpf as cpfTool } from 'cpf-cnpj-validator';
import { Account } from '../../src/account/account.entity';
import { PasswordHasher } from '../../src/account/password-hasher';
import { ModuleName, MODULES, Role } from '../../src/common/access/access.model';
import { Company } from '../../src/company/company.entity';
import { Plan } from '../../src/plan/plan.entity';

export const STRONG_PASSWORD = 'Tucano#Azul42';

const unique = () => randomBytes(4).toString('hex');

export function makeCpf(): string {
  return cpfTool.generate();
}

/** A numeric CNPJ (the library generates the alphanumeric form by default). */
export function makeCnpj(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  for (let digits = 0; digits < 100; digits++) {
    const candidate = `${base}${String(digits).padStart(2, '0')}`;
    if (cnpjTool.isValid(candidate)) return candidate;
  }
  throw new Error('unreachable: every base has one pair of check digits');
}

export function makeAlphanumericCnpj(): string {
  return cnpjTool.generate();
}

/** A Brazilian mobile number in E.164, unique enough for a test run. */
export function makePhone(): string {
  return `+55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface CompanyOptions extends Partial<Company> {
  /** The modules of the company's plan; every module unless told otherwise. */
  modules?: ModuleName[];
}

export async function createPlan(
  dataSource: DataSource,
  values: Partial<Plan> = {},
): Promise<Plan> {
  const plans = dataSource.getRepository(Plan);
  return plans.save(
    plans.create({
      name: `Plano ${unique()}`,
      modules: [...MODULES],
      employeeLimit: 1000,
      ...values,
    }),
  );
}

export async function createCompany(
  dataSource: DataSource,
  options: CompanyOptions = {},
): Promise<Company> {
  const { modules = [...MODULES], ...values } = options;
  const plan = values.planId ? undefined : await createPlan(dataSource, { modules });
  const companies = dataSource.getRepository(Company);
  return companies.save(
    companies.create({
      companyName: `Empresa ${unique()}`,
      cnpj: makeCnpj(),
      has2faAuthentication: true,
      planId: plan?.id,
      ...values,
    }),
  );
}

export interface AccountOptions extends Partial<Omit<Account, 'passwordHash'>> {
  password?: string | null;
  roles?: Role[];
}

/** An account ready to sign in: a password of its own and the terms accepted, unless told otherwise. */
export async function createAccount(
  dataSource: DataSource,
  options: AccountOptions = {},
): Promise<Account> {
  const { password = STRONG_PASSWORD, ...values } = options;
  const accounts = dataSource.getRepository(Account);
  const passwordHash = password ? await new PasswordHasher().hash(password) : null;
  return accounts.save(
    accounts.create({
      name: `Pessoa ${unique()}`,
      email: `pessoa.${unique()}@example.com`,
      roles: ['user'],
      mustCreatePassword: false,
      hasAcceptedTerms: true,
      ...values,
      passwordHash,
    }),
  );
}
