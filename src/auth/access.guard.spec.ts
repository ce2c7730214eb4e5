import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessClaims } from '../common/access/access-claims';
import { Access } from '../common/access/access.decorators';
import { AccessGuard } from './access.guard';
import { AccessTokenChecker } from './access-token.checker';

/** Two controllers made from one generic base share its handler, each with its own rule. */
class SharedRoutes {
  list(): void {}
}
@Access({ roles: ['admin'], module: 'Employee' })
class EmployeeRoutes extends SharedRoutes {}
@Access({ roles: ['admin'], module: 'Survey' })
class SurveyRoutes extends SharedRoutes {}
class UndecoratedRoutes extends SharedRoutes {}

function callTo(controller: new () => SharedRoutes): ExecutionContext {
  const request = { headers: { authorization: 'Bearer token' }, params: {} };
  return {
    getClass: () => controller,
    getHandler: () => SharedRoutes.prototype.list,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('AccessGuard', () => {
  const claims = { role: 'admin', stage: 'full', modules: ['Employee'] } as AccessClaims;
  const guard = new AccessGuard(new Reflector(), {
    claimsOf: () => Promise.resolve({ ...claims }),
  } as unknown as AccessTokenChecker);

  it("keeps each controller's rule for a shared handler, however often it is asked", async () => {
    for (let round = 0; round < 2; round++) {
      await expect(guard.canActivate(callTo(EmployeeRoutes))).resolves.toBe(true);
      await expect(guard.canActivate(callTo(SurveyRoutes))).rejects.toMatchObject({ status: 403 });
      await expect(guard.canActivate(callTo(UndecoratedRoutes))).rejects.toMatchObject({
        status: 403,
      });
    }
  });
});
