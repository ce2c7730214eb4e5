import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation: two writers raced for the same unique value. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505'
  );
}
