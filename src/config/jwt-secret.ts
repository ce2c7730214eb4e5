import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error';

/**
 * Secrets this repository has published as examples or defaults (docker-compose's old default,
 * tests'): anyone who read them can sign a platform owner's token for an installation that kept
 * one. A unit test reads every JWT_SECRET written in the repository and expects it refused.
 */
const PUBLISHED = new Set([
  'change-me-to-a-long-random-secret-of-at-least-32-characters',
  'a-production-secret-of-32-characters',
]);

/**
 * Words of a secret written by hand to be replaced. Six letters and more: a random secret of 64
 * base64 characters holds one by chance about once in ten million.
 */
const PLACEHOLDER = /change.?me|replace.?me|placeholder|example|sample|default|secret|password/i;

/** A random secret of 32+ characters draws on far more distinct characters than this. */
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a production secret is refused, or undefined when it is not. */
export function weakSecretReason(secret: string): string | undefined {
  if (PUBLISHED.has(secret)) return 'is published in the Diversitera repository';
  if (PLACEHOLDER.test(secret)) return 'is a placeholder';
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return 'repeats too few characters';
  return undefined;
}

/**
 * A secret variable, else the content of the file its `_FILE` variable names (a Docker or
 * Kubernetes secret).
 */
export function readSecret(name: string, secret?: string, file?: string): string | undefined {
  if (secret || !file) return secret;
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    throw new Error(`${name}_FILE cannot be read (${(error as NodeJS.ErrnoException).code})`, {
      cause: error,
    });
  }
}

export const HOW_TO_MAKE_A_SECRET = 'set a random one, e.g. JWT_SECRET=$(openssl rand -base64 48)';

/**
 * The secret from JWT_SECRET or its file, at least 32 characters like the variable itself; in
 * production required, and refused when weak.
 */
export function jwtSecretOf(env: {
  NODE_ENV: string;
  JWT_SECRET?: string;
  JWT_SECRET_FILE?: string;
}): string | undefined {
  let secret: string | undefined;
  try {
    secret = readSecret('JWT_SECRET', env.JWT_SECRET, env.JWT_SECRET_FILE);
  } catch (error) {
    throw new ConfigError(`Configuration error: ${(error as Error).message}`);
  }
  if (secret && secret.length < 32)
    throw new ConfigError('Configuration error: JWT_SECRET must have at least 32 characters');
  if (env.NODE_ENV === 'production') {
    if (!secret)
      throw new ConfigError(
        `Configuration error: JWT_SECRET is required when NODE_ENV=production: ${HOW_TO_MAKE_A_SECRET}`,
      );
    const weakness = weakSecretReason(secret);
    if (weakness)
      throw new ConfigError(`Configuration error: JWT_SECRET ${weakness}: ${HOW_TO_MAKE_A_SECRET}`);
  }
  return secret;
}
