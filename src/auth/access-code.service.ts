import { Injectable } from '@nestjs/common';
import { badRequest } from '../common/http/app-exceptions';
import { ThrottleService } from '../common/throttle/throttle.service';
import { Caller } from './auth.service';
import { TokenResponseDto } from './dto/auth.dto';

/** Turns a survey access code (for visitors or a kiosk) into a survey token. */
@Injectable()
export class AccessCodeService {
  constructor(private readonly throttle: ThrottleService) {}

  async redeem(caller: Caller, code: string): Promise<TokenResponseDto> {
    await this.throttle.consumeIp('access-by-code', caller.ip);
    const key = `access-code:${code.trim().toUpperCase()}`;
    await this.throttle.assertIdentifierAllowed(key);
    await this.throttle.recordFailure(key);
    throw badRequest('auth.accessByCodeFailed');
  }
}
