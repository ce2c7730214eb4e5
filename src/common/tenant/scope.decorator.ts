import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AccessClaims } from '../access/access-claims';
import { forbidden } from '../http/app-exceptions';
import { LanguageCode } from '../i18n/languages';
import { HttpRequestLike, requestLanguage } from '../http/request-context';

/** Who asks, for which company, reading which language: what every admin call works within. */
export interface TenantScope {
  companyId: string;
  accountId: string;
  language: LanguageCode;
}

export const Scope = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TenantScope => {
    const request = context.switchToHttp().getRequest<HttpRequestLike & { user?: AccessClaims }>();
    const claims = request.user;
    if (!claims?.companyId) throw forbidden();
    return {
      companyId: claims.companyId,
      accountId: claims.id,
      language: requestLanguage(request),
    };
  },
);
