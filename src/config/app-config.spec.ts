import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    [{ LOG_FORMAT: 'xml' }, /^Configuration error: LOG_FORMAT /],
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

  const azurite =
    'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=a2V5;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;';

  it('keeps files on local disk unless an Azure container is configured', () => {
    expect(loadConfig({}).azureStorage).toBeUndefined();
    expect(
      loadConfig({ AZURE_STORAGE_CONNECTION_STRING: azurite, AZURE_STORAGE_CONTAINER: 'uploads' })
        .azureStorage,
    ).toEqual({ connectionString: azurite, container: 'uploads' });
    const sas =
      'BlobEndpoint=https://conta.blob.core.windows.net;SharedAccessSignature=sv=2024&sig=x';
    expect(
      loadConfig({ AZURE_STORAGE_CONNECTION_STRING: sas, AZURE_STORAGE_CONTAINER: 'a-b1' })
        .azureStorage?.container,
    ).toBe('a-b1');
  });

  it.each([
    [{ AZURE_STORAGE_CONNECTION_STRING: azurite }, /go together$/],
    [{ AZURE_STORAGE_CONTAINER: 'uploads' }, /go together$/],
    [
      { AZURE_STORAGE_CONNECTION_STRING: 'AccountName=x', AZURE_STORAGE_CONTAINER: 'uploads' },
      /^Configuration error: AZURE_STORAGE_CONNECTION_STRING must be a connection string/,
    ],
    [
      { AZURE_STORAGE_CONNECTION_STRING: azurite, AZURE_STORAGE_CONTAINER: 'Uploads' },
      /^Configuration error: AZURE_STORAGE_CONTAINER must be 3 to 63 lower-case/,
    ],
  ])('refuses Azure settings %j with one line', (env, message) => {
    const error = (() => {
      try {
        loadConfig(env);
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.message).toMatch(message);
    // The line never repeats the secret it refuses.
    expect(error?.message).not.toContain('a2V5');
  });

  it('logs JSON lines unless told, or unless a person reads them in a terminal', () => {
    // Tests write to a pipe, not a terminal.
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'true',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toBe(true);
  });

  describe('the token secret in production', () => {
    const production = (env: NodeJS.ProcessEnv) => () =>
      loadConfig({
        NODE_ENV: 'production',
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        ...env,
      });

    it('takes a random one, from the variable or from a file', () => {
      const secret = randomBytes(48).toString('base64url');
      expect(production({ JWT_SECRET: secret })().jwtSecret).toBe(secret);
      const file = join(mkdtempSync(join(tmpdir(), 'secret-')), 'jwt-secret');
      writeFileSync(file, `${secret}\n`);
      expect(production({ JWT_SECRET_FILE: file })().jwtSecret).toBe(secret);
    });

    it.each([
      ['change-me-to-a-long-random-secret-of-at-least-32-characters', /is published in the/],
      ['please-replace-me-with-something-long', /is a placeholder/],
      ['my-very-long-jwt-secret-for-production-use', /is a placeholder/],
      ['a'.repeat(48), /repeats too few characters/],
      ['abababababababababababababababab12', /repeats too few characters/],
    ])('refuses %s in one line saying how to make one', (secret, reason) => {
      expect(production({ JWT_SECRET: secret })).toThrow(reason);
      expect(production({ JWT_SECRET: secret })).toThrow(
        /^Configuration error: JWT_SECRET .+: set a random one, e\.g\. JWT_SECRET=\$\(openssl rand -base64 48\)$/,
      );
    });

    it('refuses every JWT_SECRET value written in this repository', () => {
      const written = secretsWrittenInRepository();
      for (const secret of written)
        expect(production({ JWT_SECRET: secret })).toThrow(/JWT_SECRET/);
    });

    it('stops when the secret file cannot be read', () => {
      expect(production({ JWT_SECRET_FILE: '/nonexistent/jwt-secret' })).toThrow(
        /^Configuration error: JWT_SECRET_FILE cannot be read \(ENOENT\)$/,
      );
    });
  });

  describe('the encryption key', () => {
    const hex = randomBytes(32).toString('hex');
    const production = (env: NodeJS.ProcessEnv) => () =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(48).toString('base64'),
        ...env,
      });

    it('reads 32 bytes as hex, base64 or base64url, from the variable or from a file', () => {
      const bytes = Buffer.from(hex, 'hex');
      expect(loadConfig({ ENCRYPTION_KEY: hex }).encryptionKey).toEqual(bytes);
      expect(loadConfig({ ENCRYPTION_KEY: bytes.toString('base64') }).encryptionKey).toEqual(bytes);
      expect(loadConfig({ ENCRYPTION_KEY: bytes.toString('base64url') }).encryptionKey).toEqual(
        bytes,
      );
      const file = join(mkdtempSync(join(tmpdir(), 'key-')), 'encryption-key');
      writeFileSync(file, `${hex}\n`);
      expect(production({ ENCRYPTION_KEY_FILE: file })().encryptionKey).toEqual(bytes);
      expect(loadConfig({}).encryptionKey).toBeUndefined();
    });

    it.each([
      [
        {},
        /^Configuration error: ENCRYPTION_KEY is required when NODE_ENV=production: set a random one/,
      ],
      [
        { ENCRYPTION_KEY: 'change-me-to-32-bytes-of-hex-or-base64' },
        /ENCRYPTION_KEY is a placeholder/,
      ],
      [{ ENCRYPTION_KEY: '0'.repeat(64) }, /ENCRYPTION_KEY repeats too few characters/],
      [{ ENCRYPTION_KEY: hex.slice(2) }, /ENCRYPTION_KEY must be 32 bytes in hex/],
      [
        { ENCRYPTION_KEY_FILE: '/nonexistent/key' },
        /ENCRYPTION_KEY_FILE cannot be read \(ENOENT\)$/,
      ],
    ])('refuses %j in production in one line', (env, message) => {
      expect(production(env)).toThrow(message);
    });
  });
});

/** Values given to JWT_SECRET in the repository's files (`JWT_SECRET: value`, `JWT_SECRET=value`...). */
function secretsWrittenInRepository(): string[] {
  const assignment = 'JWT_SECRET[^A-Za-z0-9_]{1,6}';
  let found = '';
  try {
    found = execFileSync(
      'git',
      ['grep', '-hoE', `${assignment}[A-Za-z0-9+/=_.-]{32,}`, '--', ':/'],
      {
        cwd: __dirname,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return found
    .split('\n')
    .map((line) => line.replace(new RegExp(`^${assignment}`), ''))
    .filter(Boolean);
}
