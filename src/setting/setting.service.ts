import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { SettingRepository } from './setting.repository';

@Injectable()
export class SettingService {
  constructor(private readonly settings: SettingRepository) {}

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.settings.find(key)) as T | undefined;
  }

  /** Stores `proposed` unless a value exists; returns whichever value won, so instances agree. */
  async getOrCreate<T>(key: string, proposed: T): Promise<T> {
    await this.settings.insertIfAbsent(key, proposed);
    return (await this.get<T>(key)) as T;
  }

  /** `manager`: inside a transaction of the caller, so the change commits with its audit entry. */
  async set<T>(key: string, value: T, manager?: EntityManager): Promise<void> {
    await this.settings.upsert(key, value, manager);
  }
}
