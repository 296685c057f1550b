import { mkdtempSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { persons } from '../../db/core.tables';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { JPEG, WEBP } from '../../test/images';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { portraitPng, sniffImageType } from '../../lib/images';
import type { PersonProfile, ProfilePicture } from './profile.schemas';
import { personProfilePictures } from '../../db/tables/profile-pictures.tables';

/** A multipart/form-data body with one file part. */
function multipart(bytes: Buffer, fileName = 'me.jpg', type = 'image/jpeg', field = 'file') {
  const boundary = '----crewhubtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('image sniffing', () => {
  it('knows JPEG, PNG and WebP by their bytes and nothing else', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(portraitPng(8, [0, 0, 0]))).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a........'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(testBackends())('the profile on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let crewToken: string;
  let crewId: number;
  let chiefId: number;

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const pictureCount = async () => {
    const [row] = await api.database.db.select({ n: count() }).from(personProfilePictures);
    return row?.n ?? 0;
  };
  const storedFiles = () => {
    const directory = join(dataDir, 'files', 'tenant-1', 'profile-pictures');
    return existsSync(directory) ? readdirSync(directory) : [];
  };
  const upload = (
    bytes: Buffer,
    token = crewToken,
    id = crewId,
    fileName?: string,
    type?: string,
  ) => {
    const { payload, headers } = multipart(bytes, fileName, type);
    return call(api.app, 'POST', `/persons/${id}/profilePictures`, { token, payload, headers });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-profile-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir } });
    crewToken = await api.signInAs('crew');
    crewId = await personId('crew@demo.test');
    chiefId = await personId('chief@demo.test');
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the own profile with the accounting contact and the pending demo picture', async () => {
    const response = await call(api.app, 'GET', `/persons/${crewId}`, { token: crewToken });
    expect(response.statusCode).toBe(200);
    const profile = response.json<PersonProfile>();
    expect(profile).toMatchObject({
      id: crewId,
      name: 'Alex Janssen',
      email: 'crew@demo.test',
      city: 'Amsterdam',
      birthday: '1996-04-18',
      timeZone: 'Europe/Amsterdam',
      mapService: 'google',
      // crew@ made their crew profile public in the demo (crew-profile seed).
      publicProfile: true,
      accounting: { email: 'accounting@demo.test', phone: '+31 20 555 0142' },
      currentPicture: null,
      pendingPicture: { status: 'pending', contentType: 'image/png' },
    });
    // The seeded picture's file exists in the storage (made on first read) and is served to its owner.
    const file = await call(
      api.app,
      'GET',
      `/persons/${crewId}/profilePictures/${profile.pendingPicture?.id}/file`,
      { token: crewToken },
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(sniffImageType(file.rawPayload)).toBe('image/png');
  });

  it('answers another person’s profile, pictures and files with 404 for OWN, and shows them with ALL', async () => {
    const chief = await call(api.app, 'GET', `/persons/${chiefId}`, { token: crewToken });
    expect(chief.statusCode).toBe(404);
    expect(chief.json()).toMatchObject({ reason: 'PROFILE_NOT_FOUND' });
    expect(
      (await call(api.app, 'GET', `/persons/${chiefId}/profilePictures`, { token: crewToken }))
        .statusCode,
    ).toBe(404);
    const chiefToken = await api.signInAs('chief');
    const [chiefPicture] = (
      await call(api.app, 'GET', `/persons/${chiefId}/profilePictures`, { token: chiefToken })
    ).json<{ items: ProfilePicture[] }>().items;
    expect(chiefPicture).toMatchObject({ status: 'approved' });
    // The crew member asks for chief@'s file under their own id and under chief@'s: both 404.
    expect(
      (
        await call(api.app, 'GET', `/persons/${crewId}/profilePictures/${chiefPicture?.id}/file`, {
          token: crewToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/persons/${chiefId}/profilePictures/${chiefPicture?.id}/file`, {
          token: crewToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/profilePictures/${chiefPicture?.id}/file`, {
          token: crewToken,
        })
      ).statusCode,
    ).toBe(403);
    // A planner (persons READ ALL) reads any profile of the tenant but changes none of them.
    const planner = await api.signInAs('planner');
    expect(
      (await call(api.app, 'GET', `/persons/${crewId}`, { token: planner })).json<PersonProfile>()
        .name,
    ).toBe('Alex Janssen');
    const change = await call(api.app, 'POST', `/persons/${crewId}/settings`, {
      token: planner,
      payload: { mapService: 'waze' },
    });
    expect(change.statusCode).toBe(404);
    expect((await upload(JPEG, planner)).statusCode).toBe(404);
    expect(
      (await call(api.app, 'GET', `/persons/${crewId}`, { token: crewToken })).json<PersonProfile>()
        .mapService,
    ).toBe('google');
    expect((await call(api.app, 'GET', `/persons/${crewId}`)).statusCode).toBe(401);
  });

  it('changes the own time zone, map service and public profile switch', async () => {
    const zone = await call(api.app, 'POST', `/persons/${crewId}/settings`, {
      token: crewToken,
      payload: { timeZone: 'America/New_York' },
    });
    expect(zone.statusCode).toBe(200);
    expect(zone.json<PersonProfile>()).toMatchObject({
      timeZone: 'America/New_York',
      mapService: 'google',
    });
    const map = await call(api.app, 'POST', `/persons/${crewId}/settings`, {
      token: crewToken,
      payload: { mapService: 'openStreetMap', timeZone: 'Europe/Amsterdam' },
    });
    expect(map.json<PersonProfile>()).toMatchObject({
      timeZone: 'Europe/Amsterdam',
      mapService: 'openStreetMap',
    });
    const access = await call(api.app, 'POST', `/persons/${crewId}/profileAccess`, {
      token: crewToken,
      payload: { publicProfile: true },
    });
    expect(access.json<PersonProfile>().publicProfile).toBe(true);
    const [row] = await api.database.db.select().from(persons).where(eq(persons.id, crewId));
    expect(row).toMatchObject({
      mapService: 'openStreetMap',
      publicProfile: true,
      timeZone: 'Europe/Amsterdam',
    });
    expect(
      (
        await call(api.app, 'POST', `/persons/${chiefId}/profileAccess`, {
          token: crewToken,
          payload: { publicProfile: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers bad settings with 400 and a message, and writes nothing', async () => {
    const [before] = await api.database.db.select().from(persons).where(eq(persons.id, crewId));
    for (const payload of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: 'Europe/Amsterdam; DROP TABLE persons' },
      { timeZone: '' },
      { timeZone: 'Europe/Amsterdam\u0000' },
      { mapService: 'bing' },
      { mapService: 'Google' },
      {},
      { timeZone: 'Europe/London', extra: 1 },
    ]) {
      const response = await call(api.app, 'POST', `/persons/${crewId}/settings`, {
        token: crewToken,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    for (const payload of [{}, { publicProfile: 'yes' }, { publicProfile: true, name: 'x' }]) {
      expect(
        (
          await call(api.app, 'POST', `/persons/${crewId}/profileAccess`, {
            token: crewToken,
            payload,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect((await call(api.app, 'GET', '/persons/abc', { token: crewToken })).statusCode).toBe(400);
    const [after] = await api.database.db.select().from(persons).where(eq(persons.id, crewId));
    expect(after).toEqual(before);
  });

  it('stores an uploaded image as pending, keeps the current picture, and serves it only to its owner', async () => {
    const before = await pictureCount();
    const response = await upload(JPEG, crewToken, crewId, 'holiday.png', 'image/png');
    expect(response.statusCode).toBe(201);
    // The type comes from the bytes, not from the name or the declared type.
    const picture = response.json<ProfilePicture>();
    expect(picture).toMatchObject({
      personId: crewId,
      status: 'pending',
      contentType: 'image/jpeg',
      byteSize: JPEG.length,
    });
    expect(await pictureCount()).toBe(before + 1);
    expect(storedFiles()).toHaveLength(1);
    const file = await call(
      api.app,
      'GET',
      `/persons/${crewId}/profilePictures/${picture.id}/file`,
      { token: crewToken },
    );
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const profile = (
      await call(api.app, 'GET', `/persons/${crewId}`, { token: crewToken })
    ).json<PersonProfile>();
    expect(profile.pendingPicture?.id).toBe(picture.id);
    expect(profile.currentPicture).toBeNull();
    expect((await upload(WEBP)).json<ProfilePicture>().contentType).toBe('image/webp');
  });

  it('refuses anything but a JPEG, PNG or WebP image, and anything over 10 MB, storing nothing', async () => {
    const before = await pictureCount();
    const files = storedFiles().length;
    for (const bytes of [
      Buffer.from('GIF89a' + 'x'.repeat(100)),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.4 …'),
      Buffer.alloc(0),
    ]) {
      const response = await upload(bytes, crewToken, crewId, 'me.jpg', 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'PROFILE_PICTURE_NOT_AN_IMAGE',
      });
    }
    const large = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ reason: 'PROFILE_PICTURE_TOO_LARGE' });
    const json = await call(api.app, 'POST', `/persons/${crewId}/profilePictures`, {
      token: crewToken,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const twoFiles = multipart(JPEG);
    const doubled = Buffer.concat([
      twoFiles.payload.subarray(0, twoFiles.payload.length - 4),
      Buffer.from('\r\n'),
      multipart(JPEG).payload,
    ]);
    expect(
      (
        await call(api.app, 'POST', `/persons/${crewId}/profilePictures`, {
          token: crewToken,
          payload: doubled,
          headers: twoFiles.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(await pictureCount()).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('lets the office approve or reject a pending picture once; the approved one becomes current', async () => {
    const office = await api.signInAs('office');
    const queue = await call(api.app, 'GET', '/profilePictures', { token: office });
    const pending = queue
      .json<{ items: ProfilePicture[] }>()
      .items.filter((item) => item.personId === crewId);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    // The oldest and the latest upload: rejecting the latest shows the person why.
    const [first, second] = [pending[0], pending.at(-1)] as [ProfilePicture, ProfilePicture];
    const officeFile = await call(api.app, 'GET', `/profilePictures/${first.id}/file`, {
      token: office,
    });
    expect(officeFile.statusCode).toBe(200);

    expect(
      (await call(api.app, 'POST', `/profilePictures/${first.id}/approve`, { token: crewToken }))
        .statusCode,
    ).toBe(403);
    const approved = await call(api.app, 'POST', `/profilePictures/${first.id}/approve`, {
      token: office,
    });
    expect(approved.json<ProfilePicture>()).toMatchObject({ id: first.id, status: 'approved' });
    const again = await call(api.app, 'POST', `/profilePictures/${first.id}/reject`, {
      token: office,
      payload: { reason: 'Too dark' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'PROFILE_PICTURE_ALREADY_DECIDED' });
    expect(
      (
        await call(api.app, 'POST', `/profilePictures/${second.id}/reject`, {
          token: office,
          payload: { reason: 'Too dark' },
        })
      ).json<ProfilePicture>().status,
    ).toBe('rejected');
    expect(
      (await call(api.app, 'POST', '/profilePictures/999999/approve', { token: office }))
        .statusCode,
    ).toBe(404);

    const profile = (
      await call(api.app, 'GET', `/persons/${crewId}`, { token: crewToken })
    ).json<PersonProfile>();
    expect(profile.currentPicture?.id).toBe(first.id);
    // The latest upload was rejected: the person reads why.
    expect(profile.rejectedPicture).toMatchObject({
      status: 'rejected',
      decisionReason: 'Too dark',
    });
  });

  it('never shows another tenant’s profiles or pictures, even with ALL', async () => {
    const host = `profile-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { email, foreignId } = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'hr',
          loginType: 'office',
          grants: [
            { resource: 'persons', action: 'READ', permissionType: 'ALL' },
            { resource: 'personProfiles', action: 'READ', permissionType: 'ALL' },
            { resource: 'personProfiles', action: 'EDIT', permissionType: 'ALL' },
          ],
        },
      ]);
      const hr = await createPerson(tx, other.id, {
        name: 'Hana HR',
        email: `hana-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.hr ?? -1],
      });
      return { email: hr.email, foreignId: hr.id };
    });
    const token = await signIn(api.app, email, DEMO_PASSWORD, host);
    expect((await call(api.app, 'GET', `/persons/${crewId}`, { token, host })).statusCode).toBe(
      404,
    );
    expect((await call(api.app, 'GET', `/persons/${foreignId}`, { token, host })).statusCode).toBe(
      200,
    );
    expect(
      (await call(api.app, 'GET', `/persons/${foreignId}`, { token: crewToken })).statusCode,
    ).toBe(404);
    const [crewPicture] = await api.database.db
      .select()
      .from(personProfilePictures)
      .where(and(eq(personProfilePictures.personId, crewId)));
    expect(
      (await call(api.app, 'GET', `/profilePictures/${crewPicture?.id}/file`, { token, host }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'POST', `/profilePictures/${crewPicture?.id}/approve`, { token, host }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', '/profilePictures', { token, host })).json<{ items: unknown[] }>()
        .items,
    ).toEqual([]);
  });
});
