import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { assertStorageKey } from './storage';
import type { FileStorage } from './storage';

/** An S3-compatible store as the environment configures it (storageFromEnv). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For MinIO, Ceph, R2 …; unset for AWS itself. */
  endpoint?: string;
  /** Path-style URLs (bucket in the path): what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Every key is stored under this prefix ('' or 'crew-hub/'), so a bucket can be shared. */
  prefix: string;
  /** Static credentials; unset → the SDK's default chain (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The S3 client's settings. Since 3.729 the SDK adds CRC32 checksums that several S3-compatible
 * stores refuse: only when the operation requires one (LIBRARIES.md).
 */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  };
}

/** The object key of a storage key: the configured prefix (with one '/') and the checked key. */
export function s3ObjectKey(prefix: string, key: string): string {
  assertStorageKey(key);
  const base = prefix.replace(/^\/+|\/+$/g, '');
  return base === '' ? key : `${base}/${key}`;
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    client?: S3Client,
  ) {
    this.client = client ?? new S3Client(s3ClientConfig(config));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: s3ObjectKey(this.config.prefix, key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: s3ObjectKey(this.config.prefix, key),
        }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({
        Bucket: this.config.bucket,
        Key: s3ObjectKey(this.config.prefix, key),
      }),
    );
  }
}
