import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const PROFILE = /* GraphQL */ `
  query Profile($personId: ID!) {
    profile(personId: $personId) {
      id
      name
      city
      birthday
      timeZone
      mapService
      publicProfile
      accounting {
        email
        phone
      }
      currentPicture {
        id
      }
      pendingPicture {
        id
        status
        fileUrl
      }
      pictureUploadUrl
    }
  }
`;

const SETTINGS = /* GraphQL */ `
  mutation Settings($personId: ID!, $input: ProfileSettingsInput!) {
    updateProfileSettings(personId: $personId, input: $input) {
      id
      timeZone
      mapService
    }
  }
`;

const PUBLIC = /* GraphQL */ `
  mutation Public($personId: ID!, $publicProfile: Boolean!) {
    setPublicProfile(personId: $personId, publicProfile: $publicProfile) {
      id
      publicProfile
    }
  }
`;

type ProfileData = {
  profile: {
    id: string;
    name: string;
    timeZone: string;
    mapService: string;
    accounting: { email: string | null };
    pendingPicture: { id: string; status: string; fileUrl: string } | null;
    pictureUploadUrl: string;
  } | null;
};

describe.each(testBackends())('profile on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;
  let crewId: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
    const answer = await gateway.api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { host: 'localhost', type: 'MOBILE', 'content-type': 'application/json' },
      payload: { login: 'crew@demo.test', password: 'demo1234' },
    });
    const token = answer.json<{ token: string }>().token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      loginData: { person: { id: string } };
    };
    crewId = String(claims.loginData.person.id);
  });
  afterAll(() => gateway.close());

  it('reads the own profile in one upstream call, with the picture and upload paths', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<ProfileData>(
      PROFILE,
      { personId: crewId },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    const profile = result.data?.profile;
    expect(profile).toMatchObject({
      id: crewId,
      name: 'Alex Janssen',
      timeZone: 'Europe/Amsterdam',
      mapService: 'google',
      accounting: { email: 'accounting@demo.test' },
    });
    expect(profile?.pendingPicture?.status).toBe('pending');
    expect(profile?.pendingPicture?.fileUrl).toBe(
      `/api/v1/persons/${crewId}/profilePictures/${profile?.pendingPicture?.id}/file`,
    );
    expect(profile?.pictureUploadUrl).toBe(`/api/v1/persons/${crewId}/profilePictures`);
    expect(gateway.upstream.calls.slice(before)).toEqual([`GET /api/v1/persons/${crewId}`]);
  });

  it('changes the time zone and map service, answering the new profile without a second read', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{
      updateProfileSettings: { timeZone: string; mapService: string };
    }>(
      SETTINGS,
      { personId: crewId, input: { timeZone: 'Asia/Tokyo', mapService: 'waze' } },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProfileSettings).toMatchObject({
      timeZone: 'Asia/Tokyo',
      mapService: 'waze',
    });
    expect(gateway.upstream.calls.slice(before)).toEqual([
      `POST /api/v1/persons/${crewId}/settings`,
    ]);
    const publicResult = await gateway.execute<{ setPublicProfile: { publicProfile: boolean } }>(
      PUBLIC,
      { personId: crewId, publicProfile: true },
      { token: crewToken },
    );
    expect(publicResult.data?.setPublicProfile.publicProfile).toBe(true);
  });

  it('refuses an unknown zone with BAD_USER_INPUT, and an unknown map service before the api', async () => {
    const zone = await gateway.execute(
      SETTINGS,
      { personId: crewId, input: { timeZone: 'Nowhere/Land' } },
      { token: crewToken },
    );
    expect(errorCode(zone)).toBe('BAD_USER_INPUT');
    const map = await gateway.execute(
      SETTINGS,
      { personId: crewId, input: { mapService: 'bing' } },
      { token: crewToken },
    );
    expect(map.errors?.length).toBeGreaterThan(0);
  });

  it('answers null for another person’s profile and NOT_FOUND for changing it', async () => {
    const chief = await gateway.api.signInAs('chief');
    const result = await gateway.execute<ProfileData>(
      PROFILE,
      { personId: crewId },
      { token: chief },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.profile).toBeNull();
    const change = await gateway.execute(
      SETTINGS,
      { personId: crewId, input: { mapService: 'apple' } },
      { token: chief },
    );
    expect(errorCode(change)).toBe('NOT_FOUND');
  });
});
