import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PlatformSetting } from './platform-setting.entity';

/** Every query on platform settings. */
@Injectable()
export class SettingRepository {
  constructor(
    @InjectRepository(PlatformSetting) private readonly settings: Repository<PlatformSetting>,
  ) {}

  async find(key: string): Promise<unknown> {
    return (await this.settings.findOneBy({ key }))?.value;
  }

  /** Leaves an existing value as it is. */
  async insertIfAbsent(key: string, value: unknown): Promise<void> {
    await this.settings
      .createQueryBuilder()
      .insert()
      .values({ key, value: value as object })
      .orIgnore()
      .execute();
  }

  async upsert(key: string, value: unknown, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(PlatformSetting) : this.settings;
    await repository.upsert({ key, value: value as object }, ['key']);
  }
}
