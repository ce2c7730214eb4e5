import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PlatformSetting } from './platform-setting.entity';

@Injectable()
export class SettingService {
  constructor(
    @InjectRepository(PlatformSetting) private readonly settings: Repository<PlatformSetting>,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.settings.findOneBy({ key }))?.value as T | undefined;
  }

  /** Stores `proposed` unless a value exists; returns whichever value won, so instances agree. */
  async getOrCreate<T>(key: string, proposed: T): Promise<T> {
    await this.settings
      .createQueryBuilder()
      .insert()
      .values({ key, value: proposed as object })
      .orIgnore()
      .execute();
    return (await this.get<T>(key)) as T;
  }

  async set<T>(key: string, value: T): Promise<void> {
    await this.settings.upsert({ key, value: value as object }, ['key']);
  }
}
