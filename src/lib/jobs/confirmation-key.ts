/**
 * The idempotency key for confirming a job: made once per job and kept in sessionStorage, so a
 * retry sends the same key even after the screen was left and opened again (or opened from
 * home instead of /jobs). If the first request reached the api before the signal dropped, the
 * api then answers the repeat with its first result instead of a CONFLICT.
 *
 * Shared by every screen that confirms a job (home and /jobs), so they share one key per job.
 */
export function confirmationKeyFor(jobId: string): string {
  const storageKey = `crew-hub:confirmJob:${jobId}`;
  try {
    const existing = sessionStorage.getItem(storageKey);
    if (existing) return existing;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    // Storage can be disabled (private modes, quota); a key per screen still covers retries there.
    return crypto.randomUUID();
  }
}
