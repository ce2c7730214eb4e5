import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  // eslint-disable-next-line no-restricted-imports -- the one place the bare check is bounded
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateBy,
  ValidationArguments,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';
import { isCommonPassword, meetsPasswordRules } from './password-policy';
import { cnpjProblem, cpfProblem, DocumentProblem } from './documents';
import { normalizePhone, parseEmailOrPhone, parseIdentifier } from './brazil';

const stringCheck = (name: string, test: (value: string) => boolean, options?: ValidationOptions) =>
  ValidateBy(
    { name, validator: { validate: (value: unknown) => typeof value === 'string' && test(value) } },
    options,
  );

/** Constraint names are catalogue keys under `validation.`, so messages follow the caller's language. */
/** One message for the shape, another for the check digits: each says what to fix. */
const documentCheck =
  (problems: (value: string) => DocumentProblem | null, kinds: DocumentProblem[]) =>
  (options?: ValidationOptions) =>
  (target: object, property: string) => {
    for (const kind of kinds)
      stringCheck(kind, (v) => problems(v) !== kind, options)(target, property);
  };
export const IsCpf = documentCheck(cpfProblem, ['cpfShape', 'cpfDigits']);
export const IsCnpj = documentCheck(cnpjProblem, ['cnpjShape', 'cnpjDigits']);
export const IsPhone = (options?: ValidationOptions) =>
  stringCheck('phone', (v) => !!normalizePhone(v), options);
export const IsLoginIdentifier = (options?: ValidationOptions) =>
  stringCheck('identifier', (v) => !!parseIdentifier(v), options);
export const IsEmailOrPhone = (options?: ValidationOptions) =>
  stringCheck('emailOrPhone', (v) => !!parseEmailOrPhone(v), options);

export const IsAccountPassword = () => (target: object, property: string) => {
  stringCheck('password', meetsPasswordRules)(target, property);
  stringCheck('passwordCommon', (v) => !meetsPasswordRules(v) || !isCommonPassword(v))(
    target,
    property,
  );
};

/** Equal to another field of the same body (a confirmation). */
export const MatchesField = (field: string, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'matchesField',
      constraints: [field],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          value === (args?.object as Record<string, unknown>)[field],
      },
    },
    options,
  );

/** PostgreSQL's `integer`, where every whole number the API takes is stored or compared. */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;

/**
 * A whole number within bounds that never pass PostgreSQL's `integer` (`1e21` is an integer to
 * JavaScript, and `4294967296` fits no column): the only integer check DTOs use, so none can
 * reach the database out of range. `message` replaces the bounds' messages.
 */
export function IsInteger(
  options: { min?: number; max?: number; message?: string } = {},
): PropertyDecorator {
  const { min = INTEGER_MIN, max = INTEGER_MAX, message } = options;
  const bounds = message ? { message } : undefined;
  // Registered last-declared-first, so the 400 names "not a whole number" before the bounds.
  return applyDecorators(
    Max(Math.min(max, INTEGER_MAX), bounds),
    Min(Math.max(min, INTEGER_MIN), bounds),
    IsInt(),
  );
}

/**
 * One object checked by its DTO. ValidateNested alone takes an array in its place and checks
 * the array's items, so `[]` would pass for the object and reach the code that reads it; this
 * refuses anything but an object first. A unit test holds every nested object to it.
 */
export function NestedObject(type: () => new () => object): PropertyDecorator {
  // Registered last-declared-first, so a list or a scalar is named "not an object".
  return applyDecorators(ValidateNested(), Type(type), IsObject());
}
