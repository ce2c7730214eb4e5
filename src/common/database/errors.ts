import { QueryFailedError } from 'typeorm';
import { conflict, LocalizedException } from '../http/app-exceptions';
import { MessageKey } from '../i18n/messages.pt-BR';

const codeOf = (error: unknown): string | undefined =>
  error instanceof QueryFailedError
    ? (error.driverError as { code?: string } | undefined)?.code
    : undefined;

/** PostgreSQL's unique_violation: two writers raced for the same unique value. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/** PostgreSQL's foreign_key_violation: a row others point at, or a pointer to a row that is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === '23503';
}

/**
 * What a constraint the database enforced means to the caller, for violations no service turned
 * into its own message: both are conflicts with the data as it is now, never a server fault.
 * A delete of a row still referenced is "in use"; a write pointing at a row deleted meanwhile
 * names a reference that is gone.
 */
export function constraintConflict(error: unknown): LocalizedException | null {
  if (isUniqueViolation(error)) return conflict('error.conflict');
  if (!isForeignKeyViolation(error)) return null;
  const message = (error as QueryFailedError).message;
  return conflict(
    /^update or delete on table/.test(message) ? 'conflict.inUse' : 'conflict.referenceMissing',
  );
}

/** For a delete: a row others still point at answers 409 with the resource's own explanation. */
export const rethrowStillReferenced =
  (key: MessageKey) =>
  (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw conflict(key);
    throw error;
  };
