import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Company } from '../company/company.entity';
import { CompanyModule } from '../company-management/company.module';
import {
  CompanyRequestController,
  CompanyRequestReviewController,
} from './company-request.controller';
import { CompanyRequestReviewService } from './company-request-review.service';
import { CompanyRequest } from './company-request.entity';
import { CompanyRequestService } from './company-request.service';

@Module({
  imports: [AuthModule, CompanyModule, TypeOrmModule.forFeature([CompanyRequest, Company])],
  controllers: [CompanyRequestController, CompanyRequestReviewController],
  providers: [CompanyRequestService, CompanyRequestReviewService],
})
export class CompanyRequestModule {}
