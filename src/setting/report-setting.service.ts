import { Injectable } from '@nestjs/common';
import { DEFAULT_MINIMUM_GROUP, effectiveMinimum } from './minimum-group';
import { SettingService } from './setting.service';

const KEY = 'report.minimumGroupSize';

/** The platform's smallest reportable group (DESIGN §5b: 5 by default, never below 3). */
@Injectable()
export class ReportSettingService {
  constructor(private readonly settings: SettingService) {}

  async minimumGroupSize(): Promise<number> {
    return effectiveMinimum(await this.settings.get<number>(KEY));
  }

  async get(): Promise<{ minimumGroupSize: number; default: number }> {
    return { minimumGroupSize: await this.minimumGroupSize(), default: DEFAULT_MINIMUM_GROUP };
  }

  async set(minimumGroupSize: number): Promise<{ minimumGroupSize: number; default: number }> {
    await this.settings.set(KEY, effectiveMinimum(minimumGroupSize));
    return this.get();
  }
}
