import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SettingService } from '../../setting/setting.service';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Secrets the product must read back (second-factor seeds, sign-in providers' client secrets)
 * kept under AES-256-GCM with ENCRYPTION_KEY. Each value is bound to what it belongs to (an
 * account's id, a company's id) as associated data, so a ciphertext copied onto another row
 * fails to open. Outside production without a key, one random key per database is kept in
 * the platform settings, shared by the instances, as JWT_SECRET is.
 */
@Injectable()
export class SecretBox implements OnModuleInit {
  private key?: Buffer;
  private digestKey?: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.key =
      this.config.encryptionKey ??
      Buffer.from(
        await this.settings.getOrCreate('encryption-key', randomBytes(32).toString('base64')),
        'base64',
      );
    // A separate key for digests, so that no value is ever both encrypted and MACed by one key.
    this.digestKey = Buffer.from(
      hkdfSync('sha256', this.key, Buffer.alloc(0), 'diversitera digest', 32),
    );
  }

  seal(plaintext: string, boundTo: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.secretKey(), iv);
    cipher.setAAD(Buffer.from(boundTo));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
  }

  /** Throws when the value was not sealed by this key for `boundTo`, or was altered. */
  open(sealed: string, boundTo: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.secretKey(), decode(iv));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(decode(tag));
    return Buffer.concat([decipher.update(decode(body)), decipher.final()]).toString('utf8');
  }

  /** A keyed digest: a leaked table of them reveals nothing without the key. */
  digest(value: string): string {
    if (!this.digestKey) throw new Error('encryption key not loaded yet');
    return createHmac('sha256', this.digestKey).update(value).digest('base64url');
  }

  private secretKey(): Buffer {
    if (!this.key) throw new Error('encryption key not loaded yet');
    return this.key;
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
const decode = (part: string) => Buffer.from(part, 'base64url');
