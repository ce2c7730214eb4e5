import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ResponsesModule } from '../answers/responses.module';
import { EmployeeModule } from '../employee/employee.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyRepository } from './privacy.repository';
import { PrivacyService } from './privacy.service';
import { PrivacyNotices } from './requests/privacy-notices';
import {
  MyPrivacyRequestController,
  PrivacyRequestController,
} from './requests/privacy-request.controller';
import { PrivacyRequest } from './requests/privacy-request.entity';
import { PrivacyRequestAdminService } from './requests/privacy-request-admin.service';
import { PrivacyRequestRepository } from './requests/privacy-request.repository';
import { PrivacyRequestService } from './requests/privacy-request.service';

/** The person's rights (LGPD art. 18): what is held about them, and their requests. */
@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequest]), ResponsesModule, EmployeeModule],
  controllers: [PrivacyController, MyPrivacyRequestController, PrivacyRequestController],
  providers: [
    PrivacyRepository,
    PrivacyService,
    PrivacyRequestRepository,
    PrivacyRequestService,
    PrivacyRequestAdminService,
    PrivacyNotices,
  ],
})
export class PrivacyModule {}
