import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey } from './storage';
import type { FileStorage } from './storage';

/**
 * Files in a directory (by default `<DATA_DIR>/files`, outside the built app the gateway serves).
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    // assertStorageKey already refuses '..'; this is the belt to its braces.
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key leaves the store: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
