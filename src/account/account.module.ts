import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from './account.entity';
import { AccountRepository } from './account.repository';
import { PasswordHasher } from './password-hasher';
import { PlatformOwnerSeeder } from './platform-owner.seeder';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Account])],
  providers: [AccountRepository, PasswordHasher, PlatformOwnerSeeder],
  exports: [AccountRepository, PasswordHasher, PlatformOwnerSeeder],
})
export class AccountModule {}
