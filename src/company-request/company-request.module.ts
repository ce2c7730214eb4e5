import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CompanyModule } from '../company-management/company.module';
import {
  CompanyRequestController,
  CompanyRequestReviewController,
} from './company-request.controller';
import { CompanyRequestReviewService } from './company-request-review.service';
import { CompanyRequest } from './company-request.entity';
import { CompanyRequestRepository } from './company-request.repository';
import { CompanyRequestService } from './company-request.service';

@Module({
  imports: [AuthModule, CompanyModule, TypeOrmModule.forFeature([CompanyRequest])],
  controllers: [CompanyRequestController, CompanyRequestReviewController],
  providers: [CompanyRequestService, CompanyRequestReviewService, CompanyRequestRepository],
})
export class CompanyRequestModule {}
