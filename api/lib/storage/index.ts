import { join } from 'node:path';
import { z } from 'zod';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import type { S3StorageConfig } from './s3';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const storageEnvSchema = z.object({
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: optional.pipe(z.enum(['true', 'false']).optional()),
  S3_PREFIX: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
});

/**
 * The S3 settings from the environment, or null when S3_BUCKET is unset (then files stay on the
 * local disk). Throws naming the variable when the settings are half there; never names a secret's
 * value.
 */
export function s3ConfigFromEnv(env: Record<string, string | undefined>): S3StorageConfig | null {
  const parsed = storageEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid storage settings: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
    );
  }
  const values = parsed.data;
  if (!values.S3_BUCKET) {
    const stray = Object.entries(values).find(([, value]) => value !== undefined);
    if (stray)
      throw new Error(
        `${stray[0]} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`,
      );
    return null;
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    bucket: values.S3_BUCKET,
    region: values.S3_REGION ?? 'us-east-1',
    ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
    // A custom endpoint is almost always MinIO-like: path style unless told otherwise.
    forcePathStyle: values.S3_FORCE_PATH_STYLE
      ? values.S3_FORCE_PATH_STYLE === 'true'
      : values.S3_ENDPOINT !== undefined,
    prefix: values.S3_PREFIX ?? '',
    ...(values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  };
}

/** S3 when S3_BUCKET is set, else the directory `<dataDir>/files`. */
export function storageFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): FileStorage {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? new S3FileStorage(s3) : new LocalFileStorage(join(dataDir, 'files'));
}
