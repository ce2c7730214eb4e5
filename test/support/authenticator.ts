import { generateSync } from 'otplib';

/**
 * An authenticator app: the code of a secret at a given offset from now, in 30-second steps. A
 * code is good once, so tests that sign in twice within a step use neighbouring steps.
 */
export function appCode(secret: string, stepOffset = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}
