import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from '../account/account.entity';
import { AdminInvitationService } from './admin-invitation.service';
import { AdminUserController } from './admin-user.controller';
import { AdminUserRepository } from './admin-user.repository';
import { AdminUserService } from './admin-user.service';

@Module({
  imports: [TypeOrmModule.forFeature([Account])],
  controllers: [AdminUserController],
  providers: [AdminUserRepository, AdminUserService, AdminInvitationService],
  exports: [AdminInvitationService],
})
export class AdminUserModule {}
