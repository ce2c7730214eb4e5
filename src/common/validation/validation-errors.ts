import { ValidationPipeOptions } from '@nestjs/common';
import { getMetadataStorage, ValidationError } from 'class-validator';
import { FieldErrors, LocalizedMessage, ValidationFailedException } from '../http/app-exceptions';
import { MessageKey, ptBR } from '../i18n/messages.pt-BR';

/** class-validator constraint name → catalogue key; our own constraints are named after keys. */
const KEY_BY_CONSTRAINT: Record<string, MessageKey> = {
  isNotEmpty: 'validation.required',
  isDefined: 'validation.required',
  isEmail: 'validation.email',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  isBoolean: 'validation.boolean',
  isInt: 'validation.integer',
  isNumber: 'validation.number',
  min: 'validation.min',
  max: 'validation.max',
  isIn: 'validation.oneOf',
  isEnum: 'validation.oneOf',
  isUuid: 'validation.uuid',
  isISO8601: 'validation.date',
  isDateString: 'validation.date',
  isString: 'validation.string',
  isArray: 'validation.array',
  isObject: 'validation.object',
  nestedValidation: 'validation.object',
  equals: 'validation.mustBeTrue',
};

function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(ptBR, value);
}

function constraintValues(error: ValidationError, name: string): unknown[] {
  if (!error.target) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(error.target.constructor, '', true, false)
    .find((meta) => meta.propertyName === error.property && meta.name === name);
  return metadata?.constraints ?? [];
}

function paramsFor(name: string, values: unknown[]): LocalizedMessage['params'] {
  switch (name) {
    case 'maxLength':
    case 'arrayMaxSize':
    case 'max':
      return { max: Number(values[0]) };
    case 'minLength':
    case 'min':
      return { min: Number(values[0]) };
    case 'isIn':
      return { values: Array.isArray(values[0]) ? values[0].join(', ') : '' };
    case 'isEnum':
      return { values: values[0] ? Object.values(values[0] as object).join(', ') : '' };
    default:
      return {};
  }
}

/**
 * A field left out, or sent as null, that a rule still judged: optional fields are skipped by
 * their rules, so what failed is that it is required (not that "nothing" is not an id).
 */
function isMissing(error: ValidationError): boolean {
  const value = (error.target as Record<string, unknown> | undefined)?.[error.property];
  return value === undefined || value === null;
}

function collect(errors: ValidationError[], prefix: string, out: FieldErrors): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    // One message per field, the first the DTO declares (class-validator lists them in reverse):
    // a missing value is "required", not also "too long", "not text" and "not an e-mail".
    const [first] = Object.entries(error.constraints ?? {}).reverse();
    if (first && isMissing(error)) {
      (out[path] ??= []).push({ key: 'validation.required', params: {} });
    } else if (first) {
      const [name, message] = first;
      const key = isMessageKey(message)
        ? message
        : (KEY_BY_CONSTRAINT[name] ??
          (isMessageKey(`validation.${name}`)
            ? (`validation.${name}` as MessageKey)
            : 'validation.invalid'));
      (out[path] ??= []).push({ key, params: paramsFor(name, constraintValues(error, name)) });
    }
    if (error.children?.length) collect(error.children, path, out);
  }
}

/** Turns class-validator's errors into the contract's `{errors: {field: [..]}}`, one field per path. */
export function toValidationException(errors: ValidationError[]): ValidationFailedException {
  const fieldErrors: FieldErrors = {};
  collect(errors, '', fieldErrors);
  return new ValidationFailedException(fieldErrors);
}

/**
 * How every body, query and form is validated. The target is kept on each error so that messages
 * can name a constraint's limits (a maximum length, the allowed values).
 */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  transform: true,
  validationError: { target: true, value: false },
  exceptionFactory: toValidationException,
};
