/** What the gateway's /version.json answers (gateway/version-info.ts). */
export type VersionInfo = { version: string; commit: string | null; builtAt: string };

/**
 * A hand-written check instead of zod: this screen's chunk stays ~2 kB instead of pulling ~80 kB
 * of schema library onto a phone for three fields.
 */
export function parseVersionInfo(value: unknown): VersionInfo {
  if (typeof value === 'object' && value !== null) {
    const { version, commit, builtAt } = value as Record<string, unknown>;
    if (
      typeof version === 'string' &&
      (typeof commit === 'string' || commit === null) &&
      typeof builtAt === 'string'
    ) {
      return { version, commit, builtAt };
    }
  }
  throw new Error('/version.json does not have the expected shape');
}

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
  return parseVersionInfo(await response.json());
}
