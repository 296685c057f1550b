import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { ApiConfig } from '../../config';

/** What the service worker shows (src/sw/sw.ts reads exactly these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** A later message with the same tag replaces this one on the device. */
  tag: string;
  /** The app route a click opens. */
  url: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A later message with the same topic replaces an undelivered one at the push service (≤ 32 base64url characters). */
  topic?: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const vapidByDir = new Map<string, VapidKeys>();

/**
 * The VAPID pair: from the environment, else generated once into `${dataDir}/vapid-keys.json`
 * (mode 600) and read back on every later start. The private key never leaves this module's callers
 * for a log or an answer.
 */
export function vapidKeys(config: ApiConfig): VapidKeys {
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  }
  const cached = vapidByDir.get(config.dataDir);
  if (cached) return cached;
  const file = join(config.dataDir, 'vapid-keys.json');
  let keys: VapidKeys | undefined;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  if (!keys) {
    keys = webpush.generateVAPIDKeys();
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  vapidByDir.set(config.dataDir, keys);
  return keys;
}

/** The push services of the browsers the app supports (https only); anything else is refused. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/**
 * Whether the api may post to this endpoint: https on a known push service, or an origin the
 * operator listed (PUSH_ENDPOINT_ORIGINS). The api never posts to an address a client made up
 * (server-side request forgery).
 */
export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );
}

export class PushServiceError extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
    this.name = 'PushServiceError';
  }
}

/**
 * Encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292) with web-push, then posts with fetch:
 * web-push's own sender speaks https only, and fetch keeps the request in our hands (timeout).
 * Answers the push service's status: 201 delivered, 404 / 410 gone; anything else throws.
 */
export async function sendPush(
  config: ApiConfig,
  target: PushTarget,
  message: PushMessage,
  options: PushOptions,
): Promise<'sent' | 'gone'> {
  const keys = vapidKeys(config);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: {
        subject: config.vapid.subject,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: options.ttl,
      urgency: options.urgency,
      ...(options.topic ? { topic: options.topic } : {}),
      contentEncoding: 'aes128gcm',
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (response.status >= 200 && response.status < 300) return 'sent';
  throw new PushServiceError(response.status);
}
