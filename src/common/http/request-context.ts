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

/** The caller's language: the token's choice, else Accept-Language, else pt-BR (DESIGN §3). */
export function requestLanguage(request: Pick<HttpRequestLike, 'headers' | 'user'>): LanguageCode {
  if (request.user?.languageId) return languageById(request.user.languageId);
  const header = request.headers['accept-language'];
  return (
    languageFromAcceptHeader(Array.isArray(header) ? header[0] : header) ?? languageById(undefined)
  );
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
