import { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk (`STORAGE_DIR`), the only implementation. Another store
 * (a cloud blob container, say) would implement the same three calls.
 */
export abstract class FileStorage {
  abstract put(key: string, content: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  abstract read(key: string): Promise<Readable | null>;
  abstract remove(key: string): Promise<void>;
}
