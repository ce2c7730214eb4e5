import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AccessClaims } from '../common/access/access-claims';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { hasModule } from '../common/access/access.model';
import { forbidden, unauthorized } from '../common/http/app-exceptions';

interface GuardedRequest {
  user?: AccessClaims;
  params: Record<string, string>;
}

/**
 * The one guard: every route declares its rule with @Access or @Public, and a route without one
 * is refused, so forgetting the decorator cannot open a route.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw forbidden();
    if (rule.roles === 'public') return true;

    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const claims = request.user as AccessClaims;
    if (!(rule.stages ?? ['full']).includes(claims.stage)) throw unauthorized('auth.wrongStage');
    const roleAllowed =
      rule.roles === 'product'
        ? request.params.product === claims.role
        : rule.roles.includes(claims.role);
    if (!roleAllowed) throw forbidden();
    if (rule.module && !hasModule(claims.modules, rule.module)) throw forbidden();
    return true;
  }

  /**
   * A token that fails its checks is refused (401); an error while checking it (the database
   * away, say) is not the caller's fault and goes on to be answered as what it is.
   */
  override handleRequest<T>(error: unknown, claims: T): T {
    if (error) throw error;
    if (!claims) throw unauthorized();
    return claims;
  }
}
