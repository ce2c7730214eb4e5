import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Company } from '../company/company.entity';
import { CompanyRequestController } from './company-request.controller';
import { CompanyRequest } from './company-request.entity';
import { CompanyRequestService } from './company-request.service';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([CompanyRequest, Company])],
  controllers: [CompanyRequestController],
  providers: [CompanyRequestService],
})
export class CompanyRequestModule {}
