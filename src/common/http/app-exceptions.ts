import { HttpException, HttpStatus } from '@nestjs/common';
import { MessageKey } from '../i18n/messages.pt-BR';
import { MessageParams } from '../i18n/translate';

export interface LocalizedMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** field path → messages; translated into the caller's language by the exception filter. */
export type FieldErrors = Record<string, LocalizedMessage[]>;

/** An error whose message is a catalogue key, translated when the response is written. */
export class LocalizedException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey, status);
  }
}

export class ValidationFailedException extends HttpException {
  constructor(readonly fieldErrors: FieldErrors) {
    super('validation failed', HttpStatus.BAD_REQUEST);
  }

  static of(field: string, key: MessageKey, params?: MessageParams): ValidationFailedException {
    return new ValidationFailedException({ [field]: [{ key, params }] });
  }
}

export class TooManyRequestsException extends LocalizedException {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'error.tooManyRequests',
      { wait: seconds },
      { 'Retry-After': String(seconds) },
    );
  }
}

export const notFound = () => new LocalizedException(HttpStatus.NOT_FOUND, 'error.notFound');
export const conflict = (key: MessageKey = 'error.conflict') =>
  new LocalizedException(HttpStatus.CONFLICT, key);
export const unauthorized = (key: MessageKey = 'error.unauthorized') =>
  new LocalizedException(HttpStatus.UNAUTHORIZED, key);
export const forbidden = () => new LocalizedException(HttpStatus.FORBIDDEN, 'error.forbidden');
/** A refusal of one field's value that only the service can judge (a used link, a wrong code). */
export const badRequest = (field: string, key: MessageKey, params?: MessageParams) =>
  ValidationFailedException.of(field, key, params);
