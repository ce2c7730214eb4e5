import { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk (`STORAGE_DIR`) by default, an Azure Blob Storage
 * container when configured. Every API and worker instance of a deployment must share it.
 */
export abstract class FileStorage {
  /** Stores the whole file under the key; a reader sees the old file or the new, never half. */
  abstract put(key: string, content: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  abstract read(key: string): Promise<Readable | null>;
  /** Removes the file; a key with no file is not an error. */
  abstract remove(key: string): Promise<void>;
}

/**
 * Keys are relative paths the application builds (`imports/<id>.xlsx`), never user input; this
 * refuses anything else, so no store can be led outside its root by a dot segment.
 */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (!key || segments.some((segment) => !segment || segment === '.' || segment === '..'))
    throw new Error(`not a storage key: ${key}`);
  return key;
}
