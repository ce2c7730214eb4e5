import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ModuleName, Stage, TokenRole } from './access.model';
import { AccessClaims } from './access-claims';

export const ACCESS_RULE = 'access-rule';

export interface AccessRule {
  /** `public`: no token. `product`: the token's role must be the `:product` of the path. */
  roles: TokenRole[] | 'public' | 'product';
  module?: ModuleName;
  /** Sign-in stages accepted; only `full` unless a route finishes an interim step. */
  stages?: Stage[];
}

/** The one declaration of who may call a route; checked by the global AccessGuard. */
export const Access = (rule: AccessRule) =>
  rule.roles === 'public'
    ? SetMetadata(ACCESS_RULE, rule)
    : applyDecorators(SetMetadata(ACCESS_RULE, rule), ApiBearerAuth());

export const Public = () => Access({ roles: 'public' });

/** The verified token claims of the caller. */
export const Claims = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessClaims =>
    context.switchToHttp().getRequest<{ user: AccessClaims }>().user,
);
