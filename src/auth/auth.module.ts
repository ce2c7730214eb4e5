import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../common/crypto/secret-box';
import { ThrottleService } from '../common/throttle/throttle.service';
import { Company } from '../company/company.entity';
import { AccessGuard } from './access.guard';
import { AccessTokenChecker } from './access-token.checker';
import { AuthChallenge } from './auth-challenge.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ChallengeRepository } from './challenge.repository';
import { ChallengeService } from './challenge.service';
import { CodeDelivery } from './code-delivery';
import { CompanySsoRepository } from './oidc/company-sso.repository';
import { CompanySso, CompanySsoDomain } from './oidc/oidc.entities';
import {
  SecondFactorController,
  SecondFactorPolicyController,
} from './second-factor/second-factor.controller';
import { AccountRecoveryCode, AccountTotp } from './second-factor/second-factor.entities';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SecondFactorPolicyService } from './second-factor/second-factor-policy.service';
import { PasswordRecoveryService } from './password-recovery.service';
import { SessionService } from './session.service';
import { SignInStages } from './sign-in-stages';
import { TokenService } from './token.service';

@Module({
  imports: [
    JwtModule.register({}),
    TypeOrmModule.forFeature([
      AuthChallenge,
      AccountTotp,
      AccountRecoveryCode,
      Company,
      CompanySso,
      CompanySsoDomain,
    ]),
  ],
  controllers: [AuthController, SecondFactorController, SecondFactorPolicyController],
  providers: [
    AuthService,
    ChallengeRepository,
    ChallengeService,
    CodeDelivery,
    PasswordRecoveryService,
    SessionService,
    SignInStages,
    CompanySsoRepository,
    TokenService,
    SecretBox,
    SecondFactorService,
    SecondFactorPolicyService,
    ThrottleService,
    AccessTokenChecker,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [
    AuthService,
    SessionService,
    SignInStages,
    CompanySsoRepository,
    TokenService,
    ThrottleService,
    SecretBox,
  ],
})
export class AuthModule {}
