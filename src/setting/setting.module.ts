import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlatformSetting } from './platform-setting.entity';
import { ReportSettingService } from './report-setting.service';
import { SettingRepository } from './setting.repository';
import { SettingService } from './setting.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PlatformSetting])],
  providers: [SettingService, SettingRepository, ReportSettingService],
  exports: [SettingService, ReportSettingService],
})
export class SettingModule {}
