import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadApiConfig, type ApiConfig } from '../config';
import type { Principal } from './accounts';
import { issueToken, verifyToken } from './tokens';

const principal: Principal = {
  type: 'user',
  tenantId: 1,
  subject: 'person:12',
  personId: 12,
  companyId: null,
  projectId: null,
  projectNumber: null,
  plusCrewId: null,
  plusCrewNumber: null,
};
const loginData = {
  person: { id: 12, caption: 'Crew Member' },
  contactNumber: null,
  language: 'en',
  loginTypes: [],
};
const session = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  subject: 'person:12',
  signedInAt: new Date('2026-11-25T08:00:00Z'),
};
const signedAt = new Date('2026-11-25T09:00:00Z');

function config(secret = 'a-test-secret-of-at-least-thirty-two-bytes') {
  return {
    ...loadApiConfig({ JWT_SECRET: secret, DATA_DIR: '/nonexistent' }),
    tokenTtlSeconds: 3600,
  };
}

/** A token signed at `signedAt` for the principal above. */
const issued = (settings: ApiConfig) =>
  issueToken(settings, principal, loginData, session, signedAt);

afterEach(() => vi.restoreAllMocks());

describe('verifyToken remembers verified tokens (decision 231)', () => {
  it('checks the signature of a token text once, and its expiry on every call', async () => {
    const settings = config();
    const { token, expiresAt } = await issued(settings);
    const verify = vi.spyOn(crypto.subtle, 'verify');

    const first = await verifyToken(settings, token, signedAt);
    expect(first).toMatchObject({ sub: 'person:12', tid: 1, sid: session.id });
    expect(await verifyToken(settings, token, new Date(signedAt.getTime() + 1000))).toEqual(first);
    expect(verify).toHaveBeenCalledTimes(1);

    // Remembered, yet refused from the second of its exp on, as jose refuses it.
    expect(await verifyToken(settings, token, new Date(expiresAt.getTime() - 1))).toEqual(first);
    expect(await verifyToken(settings, token, expiresAt)).toBeUndefined();
  });

  it('remembers only what passed: a changed signature is checked, and refused, every time', async () => {
    const settings = config();
    const { token } = await issued(settings);
    expect(await verifyToken(settings, token, signedAt)).toBeDefined();
    // A character inside the signature (the last one carries two unused bits).
    const at = token.length - 10;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await verifyToken(settings, tampered, signedAt)).toBeUndefined();
    expect(await verifyToken(settings, tampered, signedAt)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('forgets every token when the secret changes', async () => {
    const settings = config();
    const { token } = await issued(settings);
    expect(await verifyToken(settings, token, signedAt)).toBeDefined();
    settings.jwtSecret = 'another-secret-of-at-least-thirty-two-bytes';
    expect(await verifyToken(settings, token, signedAt)).toBeUndefined();
  });

  it('checks the signature every time, and remembers nothing, when asked not to remember (PGlite)', async () => {
    const settings = config();
    const { token } = await issued(settings);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await verifyToken(settings, token, signedAt, { remember: false })).toMatchObject({
      sub: 'person:12',
    });
    expect(await verifyToken(settings, token, signedAt, { remember: false })).toMatchObject({
      sub: 'person:12',
    });
    expect(verify).toHaveBeenCalledTimes(2);
    // Nothing was stored for a later call that may remember.
    expect(await verifyToken(settings, token, signedAt)).toBeDefined();
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('never remembers an expired token', async () => {
    const settings = config();
    const { token, expiresAt } = await issued(settings);
    expect(await verifyToken(settings, token, expiresAt)).toBeUndefined();
    expect(await verifyToken(settings, token, signedAt)).toBeDefined();
  });
});
