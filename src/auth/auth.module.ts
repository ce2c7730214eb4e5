import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleService } from '../common/throttle/throttle.service';
import { AccessGuard } from './access.guard';
import { AuthChallenge } from './auth-challenge.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ChallengeService } from './challenge.service';
import { CodeDelivery } from './code-delivery';
import { JwtStrategy } from './jwt.strategy';
import { SessionService } from './session.service';
import { TokenService } from './token.service';

@Module({
  imports: [PassportModule, JwtModule.register({}), TypeOrmModule.forFeature([AuthChallenge])],
  controllers: [AuthController],
  providers: [
    AuthService,
    ChallengeService,
    CodeDelivery,
    SessionService,
    TokenService,
    ThrottleService,
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, SessionService, TokenService, ThrottleService],
})
export class AuthModule {}
