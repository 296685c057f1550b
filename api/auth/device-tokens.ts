import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../config';

// Device tokens (OWASP "Slow down online guessing attacks with device cookies", decision 006): a
// successful sign-in gives the app a token naming this device for this login. Signing in with it,
// the owner passes the account's lock against untrusted clients and has a failure count of their
// own; an attacker without it cannot lock the owner out. No row is stored: the token is signed.

/** A device not signed in from for half a year is a stranger again. */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 60 * 60;

const VERSION = 'd1';

function deviceKey(config: ApiConfig): Buffer {
  // Its own key, derived from the token secret, so a device token can never pass as anything else.
  return createHmac('sha256', config.jwtSecret).update('crew-hub device token').digest();
}

function signature(
  config: ApiConfig,
  tenantId: number,
  accountKey: string,
  deviceId: string,
  issuedAt: number,
): Buffer {
  return createHmac('sha256', deviceKey(config))
    .update(`${VERSION}\n${tenantId}\n${accountKey}\n${deviceId}\n${issuedAt}`)
    .digest();
}

/** A token for this device and login; an existing device id keeps its identity (and failure count). */
export function issueDeviceToken(
  config: ApiConfig,
  tenantId: number,
  accountKey: string,
  now: Date,
  deviceId: string = randomBytes(16).toString('base64url'),
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const mac = signature(config, tenantId, accountKey, deviceId, issuedAt).toString('base64url');
  return `${VERSION}.${deviceId}.${issuedAt}.${mac}`;
}

/** The device id of a token signed for this tenant and login and not older than the TTL, else undefined. */
export function readDeviceToken(
  config: ApiConfig,
  tenantId: number,
  accountKey: string,
  token: string | undefined,
  now: Date,
): string | undefined {
  if (!token) return undefined;
  const match = /^d1\.([A-Za-z0-9_-]{22})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, deviceId = '', issuedText = '', mac = ''] = match;
  const issuedAt = Number(issuedText);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > DEVICE_TOKEN_TTL_SECONDS) return undefined;
  const expected = signature(config, tenantId, accountKey, deviceId, issuedAt);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? deviceId
    : undefined;
}
