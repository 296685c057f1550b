import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { persons, tenants } from '../../db/core.tables';
import { auditEvents } from '../../db/tables/audit.tables';
import {
  ADMINISTRATOR_ROLE,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
  DEMO_PASSWORD,
  ROLE_PRESETS,
} from '../../db/seed/factories';
import { recordAuditEvent } from '../../lib/audit';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { JPEG, PNG, WEBP } from '../../test/images';
import { call, multipartFile } from '../../test/requests';
import type { AuditEvent } from './administration.schemas';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
);

describe.each(testBackends())('administration on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let adminToken: string;
  let officeId: number;
  let tenantId: number;
  const otherHost = `admin-other-${backend}.test`;
  let otherToken: string;
  let otherTenantId: number;

  const patch = (payload: unknown, token = adminToken, host = 'localhost') =>
    api.app.inject({
      method: 'PATCH',
      url: '/api/v1/tenantSettings',
      headers: { host, type: 'MOBILE', authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const upload = (kind: string, bytes: Buffer, token = adminToken, host = 'localhost') => {
    const { payload, headers } = multipartFile(bytes, 'picture.png', 'image/png');
    return call(api.app, 'POST', `/tenantSettings/images/${kind}`, {
      token,
      host,
      payload,
      headers,
    });
  };
  const tenantRow = async (id = tenantId) =>
    (await api.database.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;
  const auditCount = async () =>
    (await api.database.db.select({ n: count() }).from(auditEvents))[0]!.n;
  const storedFiles = () => {
    try {
      return readdirSync(join(dataDir, 'files', `tenant-${tenantId}`, 'tenant-images'));
    } catch {
      return [];
    }
  };
  const audit = async (query = '', token = adminToken, host = 'localhost') => {
    const response = await call(api.app, 'GET', `/auditEvents${query}`, { token, host });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: AuditEvent[]; total: number; page: number; limit: number }>();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-administration-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir } });
    adminToken = await api.signInAs('office');
    const [office] = await api.database.db
      .select({ id: persons.id, tenantId: persons.tenantId })
      .from(persons)
      .where(eq(persons.email, 'office@demo.test'));
    officeId = office!.id;
    tenantId = office!.tenantId;

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const other = await api.database.transaction(async (tx) => {
      const created = await createTenant(tx, { name: `Other ${backend}` });
      await createTenantHost(tx, created.id, otherHost);
      const roleIds = await createRoles(tx, created.id, ROLE_PRESETS);
      await createPerson(tx, created.id, {
        name: 'Olga Other',
        email: `olga-${backend}@other.test`,
        passwordHash,
        roleIds: [roleIds[ADMINISTRATOR_ROLE] ?? -1],
      });
      await recordAuditEvent(tx, {
        tenantId: created.id,
        actorPersonId: null,
        action: 'changed',
        subject: 'tenantSettings',
        subjectId: null,
        subjectCaption: 'Other secret',
        changes: { name: { from: 'Old other', to: `Other ${backend}` } },
        at: api.clock.now(),
      });
      return created;
    });
    otherTenantId = other.id;
    otherToken = await signIn(api.app, `olga-${backend}@other.test`, DEMO_PASSWORD, otherHost);
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses planners, crew and clients every call, and callers without a token', async () => {
    const before = await tenantRow();
    for (const account of ['planner', 'crew', 'client'] as const) {
      const token = await api.signInAs(account);
      expect((await patch({ name: 'Hijacked' }, token)).statusCode).toBe(403);
      expect((await upload('logo', PNG, token)).statusCode).toBe(403);
      expect(
        (await call(api.app, 'DELETE', '/tenantSettings/images/logo', { token })).statusCode,
      ).toBe(403);
      expect((await call(api.app, 'GET', '/auditEvents', { token })).statusCode).toBe(403);
    }
    expect((await call(api.app, 'GET', '/auditEvents')).statusCode).toBe(401);
    expect(await tenantRow()).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });

  it('changes the settings, shows them to the login screen and the signed-in app at once, and audits the change', async () => {
    const auditBefore = await auditCount();
    // The signed-in app's GET /tenant reads the tenant from the host cache: warm it first.
    expect((await call(api.app, 'GET', '/tenant', { token: adminToken })).statusCode).toBe(200);
    const response = await patch({
      name: 'Crew Hub Events',
      defaultLanguage: 'German(Austria)',
      useUserLanguage: false,
      mobileTheme: 'moyo',
      backgroundColorCode: '#112233',
      metaHostName: '  Crew Hub Events  ',
      metaDescription: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Crew Hub Events',
      defaultLanguage: 'German(Austria)',
      useUserLanguage: false,
      mobileTheme: 'moyo',
      backgroundColorCode: '#112233',
      metaHostName: 'Crew Hub Events',
      metaDescription: null,
    });
    const signedIn = (await call(api.app, 'GET', '/tenant', { token: adminToken })).json();
    const loginScreen = (await call(api.app, 'GET', '/tenantSettings')).json();
    expect(signedIn).toMatchObject({ name: 'Crew Hub Events', backgroundColorCode: '#112233' });
    expect(loginScreen).toEqual(signedIn);

    expect(await auditCount()).toBe(auditBefore + 1);
    const [latest] = (await audit()).items;
    expect(latest).toMatchObject({
      action: 'changed',
      actor: { id: officeId, caption: expect.any(String) },
      subject: { kind: 'tenantSettings', id: null, caption: 'Crew Hub Events' },
    });
    const changed = Object.fromEntries(latest!.changes.map((c) => [c.field, c]));
    expect(changed.name).toMatchObject({ to: 'Crew Hub Events' });
    expect(changed.backgroundColorCode).toMatchObject({ to: '#112233' });
    expect(changed.mobileTheme).toMatchObject({ to: 'moyo' });
  });

  it('writes nothing and audits nothing for a change that changes nothing', async () => {
    const before = await tenantRow();
    const auditBefore = await auditCount();
    const response = await patch({ name: before.name, mobileTheme: before.mobileTheme });
    expect(response.statusCode).toBe(200);
    expect(await auditCount()).toBe(auditBefore);
    expect(await tenantRow()).toEqual(before);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: 'Bad\u0007name' }],
    ['defaultLanguage', { defaultLanguage: 'Klingon' }],
    ['defaultLanguage', { defaultLanguage: 'en' }],
    ['useUserLanguage', { useUserLanguage: 'yes' }],
    ['mobileTheme', { mobileTheme: 'neon' }],
    ['backgroundColorCode', { backgroundColorCode: 'red' }],
    ['backgroundColorCode', { backgroundColorCode: '#12345' }],
    ['backgroundColorCode', { backgroundColorCode: '#1234567' }],
    ['metaHostName', { metaHostName: 'x'.repeat(71) }],
    ['metaHostName', { metaHostName: 'Title\nsecond line' }],
    ['metaDescription', { metaDescription: 'x'.repeat(301) }],
    ['metaDescription', { metaDescription: 'Tab\u0000nul' }],
    ['logoUrl', { logoUrl: 'https://evil.test/logo.png' }],
    ['frameAncestors', { frameAncestors: ['https://evil.test'] }],
  ])('refuses a bad %s with 400 naming it, writing nothing', async (field, body) => {
    const before = await tenantRow();
    const auditBefore = await auditCount();
    // A valid field next to the bad one is not written either.
    const response = await patch({ ...body, metaDescription: 'kept out', ...body });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ message: string; details?: { path: string }[] }>();
    expect(JSON.stringify(answer)).toContain(field);
    expect(await tenantRow()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('uploads a logo, serves it publicly and cache-friendly, and audits it', async () => {
    const auditBefore = await auditCount();
    const response = await upload('logo', PNG);
    expect(response.statusCode).toBe(201);
    const logoUrl = response.json<{ logoUrl: string }>().logoUrl;
    expect(logoUrl).toMatch(/^\/api\/v1\/tenantImages\/logo-[0-9a-f-]{36}\.png$/);
    expect(storedFiles()).toHaveLength(1);
    expect((await call(api.app, 'GET', '/tenantSettings')).json()).toMatchObject({ logoUrl });

    // The login screen loads it with no token and no Type header.
    const file = await api.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { host: 'localhost' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Not on another tenant's host.
    const elsewhere = await api.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { host: otherHost },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['cache-control']).toBe('no-store');

    expect(await auditCount()).toBe(auditBefore + 1);
    const [latest] = (await audit('?subject=tenantSettings')).items;
    expect(latest!.changes).toEqual([{ field: 'logoUrl', from: null, to: logoUrl }]);

    // A new logo replaces the file: the old URL is gone, the new one served.
    const second = await upload('logo', JPEG);
    expect(second.statusCode).toBe(201);
    const secondUrl = second.json<{ logoUrl: string }>().logoUrl;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(storedFiles()).toHaveLength(1);
    expect((await api.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);

    // Removed: no URL, no file, audited.
    const removed = await call(api.app, 'DELETE', '/tenantSettings/images/logo', {
      token: adminToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ logoUrl: null });
    expect(storedFiles()).toEqual([]);
    expect((await audit()).items[0]!.changes).toEqual([
      { field: 'logoUrl', from: secondUrl, to: null },
    ]);
    // Removing what is not there changes nothing and audits nothing.
    const auditAfter = await auditCount();
    await call(api.app, 'DELETE', '/tenantSettings/images/logo', { token: adminToken });
    expect(await auditCount()).toBe(auditAfter);
  });

  it('takes a WebP background and a PNG favicon', async () => {
    const background = await upload('background', WEBP);
    expect(background.statusCode).toBe(201);
    expect(background.json<{ backgroundUrl: string }>().backgroundUrl).toMatch(
      /background-.*\.webp$/,
    );
    const favicon = await upload('favicon', PNG);
    expect(favicon.json<{ faviconUrl: string }>().faviconUrl).toMatch(/favicon-.*\.png$/);
    expect(storedFiles()).toHaveLength(2);
  });

  it.each([
    ['an SVG', SVG, 400, 'TENANT_IMAGE_NOT_AN_IMAGE'],
    ['a text file', Buffer.from('not a picture at all'), 400, 'TENANT_IMAGE_NOT_AN_IMAGE'],
    [
      'a PNG signature followed by a script',
      Buffer.concat([PNG.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]),
      400,
      'TENANT_IMAGE_NOT_AN_IMAGE',
    ],
  ])('refuses %s, storing nothing', async (_name, bytes, status, reason) => {
    const before = await tenantRow();
    const files = storedFiles();
    const auditBefore = await auditCount();
    const response = await upload('logo', bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ reason });
    expect(await tenantRow()).toEqual(before);
    expect(storedFiles()).toEqual(files);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses a picture over its kind’s limit with 413, storing nothing', async () => {
    // A real PNG of noise, so it does not compress below the favicon's 256 KiB.
    const noise = Buffer.alloc(400 * 400 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    const large = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(256 * 1024);
    const before = await tenantRow();
    const files = storedFiles();
    const response = await upload('favicon', large);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ reason: 'TENANT_IMAGE_TOO_LARGE' });
    expect(await tenantRow()).toEqual(before);
    expect(storedFiles()).toEqual(files);
    expect((await upload('nonsense', PNG)).statusCode).toBe(400);
  });

  it('lets an administrator of another tenant change only their own tenant and read only its audit', async () => {
    const ours = await tenantRow();
    const response = await patch({ name: 'Other renamed' }, otherToken, otherHost);
    expect(response.statusCode).toBe(200);
    expect((await tenantRow(otherTenantId)).name).toBe('Other renamed');
    expect(await tenantRow()).toEqual(ours);
    // Their token is no good on our host.
    expect((await patch({ name: 'Hijacked' }, otherToken)).statusCode).toBe(401);
    expect((await upload('logo', PNG, otherToken)).statusCode).toBe(401);
    expect(await tenantRow()).toEqual(ours);

    const theirs = await audit('', otherToken, otherHost);
    expect(theirs.items.map((event) => event.subject.caption)).toEqual([
      'Other renamed',
      'Other secret',
    ]);
    const mine = await audit('?limit=200');
    expect(mine.items.some((event) => event.subject.caption.startsWith('Other'))).toBe(false);
  });

  it('pages and filters the audit, newest first', async () => {
    const all = await audit('?limit=200');
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.items.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await audit('?limit=2&page=2');
    expect(page2).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(page2.items.map((event) => event.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
    expect((await audit(`?actorId=${officeId}`)).total).toBe(all.total);
    expect((await audit('?subject=person')).total).toBe(0);
    expect((await audit('?action=deleted')).total).toBe(0);
    const today = all.items[0]!.at.slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await audit('?to=2001-01-01')).total).toBe(0);
    for (const bad of ['?subject=planet', '?from=2026-02-30', '?limit=0', '?actorId=x', '?foo=1']) {
      expect(
        (await call(api.app, 'GET', `/auditEvents${bad}`, { token: adminToken })).statusCode,
      ).toBe(400);
    }
  });
});
