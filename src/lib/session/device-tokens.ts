import type { KeyValueStorage } from '../../../machines/session.storage';
import { readDeviceToken, writeDeviceToken } from '../../../machines/session.storage';

/**
 * The key a login's device token is kept under: SHA-256 of the login as the api normalises it, so
 * the storage a shared phone keeps after sign-out names nobody (decision 006). Without Web Crypto
 * (a page not served over HTTPS or localhost) there is no key, and sign-in simply goes without.
 */
export async function deviceTokenKey(login: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const bytes = new TextEncoder().encode(login.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function deviceTokenFor(
  storage: KeyValueStorage,
  login: string,
): Promise<string | undefined> {
  const key = await deviceTokenKey(login);
  return key === null ? undefined : readDeviceToken(storage, key);
}

export async function keepDeviceToken(
  storage: KeyValueStorage,
  login: string,
  token: string | null | undefined,
): Promise<void> {
  const key = await deviceTokenKey(login);
  if (key !== null && token) writeDeviceToken(storage, key, token);
}
