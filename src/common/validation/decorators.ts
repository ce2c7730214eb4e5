import { ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { isCommonPassword, meetsPasswordRules } from './password-policy';
import {
  normalizeCnpj,
  normalizeCpf,
  normalizePhone,
  parseEmailOrPhone,
  parseIdentifier,
} from './brazil';

const stringCheck = (name: string, test: (value: string) => boolean, options?: ValidationOptions) =>
  ValidateBy(
    { name, validator: { validate: (value: unknown) => typeof value === 'string' && test(value) } },
    options,
  );

/** Constraint names are catalogue keys under `validation.`, so messages follow the caller's language. */
export const IsCpf = (options?: ValidationOptions) =>
  stringCheck('cpf', (v) => !!normalizeCpf(v), options);
export const IsCnpj = (options?: ValidationOptions) =>
  stringCheck('cnpj', (v) => !!normalizeCnpj(v), options);
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
