import { Inject, Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { FileStorage } from './storage';

/** Files under STORAGE_DIR; keys are relative paths the application builds, never user input. */
@Injectable()
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = resolve(config.storageDir);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, content);
    await rename(partial, path);
  }

  async read(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }
}
