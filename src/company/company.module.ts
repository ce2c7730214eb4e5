import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { OnboardingService } from './onboarding.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  providers: [OnboardingService],
  exports: [OnboardingService],
})
export class CompanyModule {}
