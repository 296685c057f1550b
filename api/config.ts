import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { clockStartingAt, systemClock } from '../machines/clock';
import type { Clock } from '../machines/clock';
import { instantInput } from './lib/dates';
import { LOG_LEVELS } from './lib/logging';
import type { LogLevel } from './lib/logging';

export interface ApiConfig {
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /**
   * SESSION_MAX_AGE_SECONDS: how long a sign-in lasts however often its token is refreshed
   * (default 30 days); then the person signs in again (decision 003).
   */
  sessionMaxAgeSeconds: number;
  smtpUrl?: string;
  /** Unknown hosts resolve to the default tenant (always true in embedded PGlite mode). */
  defaultTenantFallback: boolean;
  /**
   * DEMO_DATA=false: a new embedded database starts empty instead of with the demo tenant. With
   * DATABASE_URL the demo is never loaded at start, only by `npm run db:seed`.
   */
  demoData: boolean;
  /**
   * Whose X-Forwarded-For to believe for the client address (sign-in throttling): Fastify's
   * trustProxy. Default 'loopback': the in-process gateway and a proxy on the same host.
   */
  trustProxy: boolean | string;
  /**
   * How long, in milliseconds, a process may answer from its cache of a token subject's principal
   * and rights (RIGHTS_CACHE_TTL_MS, default 5000; 0 disables it). Also the bound on how late a
   * revoked right or a deleted person is seen by another process (docs/decisions/009).
   */
  rightsCacheTtlMs: number;
  /**
   * LIVE_HEARTBEAT_SECONDS (default 15): how often an open change stream (GET /crewItemChanges/stream)
   * sends a comment line and checks that its token and sign-in are still good (docs/decisions/195).
   */
  liveHeartbeatSeconds: number;
  /**
   * TEST_TENANT_FACTORY_KEY: when set (at least 32 characters), POST /api/v1/testing/tenants creates
   * demo tenants for tests that need their own data; unset (the default), the route does not exist.
   */
  testTenantFactoryKey?: string;
  /**
   * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (both or neither) sign Web Push; without them a pair is
   * generated once into `${dataDir}/vapid-keys.json` (mode 600) on first use (decision 096).
   * VAPID_SUBJECT: a real mailto: or https: URL (Apple refuses a mailto at localhost).
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** MAIL_FROM: the sender of outgoing mail (SMTP_URL). */
  mailFrom: string;
  /** QUEUE_WORKER=off: this process enqueues but never works the queue (default on; off under NODE_ENV=test). */
  queueWorker: boolean;
  /**
   * PUSH_ENDPOINT_ORIGINS: extra origins a push subscription may point at, comma-separated (tests'
   * local push service). Otherwise only https endpoints of the browsers' push services (decision 096).
   */
  pushEndpointOrigins: string[];
  /** LOG_LEVEL: pino's level for the api's log (one line per request at info); default info, silent under NODE_ENV=test. */
  logLevel: LogLevel;
  /**
   * CLOCK_START: an ISO 8601 instant with a zone; the server's clock reads it at start-up and runs
   * on from there (an e2e run on a fixed day). Unset: the machine's time.
   */
  clockStart?: Date;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An optional whole number (of seconds, milliseconds …) between min and max. */
const wholeNumber = (unit: string, min: number, max: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number of ${unit}`)
      .transform(Number)
      .pipe(z.number().min(min).max(max))
      .optional(),
  );

const envSchema = z.object({
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalText,
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  TOKEN_TTL_SECONDS: wholeNumber('seconds', 60, 7 * 24 * 3600),
  SESSION_MAX_AGE_SECONDS: wholeNumber('seconds', 3600, 365 * 24 * 3600),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  DEFAULT_TENANT_FALLBACK: optionalText.pipe(z.enum(['true', 'false']).optional()),
  DEMO_DATA: optionalText.pipe(z.enum(['true', 'false']).optional()),
  TRUST_PROXY: optionalText,
  RIGHTS_CACHE_TTL_MS: wholeNumber('milliseconds', 0, 60_000),
  LIVE_HEARTBEAT_SECONDS: wholeNumber('seconds', 1, 60),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).optional()),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  QUEUE_WORKER: optionalText.pipe(z.enum(['on', 'off']).optional()),
  PUSH_ENDPOINT_ORIGINS: optionalText,
  NODE_ENV: optionalText,
  CLOCK_START: optionalText.pipe(instantInput.transform((value) => new Date(value)).optional()),
  TEST_TENANT_FACTORY_KEY: optionalText.pipe(
    z
      .string()
      .min(
        32,
        'TEST_TENANT_FACTORY_KEY must be at least 32 characters (or unset: no test tenant factory)',
      )
      .optional(),
  ),
});

const ONE_SHIFT_SECONDS = 8 * 3600;
const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;
const DEFAULT_RIGHTS_CACHE_TTL_MS = 5_000;

/**
 * Reads the api's settings once at start-up and fails fast, naming every bad variable.
 * Without JWT_SECRET a secret is generated once and kept in `${dataDir}/jwt-secret` (mode 600),
 * so tokens survive a restart of the embedded install.
 */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid api configuration: ${problems}`);
  }
  const values = parsed.data;
  if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      'Invalid api configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  }
  const dataDir = values.DATA_DIR ?? './data';
  return {
    databaseUrl: values.DATABASE_URL,
    dataDir,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS ?? ONE_SHIFT_SECONDS,
    sessionMaxAgeSeconds: values.SESSION_MAX_AGE_SECONDS ?? THIRTY_DAYS_SECONDS,
    smtpUrl: values.SMTP_URL,
    defaultTenantFallback:
      values.DATABASE_URL === undefined || values.DEFAULT_TENANT_FALLBACK !== 'false',
    demoData: values.DEMO_DATA !== 'false',
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    rightsCacheTtlMs: values.RIGHTS_CACHE_TTL_MS ?? DEFAULT_RIGHTS_CACHE_TTL_MS,
    liveHeartbeatSeconds: values.LIVE_HEARTBEAT_SECONDS ?? 15,
    testTenantFactoryKey: values.TEST_TENANT_FACTORY_KEY,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    vapid: {
      publicKey: values.VAPID_PUBLIC_KEY,
      privateKey: values.VAPID_PRIVATE_KEY,
      subject: values.VAPID_SUBJECT ?? 'mailto:webmaster@crewhub.app',
    },
    mailFrom: values.MAIL_FROM ?? 'Crew Hub <no-reply@crewhub.app>',
    queueWorker: values.QUEUE_WORKER ? values.QUEUE_WORKER === 'on' : values.NODE_ENV !== 'test',
    pushEndpointOrigins: (values.PUSH_ENDPOINT_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    clockStart: values.CLOCK_START,
  };
}

/** The one clock a server process runs on: from CLOCK_START when set, else the machine's. */
export function configuredClock(config: Pick<ApiConfig, 'clockStart'>): Clock {
  return config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of an existing file; make sure nobody else can read the secret.
  chmodSync(file, 0o600);
  return secret;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
