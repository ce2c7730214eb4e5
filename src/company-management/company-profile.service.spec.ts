import { Readable } from 'node:stream';
import { FileStorage } from '../common/storage/storage';
import { Tx, TransactionRunner } from '../common/tx/transaction-runner';
import { CompanyRepository } from '../company/company.repository';
import { Company } from '../company/company.entity';
import { CompanyProfileService } from './company-profile.service';
import { ReferenceService } from '../reference/reference.service';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A disk that keeps files in memory and can be told to fail removals. */
class MemoryStorage extends FileStorage {
  readonly files = new Map<string, Buffer>();
  failRemovals = false;
  async put(key: string, content: Buffer) {
    this.files.set(key, content);
  }
  async read(key: string) {
    const content = this.files.get(key);
    return content ? Readable.from(content) : null;
  }
  async remove(key: string) {
    if (this.failRemovals) throw new Error('disk unavailable');
    this.files.delete(key);
  }
}

describe('company logo replacement', () => {
  const storage = new MemoryStorage();
  const transactions = {
    run: <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx),
  } as unknown as TransactionRunner;
  const service = new CompanyProfileService(
    {} as CompanyRepository,
    {} as ReferenceService,
    storage,
    transactions,
  );
  const company = () =>
    Object.assign(new Company(), { id: 'c1', logoKey: 'logos/c1/old.png' }) as Company;

  beforeEach(() => {
    storage.files.clear();
    storage.files.set('logos/c1/old.png', PNG);
    storage.failRemovals = false;
  });

  it('keeps the new file the database points at when the old one cannot be removed', async () => {
    const target = company();
    storage.failRemovals = true;
    const saved = await service.saveWithLogo(
      target,
      { fieldName: 'logo', fileName: 'logo.png', content: PNG },
      async () => target,
    );
    expect(saved.logoKey).not.toBe('logos/c1/old.png');
    expect(storage.files.has(saved.logoKey as string)).toBe(true);
  });

  it('replaces the old file once the save is committed', async () => {
    const target = company();
    const saved = await service.saveWithLogo(
      target,
      { fieldName: 'logo', fileName: 'logo.png', content: PNG },
      async () => target,
    );
    expect([...storage.files.keys()]).toEqual([saved.logoKey]);
  });

  it('drops the new file and keeps the old one when the save fails', async () => {
    const target = company();
    await expect(
      service.saveWithLogo(
        target,
        { fieldName: 'logo', fileName: 'logo.png', content: PNG },
        async () => {
          throw new Error('database down');
        },
      ),
    ).rejects.toThrow('database down');
    expect([...storage.files.keys()]).toEqual(['logos/c1/old.png']);
  });
});
