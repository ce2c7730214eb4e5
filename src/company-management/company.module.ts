import { Module } from '@nestjs/common';
import { AdminUserModule } from '../admin-user/admin-user.module';
import { AuthModule } from '../auth/auth.module';
import { PlanModule } from '../plan/plan.module';
import { AdminCompanyService } from './admin-company.service';
import {
  AdminCompanyController,
  CompanyLogoController,
  SuperCompanyController,
} from './company.controllers';
import { CompanyProfileService } from './company-profile.service';
import { SuperCompanyService } from './super-company.service';
import { CompanyListCache } from './company-list.cache';

@Module({
  imports: [AuthModule, PlanModule, AdminUserModule],
  controllers: [SuperCompanyController, AdminCompanyController, CompanyLogoController],
  providers: [CompanyProfileService, SuperCompanyService, AdminCompanyService, CompanyListCache],
  exports: [SuperCompanyService],
})
export class CompanyModule {}
