import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth.module';
import { CompanySsoController } from './company-sso.controller';
import { CompanySsoService } from './company-sso.service';
import { OidcSignInFlow } from './oidc.entities';
import { OidcController } from './oidc.controller';
import { OidcSignInService } from './oidc-sign-in.service';
import { ProviderDirectory } from './provider-directory';
import { SignInFlowRepository } from './sign-in-flow.repository';

/** Sign-in through OpenID Connect providers, and a company's own provider's settings. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([OidcSignInFlow])],
  controllers: [OidcController, CompanySsoController],
  providers: [ProviderDirectory, SignInFlowRepository, OidcSignInService, CompanySsoService],
})
export class OidcModule {}
