import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessClaims } from '../common/access/access-claims';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { hasModule } from '../common/access/access.model';
import { forbidden, unauthorized } from '../common/http/app-exceptions';
import { AccessTokenChecker } from './access-token.checker';

interface GuardedRequest {
  headers: { authorization?: string };
  user?: AccessClaims;
  params: Record<string, string>;
}

/**
 * The one guard: every route declares its rule with @Access or @Public, and a route without one
 * is refused, so forgetting the decorator cannot open a route. A token that fails its checks is
 * refused (401); an error while checking it (the database away, say) is not the caller's fault
 * and goes on to be answered as what it is.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  /** Each route's rule, read from its decorators once: by controller class, then handler. */
  private readonly rules = new WeakMap<object, WeakMap<object, AccessRule | null>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenChecker,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.ruleOf(context);
    if (!rule) throw forbidden();
    if (rule.roles === 'public') return true;

    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const claims = await this.tokens.claimsOf(request.headers.authorization);
    if (!claims) throw unauthorized();
    request.user = claims;
    if (!(rule.stages ?? ['full']).includes(claims.stage)) throw unauthorized('auth.wrongStage');
    const roleAllowed =
      rule.roles === 'product'
        ? request.params.product === claims.role
        : rule.roles.includes(claims.role);
    if (!roleAllowed) throw forbidden();
    if (rule.module && !hasModule(claims.modules, rule.module)) throw forbidden();
    return true;
  }

  /** Generated controllers share handlers, so the class is part of the key. */
  private ruleOf(context: ExecutionContext): AccessRule | null {
    const controller = context.getClass();
    const handler = context.getHandler();
    let byHandler = this.rules.get(controller);
    if (!byHandler) this.rules.set(controller, (byHandler = new WeakMap()));
    let rule = byHandler.get(handler);
    if (rule === undefined) {
      rule =
        this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
          handler,
          controller,
        ]) ?? null;
      byHandler.set(handler, rule);
    }
    return rule;
  }
}
