import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { SettingService } from '../../setting/setting.service';
import { SecretBox } from './secret-box';

async function boxWith(key: Buffer): Promise<SecretBox> {
  const box = new SecretBox({ encryptionKey: key } as AppConfig, {} as SettingService);
  await box.onModuleInit();
  return box;
}

describe('SecretBox', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', async () => {
    const box = await boxWith(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'account-totp:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'account-totp:1')).not.toBe(sealed);
    expect(box.open(sealed, 'account-totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value moved to another owner, altered, or sealed under another key', async () => {
    const box = await boxWith(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'account-totp:1');
    expect(() => box.open(sealed, 'account-totp:2')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'account-totp:1'),
    ).toThrow();
    expect(() => box.open('not sealed', 'account-totp:1')).toThrow('not a sealed value');
    const other = await boxWith(randomBytes(32));
    expect(() => other.open(sealed, 'account-totp:1')).toThrow();
  });

  it('digests with a key of its own: equal under one key, different under another', async () => {
    const box = await boxWith(key);
    const digest = box.digest('abcde12345');
    expect(box.digest('abcde12345')).toBe(digest);
    expect(box.digest('abcde12346')).not.toBe(digest);
    expect((await boxWith(randomBytes(32))).digest('abcde12345')).not.toBe(digest);
  });
});
