import { HttpStatus } from '@nestjs/common';
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

/** Socket failures: the server is down, restarting, or unreachable. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's connection_exception class, shutting down, starting up, and no free connection. */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3]|53300)$/;
/** What node-postgres says when a connection goes away or none can be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/** The database is away (restarting, failing over, out of connections), as opposed to refusing a statement. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && (UNREACHABLE.has(code) || UNAVAILABLE_STATE.test(code))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message))
  );
}

/**
 * A database away is not a fault of the request nor a bug, so it answers 503 with a short
 * Retry-After, and the caller may try again.
 */
export function databaseUnavailable(error: unknown): LocalizedException | null {
  return isDatabaseUnreachable(error)
    ? new LocalizedException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'error.unavailable',
        {},
        { 'Retry-After': '5' },
      )
    : null;
}
