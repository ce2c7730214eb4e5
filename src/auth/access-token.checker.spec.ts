import { JwtService } from '@nestjs/jwt';
import { AccountRepository } from '../account/account.repository';
import { AccessClaims } from '../common/access/access-claims';
import { AppConfig } from '../config/app-config';
import { SettingService } from '../setting/setting.service';
import { AccessTokenChecker } from './access-token.checker';
import { TOKEN_AUDIENCE, TokenService } from './token.service';

const ACCOUNT_ID = '5d0f6c1e-6a3f-4b7e-9a59-0c1d2e3f4a5b';

function claims(overrides: Partial<AccessClaims> = {}): Omit<AccessClaims, 'exp'> {
  return {
    id: ACCOUNT_ID,
    email: 'rita@example.com',
    name: 'Rita',
    role: 'admin',
    stage: 'full',
    companyId: null,
    companyName: null,
    isAboutComplete: true,
    isEmployeesComplete: true,
    isEvaluationComplete: true,
    isSetupComplete: true,
    modules: [],
    languageId: 1,
    ver: 3,
    remember: false,
    ...overrides,
  };
}

describe('AccessTokenChecker', () => {
  let tokens: TokenService;
  let state: { tokenVersion: number; usable: boolean } | null;
  let stateReads: number;
  let checker: AccessTokenChecker;

  beforeEach(async () => {
    const jwt = new JwtService({});
    tokens = new TokenService(
      jwt,
      {} as SettingService,
      {
        jwtSecret: 'a secret of the tests, long enough for HS256',
      } as AppConfig,
    );
    await tokens.onModuleInit();
    state = { tokenVersion: 3, usable: true };
    stateReads = 0;
    const accounts = {
      tokenState: () => {
        stateReads++;
        return Promise.resolve(state);
      },
    } as unknown as AccountRepository;
    checker = new AccessTokenChecker(tokens, accounts);
  });

  afterEach(() => jest.useRealTimers());

  it('verifies a token once and reads the account on every call', async () => {
    const verify = jest.spyOn(tokens, 'verify');
    const token = tokens.sign(claims());
    for (let call = 0; call < 3; call++) {
      await expect(checker.claimsOf(`Bearer ${token}`)).resolves.toMatchObject({ id: ACCOUNT_ID });
    }
    expect(verify).toHaveBeenCalledTimes(1);
    expect(stateReads).toBe(3);
  });

  it('refuses a remembered token at once when the account raises its version or is deactivated', async () => {
    const header = `Bearer ${tokens.sign(claims())}`;
    await expect(checker.claimsOf(header)).resolves.not.toBeNull();
    state = { tokenVersion: 4, usable: true };
    await expect(checker.claimsOf(header)).resolves.toBeNull();
    state = { tokenVersion: 3, usable: false };
    await expect(checker.claimsOf(header)).resolves.toBeNull();
    state = null;
    await expect(checker.claimsOf(header)).resolves.toBeNull();
  });

  it('refuses a remembered token from the second it expires', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const header = `Bearer ${tokens.sign(claims({ stage: '2fa' }))}`;
    await expect(checker.claimsOf(header)).resolves.not.toBeNull();
    jest.setSystemTime(new Date('2026-11-27T12:09:59Z'));
    await expect(checker.claimsOf(header)).resolves.not.toBeNull();
    jest.setSystemTime(new Date('2026-11-27T12:10:00Z'));
    await expect(checker.claimsOf(header)).resolves.toBeNull();
  });

  it('refuses a token whose signature, audience or scheme is wrong, even beside a remembered one', async () => {
    const token = tokens.sign(claims());
    await expect(checker.claimsOf(`Bearer ${token}`)).resolves.not.toBeNull();
    const [header, payload] = token.split('.');
    const forged = [header, payload, 'c2lnbmF0dXJlIG9mIG5vYm9keQ'].join('.');
    const otherAudience = new JwtService({}).sign(claims(), {
      secret: 'a secret of the tests, long enough for HS256',
      audience: `${TOKEN_AUDIENCE}-other`,
      issuer: 'diversitera',
      expiresIn: 60,
    });
    for (const authorization of [
      `Bearer ${forged}`,
      `Bearer ${otherAudience}`,
      `Basic ${token}`,
      token,
      undefined,
    ]) {
      await expect(checker.claimsOf(authorization)).resolves.toBeNull();
    }
  });

  it('gives each call its own claims', async () => {
    const header = `Bearer ${tokens.sign(claims())}`;
    const first = await checker.claimsOf(header);
    first!.companyId = 'changed by a caller';
    await expect(checker.claimsOf(header)).resolves.toMatchObject({ companyId: null });
  });
});
