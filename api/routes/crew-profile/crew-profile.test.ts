import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createPerson, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';

type Person = { id: number; caption: string; phone?: string | null; email?: string | null };
type Listed<T> = { person: Person; items: T[] };

describe.each(testBackends())('crew profiles on %s', (backend) => {
  let api: TestApi;
  let tokens: Record<'crew' | 'chief' | 'planner' | 'client' | 'office', string>;
  let ids: { crew: number; chief: number; foreign: number };
  const PATHS = ['crewFunctions', 'crewTags', 'documentBasedSkills', 'crewRatings'] as const;
  const get = (token: string, id: number, path: string) =>
    call(api.app, 'GET', `/crewMember/${id}/${path}`, { token });
  const idOf = async (email: string) =>
    (
      await api.database.db.select({ id: persons.id }).from(persons).where(eq(persons.email, email))
    )[0]?.id ?? -1;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    tokens = {
      crew: await api.signInAs('crew'),
      chief: await api.signInAs('chief'),
      planner: await api.signInAs('planner'),
      client: await api.signInAs('client'),
      office: await api.signInAs('office'),
    };
    const foreignTenant = await createTenant(api.database.db, {
      name: `Profiles elsewhere ${backend}`,
    });
    const foreign = await createPerson(api.database.db, foreignTenant.id, {
      name: 'Far Away',
      email: 'far@elsewhere.test',
      passwordHash: null,
    });
    ids = {
      crew: await idOf('crew@demo.test'),
      chief: await idOf('chief@demo.test'),
      foreign: foreign.id,
    };
  });
  afterAll(() => api.close());

  it('answers a person’s functions, tags, document-based skills and ratings', async () => {
    const functions = (await get(tokens.crew, ids.crew, 'crewFunctions')).json<
      Listed<{ function: { caption: string }; sinceYear: number }>
    >();
    // crew@'s picture is still pending: nobody else sees it, so there is none to name.
    expect(functions.person).toEqual({ id: ids.crew, caption: 'Alex Janssen', pictureId: null });
    expect(functions.items.map((item) => item.function.caption)).toEqual([
      'Runner',
      'Stagehand',
      'Forklift driver',
    ]);
    const tags = (await get(tokens.crew, ids.crew, 'crewTags')).json<Listed<{ caption: string }>>();
    expect(tags.items.map((tag) => tag.caption)).toEqual([
      'Festival experience',
      'Own car',
      'Speaks German',
    ]);
    const skills = (await get(tokens.crew, ids.crew, 'documentBasedSkills')).json<
      Listed<{ name: string; document: string; validUntil: string | null }>
    >();
    expect(skills.items.map((skill) => skill.name)).toEqual([
      'Forklift licence',
      'Working at height',
    ]);
    const ratings = (await get(tokens.chief, ids.chief, 'crewRatings')).json<{
      average: number | null;
      count: number;
      items: { rating: number; project: string }[];
    }>();
    expect(ratings.count).toBeGreaterThan(0);
    expect(ratings.items).toHaveLength(Math.min(ratings.count, 20));
    const mean = ratings.items.reduce((sum, item) => sum + item.rating, 0) / ratings.items.length;
    if (ratings.count <= 20) expect(ratings.average).toBe(Math.round(mean * 10) / 10);
  });

  it('lets a person read their own profile, planners and the office anyone’s; others get 404 and nothing', async () => {
    for (const path of PATHS) {
      expect((await get(tokens.crew, ids.crew, path)).statusCode).toBe(200);
      expect((await get(tokens.planner, ids.crew, path)).statusCode).toBe(200);
      expect((await get(tokens.office, ids.chief, path)).statusCode).toBe(200);
      // A crew member does not read a colleague's profile; a client does not read crew profiles.
      expect((await get(tokens.crew, ids.chief, path)).statusCode).toBe(404);
      expect((await get(tokens.client, ids.crew, path)).statusCode).toBe(404);
      // Another tenant's person is not found, whoever asks.
      expect((await get(tokens.planner, ids.foreign, path)).statusCode).toBe(404);
      expect((await call(api.app, 'GET', `/crewMember/${ids.crew}/${path}`)).statusCode).toBe(401);
    }
  });

  it('gives phone and e-mail only with crewProfile CONTACT (the office), never to the planner', async () => {
    const office = (await get(tokens.office, ids.crew, 'crewTags')).json<Listed<unknown>>();
    expect(office.person).toMatchObject({ id: ids.crew, email: 'crew@demo.test' });
    expect(office.person).toHaveProperty('phone');
    const planner = (await get(tokens.planner, ids.crew, 'crewTags')).json<Listed<unknown>>();
    expect(planner.person).toEqual({ id: ids.crew, caption: 'Alex Janssen', pictureId: null });
  });

  it('answers bad ids with 400 and a message', async () => {
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const answer = await call(api.app, 'GET', `/crewMember/${id}/crewTags`, {
        token: tokens.planner,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('shows a public profile without sign-in only when the person made it public, without contact data', async () => {
    const open = await call(api.app, 'GET', `/public/crewProfile/${ids.crew}`);
    expect(open.statusCode).toBe(200);
    const profile = open.json<
      Record<string, unknown> & { person: Person; ratings: { count: number } }
    >();
    expect(profile.person).toEqual({ id: ids.crew, caption: 'Alex Janssen', pictureId: null });
    expect(JSON.stringify(profile)).not.toMatch(/crew@demo\.test|\+31|Amsterdam|street/i);
    expect(Object.keys(profile).sort()).toEqual([
      'documentBasedSkills',
      'functions',
      'person',
      'ratings',
      'tags',
    ]);
    // chief@ has not made theirs public; another tenant's person is not found on this host.
    expect((await call(api.app, 'GET', `/public/crewProfile/${ids.chief}`)).statusCode).toBe(404);
    expect((await call(api.app, 'GET', `/public/crewProfile/${ids.foreign}`)).statusCode).toBe(404);
    await api.database.db
      .update(persons)
      .set({ publicProfile: false })
      .where(eq(persons.id, ids.crew));
    expect((await call(api.app, 'GET', `/public/crewProfile/${ids.crew}`)).statusCode).toBe(404);
    await api.database.db
      .update(persons)
      .set({ publicProfile: true })
      .where(eq(persons.id, ids.crew));
  });

  it('serves the approved profile picture to whoever may read the profile, never a pending one', async () => {
    // chief@ has an approved picture (the demo's); crew@'s is pending.
    const chief = (await get(tokens.planner, ids.chief, 'crewTags')).json<Listed<unknown>>();
    const pictureId = (chief.person as Person & { pictureId: number | null }).pictureId;
    expect(pictureId).toBeGreaterThan(0);
    const picture = await get(tokens.planner, ids.chief, 'picture');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/png/);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(tokens.chief, ids.chief, 'picture')).statusCode).toBe(200);
    // The profile's own rule: a colleague, a client, another tenant's person, no sign-in.
    expect((await get(tokens.crew, ids.chief, 'picture')).statusCode).toBe(404);
    expect((await get(tokens.client, ids.chief, 'picture')).statusCode).toBe(404);
    expect((await get(tokens.planner, ids.foreign, 'picture')).statusCode).toBe(404);
    expect((await call(api.app, 'GET', `/crewMember/${ids.chief}/picture`)).statusCode).toBe(401);
    // A pending picture is not shown, not even to a planner.
    const pending = await get(tokens.planner, ids.crew, 'picture');
    expect(pending.statusCode).toBe(404);
    expect(pending.json<{ reason: string }>().reason).toBe('PROFILE_PICTURE_NOT_FOUND');
    // Public: only a public profile's approved picture (crew@'s is public but pending; chief@'s
    // is approved but not public).
    expect((await call(api.app, 'GET', `/public/crewProfile/${ids.crew}/picture`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(api.app, 'GET', `/public/crewProfile/${ids.chief}/picture`)).statusCode,
    ).toBe(404);
    await api.database.db
      .update(persons)
      .set({ publicProfile: true })
      .where(eq(persons.id, ids.chief));
    try {
      const open = await call(api.app, 'GET', `/public/crewProfile/${ids.chief}/picture`);
      expect(open.statusCode).toBe(200);
      expect(open.headers['content-type']).toMatch(/^image\/png/);
      const profile = (await call(api.app, 'GET', `/public/crewProfile/${ids.chief}`)).json<{
        person: { pictureId: number | null };
      }>();
      expect(profile.person.pictureId).toBe(pictureId);
    } finally {
      await api.database.db
        .update(persons)
        .set({ publicProfile: false })
        .where(eq(persons.id, ids.chief));
    }
  });
});
