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
