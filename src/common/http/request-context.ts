import {
  createParamDecorator,
  ExecutionContext,
  NotFoundException,
  PipeTransform,
} from '@nestjs/common';
import { AccessClaims } from '../access/access-claims';
import { ROLES, Role } from '../access/access.model';
import {
  LanguageCode,
  languageById,
  languageFromAcceptHeader,
  languageIdOf,
} from '../i18n/languages';

export interface HttpRequestLike {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  user?: AccessClaims;
  params?: Record<string, string>;
}

/**
 * The caller's language: the token's choice, else Accept-Language, else pt-BR (DESIGN §3). A
 * request refused before its token was checked (a body that cannot be read, a path that names no
 * route) still speaks the language its bearer token names: choosing a message's language trusts
 * the token no more than Accept-Language is trusted.
 */
export function requestLanguage(request: Pick<HttpRequestLike, 'headers' | 'user'>): LanguageCode {
  const languageId = request.user?.languageId ?? bearerLanguageId(request.headers.authorization);
  if (languageId) return languageById(languageId);
  const header = request.headers['accept-language'];
  return (
    languageFromAcceptHeader(Array.isArray(header) ? header[0] : header) ?? languageById(undefined)
  );
}

function bearerLanguageId(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(header.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload?.languageId === 'number' ? payload.languageId : undefined;
  } catch {
    return undefined;
  }
}

export interface RequestOrigin {
  ip: string;
  languageId: number;
}

export const Origin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestOrigin => {
    const request = context.switchToHttp().getRequest<HttpRequestLike>();
    return { ip: request.ip, languageId: languageIdOf(requestLanguage(request)) };
  },
);

/** The caller's language, for answers that carry localized names. */
export const Language = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LanguageCode =>
    requestLanguage(context.switchToHttp().getRequest<HttpRequestLike>()),
);

/** `{product}` of the spec's paths: a role's API prefix; anything else is an unknown route. */
export class ProductPipe implements PipeTransform<string, Role> {
  transform(value: string): Role {
    if (!(ROLES as readonly string[]).includes(value)) throw new NotFoundException();
    return value as Role;
  }
}
