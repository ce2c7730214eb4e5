import { Global, Module } from '@nestjs/common';
import { LocalDiskStorage } from './local-disk.storage';
import { FileStorage } from './storage';

@Global()
@Module({
  providers: [{ provide: FileStorage, useClass: LocalDiskStorage }],
  exports: [FileStorage],
})
export class StorageModule {}
