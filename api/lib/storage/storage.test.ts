import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { S3Client } from '@aws-sdk/client-s3';
import { s3ConfigFromEnv, storageFromEnv } from './index';
import { LocalFileStorage } from './local';
import { S3FileStorage, s3ClientConfig, s3ObjectKey } from './s3';
import { assertStorageKey } from './storage';

const root = mkdtempSync(join(tmpdir(), 'crewhub-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it.each(['a.png', 'tenant-1/profile-pictures/7-uuid.jpg', 'demo/portrait-teal.png'])(
    'accepts %s',
    (key) => {
      expect(() => assertStorageKey(key)).not.toThrow();
    },
  );
  it.each([
    '',
    '/etc/passwd',
    '../x',
    'a/../../b',
    'a//b',
    'a\\b',
    '.hidden',
    'a/./b',
    'a b',
    'x/..',
  ])('refuses %j', (key) => {
    expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
  });
});

describe('LocalFileStorage', () => {
  const storage = new LocalFileStorage(join(root, 'files'));

  it('writes, reads and deletes a file under its root, readable only by the owner', async () => {
    await storage.put('tenant-1/pictures/a.jpg', Buffer.from('hello'), 'image/jpeg');
    expect((await storage.get('tenant-1/pictures/a.jpg'))?.toString()).toBe('hello');
    expect(statSync(join(root, 'files/tenant-1/pictures/a.jpg')).mode & 0o777).toBe(0o600);
    // No temporary file is left behind.
    expect(readdirSync(join(root, 'files/tenant-1/pictures'))).toEqual(['a.jpg']);
    await storage.put('tenant-1/pictures/a.jpg', Buffer.from('again'), 'image/jpeg');
    expect((await storage.get('tenant-1/pictures/a.jpg'))?.toString()).toBe('again');
    await storage.delete('tenant-1/pictures/a.jpg');
    expect(await storage.get('tenant-1/pictures/a.jpg')).toBeNull();
    await expect(storage.delete('tenant-1/pictures/a.jpg')).resolves.toBeUndefined();
  });

  it('answers null for a missing file and refuses a key that climbs out', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET: files go to <DATA_DIR>/files', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(storageFromEnv({}, root)).toBeInstanceOf(LocalFileStorage);
  });

  it('refuses half a configuration, naming the variable and never a secret', () => {
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /go together/,
    );
    let message = '';
    try {
      s3ConfigFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'ftp://x',
        S3_SECRET_ACCESS_KEY: 'sekrit-value',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/S3_ENDPOINT/);
    expect(message).not.toMatch(/sekrit/);
  });

  it('reads a MinIO-style configuration: path style, prefix and static keys', () => {
    const config = s3ConfigFromEnv({
      S3_BUCKET: 'crew',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: '/hub/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toEqual({
      bucket: 'crew',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: '/hub/',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(storageFromEnv({ S3_BUCKET: 'crew' }, root)).toBeInstanceOf(S3FileStorage);
    // AWS itself: virtual-hosted style, the SDK's credential chain.
    expect(s3ConfigFromEnv({ S3_BUCKET: 'crew', S3_REGION: 'eu-central-1' })).toEqual({
      bucket: 'crew',
      region: 'eu-central-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      s3ConfigFromEnv({
        S3_BUCKET: 'crew',
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: 'false',
      })?.forcePathStyle,
    ).toBe(false);
  });

  it('asks for checksums only when required (S3-compatible stores refuse the default CRC32)', () => {
    const settings = s3ClientConfig({
      bucket: 'b',
      region: 'r',
      forcePathStyle: true,
      prefix: '',
      endpoint: 'http://minio:9000',
    });
    expect(settings).toMatchObject({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      forcePathStyle: true,
      endpoint: 'http://minio:9000',
    });
    expect(settings).not.toHaveProperty('credentials');
  });

  it('prefixes object keys once and checks them', () => {
    expect(s3ObjectKey('', 'a/b.png')).toBe('a/b.png');
    expect(s3ObjectKey('/hub/', 'a/b.png')).toBe('hub/a/b.png');
    expect(s3ObjectKey('hub', 'a/b.png')).toBe('hub/a/b.png');
    expect(() => s3ObjectKey('hub', '../b.png')).toThrow(/Invalid storage key/);
  });

  it('sends Put, Get and Delete commands with the bucket and the prefixed key', async () => {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    // The client's send, recorded: what the storage asks S3 for, without a network.
    const client = new S3Client({ region: 'us-east-1' });
    client.send = (async (command: {
      constructor: { name: string };
      input: Record<string, unknown>;
    }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command.constructor.name === 'GetObjectCommand') {
        if (command.input.Key === 'hub/missing.png')
          throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
        return { Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3]) } };
      }
      return {};
    }) as never;
    const storage = new S3FileStorage(
      { bucket: 'crew', region: 'us-east-1', forcePathStyle: true, prefix: 'hub' },
      client,
    );
    await storage.put('a/b.png', Buffer.from([9]), 'image/png');
    expect([...((await storage.get('a/b.png')) ?? [])]).toEqual([1, 2, 3]);
    expect(await storage.get('missing.png')).toBeNull();
    await storage.delete('a/b.png');
    expect(sent.map(({ name, input }) => [name, input.Bucket, input.Key])).toEqual([
      ['PutObjectCommand', 'crew', 'hub/a/b.png'],
      ['GetObjectCommand', 'crew', 'hub/a/b.png'],
      ['GetObjectCommand', 'crew', 'hub/missing.png'],
      ['DeleteObjectCommand', 'crew', 'hub/a/b.png'],
    ]);
    expect(sent[0]?.input.ContentType).toBe('image/png');
  });
});
