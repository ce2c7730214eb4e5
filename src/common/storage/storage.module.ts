import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AzureBlobStorage } from './azure-blob.storage';
import { LocalDiskStorage } from './local-disk.storage';
import { FileStorage } from './storage';

/** The store the configuration names: an Azure container when set, else STORAGE_DIR. */
export function openStorage(config: AppConfig): Promise<FileStorage> {
  const azure = config.azureStorage;
  return azure
    ? new AzureBlobStorage(azure.connectionString, azure.container).open()
    : Promise.resolve(new LocalDiskStorage(config.storageDir));
}

@Global()
@Module({
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: openStorage }],
  exports: [FileStorage],
})
export class StorageModule {}
