import type {
  LoginData,
  RightsMap,
  SessionData,
  SessionType,
  TenantSettings,
} from './session.types';

/**
 * The local-storage keys the app owns (SPEC.md §3 "Stored locally").
 *
 * Layout of a stored session (docs/decisions/020-session-storage-layout.md):
 * - `token`: JSON `{ token, expiresAt, type, projectNumber, plusCrewNumber, loginData }` — everything
 *   that comes with the bearer token, so the token and the facts derived from it are written and
 *   cleared together and can never disagree.
 * - `userRights`, `mailboxUserRights`: JSON {@link RightsMap}.
 * - `tenant`: JSON {@link TenantSettings}.
 * - `uiSettings`, `appCache`: owned by the app shell; never read here. `uiSettings` survives sign-out.
 * - `deviceTokens`: JSON `{ [sha-256 of the login]: device token }` (decision 006); survives sign-out,
 *   so the owner still counts as this device after signing out, and names no login.
 */
export const STORAGE_KEYS = [
  'token',
  'userRights',
  'mailboxUserRights',
  'tenant',
  'uiSettings',
  'appCache',
  'deviceTokens',
] as const;

/** One of {@link STORAGE_KEYS}. */
export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * The subset of the Web Storage interface used here. Declared locally because machines/ is also
 * compiled for Node (no DOM lib); `window.localStorage` satisfies it structurally.
 */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The keys that survive sign-out: uiSettings (SPEC.md §4 Session) and the device tokens, which
 * prove this device to the sign-in throttle and hold nothing of a session (decision 006).
 */
const KEPT_ON_CLEAR: readonly StorageKey[] = ['uiSettings', 'deviceTokens'];

/** Device tokens kept at most: a shared phone's few people; the oldest go first. */
export const MAX_DEVICE_TOKENS = 10;

const SESSION_TYPES: readonly SessionType[] = ['user', 'project', 'plusCrew'];

type StoredToken = Pick<
  SessionData,
  'token' | 'expiresAt' | 'type' | 'projectNumber' | 'plusCrewNumber' | 'loginData'
>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRightsMap(value: unknown): value is RightsMap {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (actions) => isRecord(actions) && Object.values(actions).every((p) => typeof p === 'string'),
    )
  );
}

function isTenantSettings(value: unknown): value is TenantSettings {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.defaultLanguage === 'string' &&
    typeof value.useUserLanguage === 'boolean' &&
    isStringOrNull(value.mobileTheme) &&
    isStringOrNull(value.backgroundUrl) &&
    isStringOrNull(value.backgroundColorCode) &&
    isStringOrNull(value.faviconUrl) &&
    isStringOrNull(value.metaHostName) &&
    isStringOrNull(value.metaDescription)
  );
}

function isLoginData(value: unknown): value is LoginData {
  if (!isRecord(value)) return false;
  const { person, contactNumber, language, loginTypes } = value;
  const personOk =
    person === null ||
    (isRecord(person) && typeof person.id === 'string' && typeof person.caption === 'string');
  const loginTypesOk =
    Array.isArray(loginTypes) &&
    loginTypes.every((t) => isRecord(t) && typeof t.caption === 'string');
  return personOk && loginTypesOk && isStringOrNull(contactNumber) && isStringOrNull(language);
}

function isStoredToken(value: unknown): value is StoredToken {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    typeof value.expiresAt === 'string' &&
    typeof value.type === 'string' &&
    (SESSION_TYPES as readonly string[]).includes(value.type) &&
    isStringOrNull(value.projectNumber) &&
    isStringOrNull(value.plusCrewNumber) &&
    isLoginData(value.loginData)
  );
}

/**
 * Reads the session written by {@link writeStoredSession}. Anything missing, corrupt or of an older
 * shape gives `null` (the user signs in again) instead of throwing during app start-up.
 * An expired session is returned as is: deciding about expiry is the session machine's job.
 */
export function readStoredSession(storage: Pick<KeyValueStorage, 'getItem'>): SessionData | null {
  const token = parseJson(storage.getItem('token'));
  const userRights = parseJson(storage.getItem('userRights'));
  const mailboxUserRights = parseJson(storage.getItem('mailboxUserRights'));
  const tenant = parseJson(storage.getItem('tenant'));
  if (
    !isStoredToken(token) ||
    !isRightsMap(userRights) ||
    !isRightsMap(mailboxUserRights) ||
    !isTenantSettings(tenant)
  ) {
    return null;
  }
  return {
    token: token.token,
    expiresAt: token.expiresAt,
    type: token.type,
    projectNumber: token.projectNumber,
    plusCrewNumber: token.plusCrewNumber,
    loginData: token.loginData,
    userRights,
    mailboxUserRights,
    tenant,
  };
}

/** Persists a session in the layout described at {@link STORAGE_KEYS}. */
export function writeStoredSession(
  storage: Pick<KeyValueStorage, 'setItem'>,
  session: SessionData,
): void {
  const token: StoredToken = {
    token: session.token,
    expiresAt: session.expiresAt,
    type: session.type,
    projectNumber: session.projectNumber,
    plusCrewNumber: session.plusCrewNumber,
    loginData: session.loginData,
  };
  storage.setItem('token', JSON.stringify(token));
  storage.setItem('userRights', JSON.stringify(session.userRights));
  storage.setItem('mailboxUserRights', JSON.stringify(session.mailboxUserRights));
  storage.setItem('tenant', JSON.stringify(session.tenant));
}

/**
 * Removes every key in storage except `uiSettings` and `deviceTokens` (SPEC.md §4: on logout or a
 * failed refresh all local storage is cleared except uiSettings) — including keys other code added,
 * so nothing of the previous user's session survives on a shared phone.
 */
export function clearStoredSession(storage: KeyValueStorage): void {
  const keys: string[] = [];
  // Collect first: removing while iterating shifts the indexes.
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !(KEPT_ON_CLEAR as readonly string[]).includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function readDeviceTokens(storage: Pick<KeyValueStorage, 'getItem'>): Array<[string, string]> {
  const stored = parseJson(storage.getItem('deviceTokens'));
  if (!isRecord(stored)) return [];
  return Object.entries(stored).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

/** The device token kept for a login (by its key, see STORAGE_KEYS), if any. */
export function readDeviceToken(
  storage: Pick<KeyValueStorage, 'getItem'>,
  loginKey: string,
): string | undefined {
  return readDeviceTokens(storage).find(([key]) => key === loginKey)?.[1];
}

/** Keeps a login's device token, newest last, at most {@link MAX_DEVICE_TOKENS}. */
export function writeDeviceToken(
  storage: Pick<KeyValueStorage, 'getItem' | 'setItem'>,
  loginKey: string,
  token: string,
): void {
  const others = readDeviceTokens(storage).filter(([key]) => key !== loginKey);
  const kept = [...others, [loginKey, token] as [string, string]].slice(-MAX_DEVICE_TOKENS);
  storage.setItem('deviceTokens', JSON.stringify(Object.fromEntries(kept)));
}
