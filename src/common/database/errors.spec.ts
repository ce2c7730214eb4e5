import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { LocalizedException } from '../http/app-exceptions';
import { constraintConflict, databaseUnavailable, rethrowStillReferenced } from './errors';

const failure = (code: string, message: string) =>
  new QueryFailedError('DELETE ...', [], Object.assign(new Error(message), { code }));

const STILL_REFERENCED = failure(
  '23503',
  'update or delete on table "department" violates foreign key constraint "employee_department_id_fkey" on table "employee"',
);
const POINTS_AT_NOTHING = failure(
  '23503',
  'insert or update on table "employee" violates foreign key constraint "employee_department_id_fkey"',
);

describe('database constraint errors', () => {
  it('answers every foreign key violation as a 409, named by its direction', () => {
    const inUse = constraintConflict(STILL_REFERENCED);
    expect(inUse).toBeInstanceOf(LocalizedException);
    expect(inUse?.getStatus()).toBe(HttpStatus.CONFLICT);
    expect(inUse?.messageKey).toBe('conflict.inUse');
    expect(constraintConflict(POINTS_AT_NOTHING)?.messageKey).toBe('conflict.referenceMissing');
  });

  it('answers a unique violation as a 409 and leaves other errors alone', () => {
    expect(constraintConflict(failure('23505', 'duplicate key'))?.getStatus()).toBe(409);
    expect(constraintConflict(failure('22P02', 'invalid input syntax'))).toBeNull();
    expect(constraintConflict(new Error('boom'))).toBeNull();
  });

  it('lets a delete explain what still points at the row', () => {
    expect(() => rethrowStillReferenced('conflict.departmentInUse')(STILL_REFERENCED)).toThrow(
      expect.objectContaining({ messageKey: 'conflict.departmentInUse' }),
    );
    const other = new Error('boom');
    expect(() => rethrowStillReferenced('conflict.departmentInUse')(other)).toThrow(other);
  });
});

describe('a database that is away', () => {
  it.each([
    [
      'refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['shutdown', failure('57P01', 'terminating connection due to administrator command')],
    ['starting up', failure('57P03', 'the database system is starting up')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 with Retry-After on a %s', (_name, error) => {
    const answer = databaseUnavailable(error);
    expect(answer?.getStatus()).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(answer?.messageKey).toBe('error.unavailable');
    expect(answer?.headers).toEqual({ 'Retry-After': '5' });
  });

  it('leaves errors of the statement itself alone', () => {
    expect(databaseUnavailable(failure('22P02', 'invalid input syntax'))).toBeNull();
    expect(databaseUnavailable(failure('23505', 'duplicate key'))).toBeNull();
    expect(databaseUnavailable(new Error('boom'))).toBeNull();
  });
});
