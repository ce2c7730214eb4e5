import { loadConfig } from './app-config';

describe('configuration', () => {
  it('has working defaults for this machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/diversitera',
      redisUrl: 'redis://127.0.0.1:6379',
      role: 'all',
      storageDir: './data/uploads',
      corsOrigins: [],
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuration error: PORT /],
    [{ ROLE: 'cron' }, /^Configuration error: ROLE /],
    [{ IMPORT_JOB_LOCK_MS: 'soon' }, /^Configuration error: IMPORT_JOB_LOCK_MS /],
    [{ IMPORT_MAX_STALLED: '-1' }, /^Configuration error: IMPORT_MAX_STALLED /],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Configuration error: DATABASE_URL must be a postgres:\/\/ URL$/,
    ],
    [{ SMTP_URL: 'http://mail' }, /^Configuration error: SMTP_URL /],
    [{ JWT_SECRET: 'short' }, /^Configuration error: JWT_SECRET must have at least 32 characters$/],
    [{ NODE_ENV: 'production' }, /^Configuration error: JWT_SECRET is required/],
    [
      { SUPERADMIN_EMAIL: 'owner@example.com' },
      /^Configuration error: SUPERADMIN_PASSWORD is required/,
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('retries mail for three days by default, waits doubling from 2 s up to 15 min', () => {
    expect(loadConfig({}).mailRetry).toEqual({
      firstDelayMs: 2000,
      maxDelayMs: 900_000,
      forSeconds: 259_200,
    });
    expect(loadConfig({ MAIL_RETRY_FOR_SECONDS: '60' }).mailRetry.forSeconds).toBe(60);
    expect(() => loadConfig({ MAIL_RETRY_DELAY_MS: '0' })).toThrow(
      /^Configuration error: MAIL_RETRY_DELAY_MS /,
    );
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'true',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toBe(true);
  });
});
