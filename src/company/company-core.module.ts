import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { CompanyRepository } from './company.repository';
import { OnboardingService } from './onboarding.service';

/** What other modules read about companies (sessions, tenancy), without the HTTP side. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  providers: [CompanyRepository, OnboardingService],
  exports: [CompanyRepository, OnboardingService],
})
export class CompanyCoreModule {}
