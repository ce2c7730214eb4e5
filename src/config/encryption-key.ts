import { ConfigError } from './config-error';
import { readSecret, weakSecretReason } from './jwt-secret';

/** 32 bytes as 64 hex digits or as base64 (standard or URL-safe, padded or not); else undefined. */
export function parseEncryptionKey(value: string): Buffer | undefined {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

export const HOW_TO_MAKE_A_KEY = 'set a random one, e.g. ENCRYPTION_KEY=$(openssl rand -hex 32)';

/** ENCRYPTION_KEY read and, in production, required and judged like JWT_SECRET. */
export function encryptionKeyOf(env: {
  NODE_ENV: string;
  ENCRYPTION_KEY?: string;
  ENCRYPTION_KEY_FILE?: string;
}): Buffer | undefined {
  const production = env.NODE_ENV === 'production';
  let text: string | undefined;
  try {
    text = readSecret('ENCRYPTION_KEY', env.ENCRYPTION_KEY, env.ENCRYPTION_KEY_FILE);
  } catch (error) {
    throw new ConfigError(`Configuration error: ${(error as Error).message}`);
  }
  if (!text) {
    if (production)
      throw new ConfigError(
        `Configuration error: ENCRYPTION_KEY is required when NODE_ENV=production: ${HOW_TO_MAKE_A_KEY}`,
      );
    return undefined;
  }
  const weakness = production ? weakSecretReason(text) : undefined;
  if (weakness)
    throw new ConfigError(`Configuration error: ENCRYPTION_KEY ${weakness}: ${HOW_TO_MAKE_A_KEY}`);
  const key = parseEncryptionKey(text);
  if (!key)
    throw new ConfigError(
      `Configuration error: ENCRYPTION_KEY must be 32 bytes in hex (64 digits) or base64: ${HOW_TO_MAKE_A_KEY}`,
    );
  return key;
}
