import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
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

  /** `manager`: inside a transaction of the caller, so the change commits with its audit entry. */
  async set<T>(key: string, value: T, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(PlatformSetting) : this.settings;
    await repository.upsert({ key, value: value as object }, ['key']);
  }
}
