import { BlobServiceClient, ContainerClient, RestError } from '@azure/storage-blob';
import { Readable } from 'node:stream';
import { ConfigError } from '../../config/app-config';
import { checkedKey, FileStorage } from './storage';

/**
 * Files as block blobs of one container. An upload is committed whole, so a reader never sees
 * half a file; the container is created on start when it does not exist.
 */
export class AzureBlobStorage extends FileStorage {
  private readonly container: ContainerClient;

  constructor(connectionString: string, container: string) {
    super();
    this.container =
      BlobServiceClient.fromConnectionString(connectionString).getContainerClient(container);
  }

  /** Reaches the container (creating it if needed), so a wrong setting stops the start. */
  async open(): Promise<this> {
    try {
      await this.container.createIfNotExists();
    } catch (error) {
      throw new ConfigError(
        `Configuration error: AZURE_STORAGE_CONTAINER ${this.container.containerName} cannot be reached (${(error as Error).message})`,
        { cause: error },
      );
    }
    return this;
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.blob(key).uploadData(content);
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const download = await this.blob(key).download();
      return download.readableStreamBody as Readable;
    } catch (error) {
      if (error instanceof RestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.blob(key).deleteIfExists();
  }

  private blob(key: string) {
    return this.container.getBlockBlobClient(checkedKey(key));
  }
}
