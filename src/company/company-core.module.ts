import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { CompanyRepository } from './company.repository';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingService } from './onboarding.service';

/** What other modules read about companies (sessions, tenancy), without the HTTP side. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  providers: [CompanyRepository, OnboardingRepository, OnboardingService],
  exports: [CompanyRepository, OnboardingService],
})
export class CompanyCoreModule {}
