import { describe, expect, it } from 'vitest';
import { sessionFixture } from './session.fixtures';
import {
  clearStoredSession,
  type KeyValueStorage,
  MAX_DEVICE_TOKENS,
  readDeviceToken,
  readStoredSession,
  STORAGE_KEYS,
  writeDeviceToken,
  writeStoredSession,
} from './session.storage';

/** A real, in-memory Web Storage: insertion-ordered keys, string values, like localStorage. */
class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}

describe('session storage', () => {
  it('lists the keys of SPEC.md §3, and the device tokens of decision 006', () => {
    expect(STORAGE_KEYS).toEqual([
      'token',
      'userRights',
      'mailboxUserRights',
      'tenant',
      'uiSettings',
      'appCache',
      'deviceTokens',
    ]);
  });

  it.each([
    ['user', sessionFixture()],
    [
      'project',
      sessionFixture({
        type: 'project',
        projectNumber: '1001',
        loginData: { person: null, contactNumber: null, language: null, loginTypes: [] },
      }),
    ],
    [
      'plus-crew',
      sessionFixture({
        type: 'plusCrew',
        plusCrewNumber: '7001',
        userRights: { plusCrews: { READ: 'OWN', EDIT: 'OWN' } },
      }),
    ],
  ])('round-trips a %s session', (_, session) => {
    const storage = new MemoryStorage();
    writeStoredSession(storage, session);
    expect(readStoredSession(storage)).toEqual(session);
  });

  it('keeps the token facts together in the token entry', () => {
    const storage = new MemoryStorage();
    const session = sessionFixture({ type: 'project', projectNumber: '1001' });
    writeStoredSession(storage, session);
    expect(JSON.parse(storage.getItem('token') ?? 'null')).toEqual({
      token: session.token,
      expiresAt: session.expiresAt,
      type: 'project',
      projectNumber: '1001',
      plusCrewNumber: null,
      loginData: session.loginData,
    });
    expect(JSON.parse(storage.getItem('userRights') ?? 'null')).toEqual(session.userRights);
    expect(JSON.parse(storage.getItem('tenant') ?? 'null')).toEqual(session.tenant);
  });

  it('reads null from empty storage', () => {
    expect(readStoredSession(new MemoryStorage())).toBeNull();
  });

  it.each<[string, string, string]>([
    ['corrupt JSON in token', 'token', '{not json'],
    ['a bare token string (older layout)', 'token', 'eyJhbGciOiJIUzI1NiJ9.e30.x'],
    ['an unknown session type', 'token', JSON.stringify({ ...tokenEntry(), type: 'admin' })],
    ['an empty token', 'token', JSON.stringify({ ...tokenEntry(), token: '' })],
    [
      'loginData without loginTypes',
      'token',
      JSON.stringify({
        ...tokenEntry(),
        loginData: { person: null, contactNumber: null, language: null },
      }),
    ],
    ['rights that are not a map of maps', 'userRights', JSON.stringify({ projects: 'READ' })],
    ['mailbox rights as an array', 'mailboxUserRights', '[]'],
    ['a tenant without a name', 'tenant', JSON.stringify({ ...sessionFixture().tenant, name: 3 })],
    ['corrupt JSON in tenant', 'tenant', 'null{'],
  ])('reads null for %s', (_, key, value) => {
    const storage = new MemoryStorage();
    writeStoredSession(storage, sessionFixture());
    storage.setItem(key, value);
    expect(readStoredSession(storage)).toBeNull();
  });

  it.each(['token', 'userRights', 'mailboxUserRights', 'tenant'])(
    'reads null when %s is missing',
    (key) => {
      const storage = new MemoryStorage();
      writeStoredSession(storage, sessionFixture());
      storage.removeItem(key);
      expect(readStoredSession(storage)).toBeNull();
    },
  );

  it('clears every key except uiSettings and the device tokens, including keys it does not own', () => {
    const storage = new MemoryStorage();
    writeStoredSession(storage, sessionFixture());
    storage.setItem('uiSettings', '{"drawer":"open"}');
    writeDeviceToken(storage, 'login-key', 'd1.device');
    storage.setItem('appCache', '{}');
    storage.setItem('somethingElse', '1');
    clearStoredSession(storage);
    expect(storage.length).toBe(2);
    expect(storage.getItem('uiSettings')).toBe('{"drawer":"open"}');
    expect(readDeviceToken(storage, 'login-key')).toBe('d1.device');
    expect(readStoredSession(storage)).toBeNull();
  });

  it('keeps one device token per login, replacing an older one, and at most the newest few', () => {
    const storage = new MemoryStorage();
    expect(readDeviceToken(storage, 'a')).toBeUndefined();
    writeDeviceToken(storage, 'a', 'token-a1');
    writeDeviceToken(storage, 'b', 'token-b');
    writeDeviceToken(storage, 'a', 'token-a2');
    expect(readDeviceToken(storage, 'a')).toBe('token-a2');
    expect(readDeviceToken(storage, 'b')).toBe('token-b');
    for (let index = 0; index < MAX_DEVICE_TOKENS; index += 1)
      writeDeviceToken(storage, `other-${index}`, `t${index}`);
    expect(readDeviceToken(storage, 'a')).toBeUndefined();
    expect(readDeviceToken(storage, `other-${MAX_DEVICE_TOKENS - 1}`)).toBe(
      `t${MAX_DEVICE_TOKENS - 1}`,
    );
    storage.setItem('deviceTokens', 'not json');
    expect(readDeviceToken(storage, 'a')).toBeUndefined();
    writeDeviceToken(storage, 'a', 'token-a3');
    expect(readDeviceToken(storage, 'a')).toBe('token-a3');
  });
});

function tokenEntry() {
  const { token, expiresAt, type, projectNumber, plusCrewNumber, loginData } = sessionFixture();
  return { token, expiresAt, type, projectNumber, plusCrewNumber, loginData };
}
