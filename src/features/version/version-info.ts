import { z } from 'zod';

/** What the gateway's /version.json answers (gateway/version-info.ts). */
export const versionInfoSchema = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  builtAt: z.string(),
});

export type VersionInfo = z.infer<typeof versionInfoSchema>;

/**
 * Reads /version.json without auth and past every cache: this screen exists to tell which
 * build is really deployed, so a service-worker or HTTP cached answer would defeat it.
 */
export async function fetchVersionInfo(signal?: AbortSignal): Promise<VersionInfo> {
  const response = await fetch('/version.json', {
    cache: 'no-store',
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /version.json answered ${response.status}`);
  return versionInfoSchema.parse(await response.json());
}
