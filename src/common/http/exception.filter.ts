import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { constraintConflict, databaseUnavailable } from '../database/errors';
import { LanguageCode } from '../i18n/languages';
import { MessageKey } from '../i18n/messages.pt-BR';
import { translate } from '../i18n/translate';
import { LocalizedException, ValidationFailedException } from './app-exceptions';
import { HttpRequestLike, requestLanguage } from './request-context';

export interface ErrorBody {
  statusCode: number;
  /** The message's catalogue key, stable across languages, for clients that branch on a cause. */
  code?: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** Serves the front ends' pages for their client-side routes; answers false for API paths. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  400: 'validation.invalid',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.bodyTooLarge',
  415: 'error.invalidBody',
  429: 'error.tooManyRequests',
};

/**
 * Every error leaves in the contract's shape (DESIGN §3), in the caller's language. Anything
 * unexpected is logged and answered 500 without details.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly pageFallback?: PageFallback) {}

  catch(thrown: unknown, host: ArgumentsHost): void {
    // A constraint the database enforced is a conflict with the data, never a server fault; a
    // database that is away is a moment's unavailability.
    const exception = constraintConflict(thrown) ?? databaseUnavailable(thrown) ?? thrown;
    const request = host.switchToHttp().getRequest<FastifyRequest & HttpRequestLike>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const status = statusOf(exception);
    if (status === 404 && isUnknownRoute(exception) && this.pageFallback?.(request, reply)) return;

    const language = requestLanguage(request);
    const { body, headers } = this.describe(exception, status, language);
    if (status >= 500)
      // The request's own logger: the line carries the request id the answer's header names.
      request.log.error({ err: exception }, 'unexpected error');
    void reply.status(status).headers(headers).send(body);
  }

  private describe(
    exception: unknown,
    status: number,
    language: LanguageCode,
  ): { body: ErrorBody; headers: Record<string, string> } {
    if (exception instanceof ValidationFailedException) {
      const errors = Object.fromEntries(
        Object.entries(exception.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => translate(language, message.key, message.params)),
        ]),
      );
      const first = Object.values(exception.fieldErrors)[0]?.[0];
      return {
        body: {
          statusCode: 400,
          code: first?.key,
          message: Object.values(errors)[0]?.[0] ?? '',
          errors,
        },
        headers: {},
      };
    }
    if (exception instanceof LocalizedException) {
      return {
        body: {
          statusCode: status,
          code: exception.messageKey,
          message: translate(language, exception.messageKey, exception.params),
        },
        headers: exception.headers,
      };
    }
    const key: MessageKey =
      status === 400 && isBodyParseError(exception)
        ? 'error.invalidBody'
        : status === 404 && isUnknownRoute(exception)
          ? 'error.routeNotFound'
          : (KEY_BY_STATUS[status] ?? 'error.unexpected');
    const message = translate(language, key, { wait: 60 });
    // A 400 always names what was wrong (DESIGN §3), even when the framework refused the body.
    const errors = status === 400 ? { body: [message] } : undefined;
    return { body: { statusCode: status, message, errors }, headers: {} };
  }
}

/**
 * What Fastify's router refuses before any route runs (a path whose percent-encoding is broken,
 * a parameter too long) in the contract's shape and the caller's language, like every error.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  const key: MessageKey = status < 500 ? 'error.invalidUrl' : 'error.unexpected';
  const message = translate(requestLanguage(request), key);
  if (status >= 500) request.log.error({ err: error }, 'unexpected error');
  const errors = status === 400 ? { url: [message] } : undefined;
  void reply.status(status).send({ statusCode: status, code: key, message, errors });
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 600)
    return fastifyStatus;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

function isUnknownRoute(exception: unknown): boolean {
  return exception instanceof HttpException && /^Cannot [A-Z]+ /.test(exception.message);
}

/** Fastify's body parser errors reach us wrapped by Nest, with fastify's own message. */
function isBodyParseError(exception: unknown): boolean {
  return exception instanceof HttpException && /\b(JSON|body)\b/i.test(exception.message);
}
