import { Account } from '../account/account.entity';
import { Role } from '../common/access/access.model';
import { ThrottleService } from '../common/throttle/throttle.service';
import { Identifier, parseIdentifier } from '../common/validation/brazil';

/**
 * Throttling keys of what was typed, one per reading: eleven bare digits count against both the
 * CPF and the phone they may be.
 */
export function identifierKeys(role: Role, identifier: Identifier): string[] {
  return (['email', 'phone', 'cpf'] as const).flatMap((kind) =>
    identifier[kind] ? [`${role}:${kind}:${identifier[kind]}`] : [],
  );
}

/** Second-factor failures count per account, across its codes (DESIGN §5). */
export const secondFactorKey = (accountId: string) => `two-factor:${accountId}`;

/**
 * A new password lifts every slow-down and lock on the account's identifiers, second factor
 * and request budgets included.
 */
export async function forgiveFailures(throttle: ThrottleService, account: Account): Promise<void> {
  // Every reading of what the person may have typed: a CPF or a Brazilian mobile's national
  // number as eleven bare digits is read both ways, and was counted both ways.
  const typed = [account.email, account.phone, account.phone?.replace(/^\+55/, ''), account.cpf];
  const readings = typed.flatMap((value) => (value ? [parseIdentifier(value)] : []));
  const keys = new Set(
    account.roles.flatMap((role) =>
      readings.flatMap((identifier) => (identifier ? identifierKeys(role, identifier) : [])),
    ),
  );
  await Promise.all([
    throttle.resetFailures(secondFactorKey(account.id)),
    ...[...keys].flatMap((key) => [
      throttle.resetFailures(key),
      throttle.releaseIdentifier('recovery', key),
      throttle.releaseIdentifier('first-access', key),
    ]),
  ]);
}
