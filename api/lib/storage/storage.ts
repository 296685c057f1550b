/**
 * Where uploaded files live (profile pictures, later receipts and documents): behind this interface,
 * never under the web root. A key is a relative path of safe segments ('tenant-1/profile-pictures/…');
 * the implementations refuse anything else, so a key can never climb out of its store.
 */
export interface FileStorage {
  /** Which store this is, for logs and the health of a deployment ('local' | 's3'). */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `key` is a relative path of safe segments (no '..', no absolute path, no backslash). */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (
    segments.length === 0 ||
    segments.length > 8 ||
    !segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
