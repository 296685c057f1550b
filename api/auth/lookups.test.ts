import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authLookups, buildApi } from '../app';
import { personRoles, persons } from '../db/core.tables';
import { createPerson, createTenant, createTenantHost } from '../db/seed/factories';
import { createTestApi, testBackends } from '../test/helpers';
import type { TestApi } from '../test/helpers';
import { call } from '../test/requests';
import { manualClock as manualClockAt } from '../../machines/clock';
import { findPrincipalBySubject } from './accounts';
import { TtlCache } from './cache';
import { AuthLookups, TENANT_CACHE_TTL_MS } from './lookups';
import { loadRights } from './rights';
import { resolveTenant } from './tenant';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('TtlCache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the cap', () => {
    const clock = manualClock();
    const cache = new TtlCache<string, number>({ ttlMs: 100, maxEntries: 2, now: clock.now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    clock.advance(99);
    expect(cache.get('c')).toBe(3);
    clock.advance(1);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 0, maxEntries: 10 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe.each(testBackends())('cached auth look-ups on %s', (backend) => {
  let api: TestApi;
  let crewSubject: string;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    const [crew] = await api.database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    crewSubject = `person:${crew?.id}`;
  });
  afterAll(() => api.close());

  /** Real repository functions behind spies: the spies count the database round trips. */
  function spiedLookups(options: { rightsTtlMs?: number; allowFallback?: boolean } = {}) {
    const clock = manualClock();
    const sources = {
      resolveTenant: vi.fn(resolveTenant),
      findPrincipalBySubject: vi.fn(findPrincipalBySubject),
      loadRights: vi.fn(loadRights),
    };
    const lookups = new AuthLookups({
      db: api.database.db,
      allowFallback: options.allowFallback ?? true,
      rightsTtlMs: options.rightsTtlMs ?? 5_000,
      now: clock.now,
      sources,
    });
    return { lookups, sources, clock };
  }

  it('answers a repeated look-up from the cache, without a second query', async () => {
    const { lookups, sources } = spiedLookups();
    const tenant = await lookups.tenant('localhost');
    expect(tenant?.name).toBe('Demo Crew Company');
    expect(await lookups.tenant('localhost')).toBe(tenant);
    expect(sources.resolveTenant).toHaveBeenCalledTimes(1);

    const principal = await lookups.principal(1, crewSubject);
    expect(principal).toMatchObject({ type: 'user', subject: crewSubject });
    const again = await lookups.principal(1, crewSubject);
    expect(again).toBe(principal);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(1);

    if (!again) throw new Error('crew principal missing');
    const rights = await lookups.userRights(again);
    expect(rights.jobs?.READ).toBeDefined();
    expect(await lookups.userRights(again)).toBe(rights);
    expect(sources.loadRights).toHaveBeenCalledTimes(1);
  });

  it('reads the tenant fresh when asked to (public routes), and refreshes the cache with it', async () => {
    const { lookups, sources } = spiedLookups();
    const first = await lookups.tenant('localhost');
    const fresh = await lookups.tenant('localhost', { fresh: true });
    expect(fresh).toEqual(first);
    expect(sources.resolveTenant).toHaveBeenCalledTimes(2);
    expect(await lookups.tenant('localhost')).toBe(fresh);
    expect(sources.resolveTenant).toHaveBeenCalledTimes(2);
  });

  it('asks the database again once the TTL has passed', async () => {
    const { lookups, sources, clock } = spiedLookups();
    await lookups.tenant('localhost');
    const principal = await lookups.principal(1, crewSubject);
    if (!principal) throw new Error('crew principal missing');
    await lookups.userRights(principal);

    clock.advance(4_999);
    await lookups.tenant('localhost');
    expect(await lookups.principal(1, crewSubject)).toBe(principal);
    await lookups.userRights(principal);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(1);
    expect(sources.loadRights).toHaveBeenCalledTimes(1);

    clock.advance(1);
    const fresh = await lookups.principal(1, crewSubject);
    expect(fresh).toEqual(principal);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(2);
    if (!fresh) throw new Error('crew principal missing');
    await lookups.userRights(fresh);
    expect(sources.loadRights).toHaveBeenCalledTimes(2);
    expect(sources.resolveTenant).toHaveBeenCalledTimes(1);

    clock.advance(TENANT_CACHE_TTL_MS - 5_000);
    await lookups.tenant('localhost');
    expect(sources.resolveTenant).toHaveBeenCalledTimes(2);
  });

  it('never caches a miss: an unknown host or a deleted person is looked up again', async () => {
    const { lookups, sources } = spiedLookups({ allowFallback: false });
    expect(await lookups.tenant('later.test')).toBeUndefined();
    expect(await lookups.tenant('later.test')).toBeUndefined();
    expect(sources.resolveTenant).toHaveBeenCalledTimes(2);
    const tenant = await createTenant(api.database.db, { name: 'Later Staffing' });
    await createTenantHost(api.database.db, tenant.id, 'later.test');
    expect(await lookups.tenant('later.test')).toMatchObject({
      id: tenant.id,
      name: 'Later Staffing',
    });

    const person = await createPerson(api.database.db, 1, {
      name: 'Gone Soon',
      email: 'gone@demo.test',
      passwordHash: null,
    });
    await api.database.db.delete(persons).where(eq(persons.id, person.id));
    const subject = `person:${person.id}`;
    expect(await lookups.principal(1, subject)).toBeUndefined();
    expect(await lookups.principal(1, subject)).toBeUndefined();
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(2);
  });

  it('looks everything up every time with a rights TTL of 0 (the tenant cache stays)', async () => {
    const { lookups, sources } = spiedLookups({ rightsTtlMs: 0 });
    const first = await lookups.principal(1, crewSubject);
    const second = await lookups.principal(1, crewSubject);
    if (!first || !second) throw new Error('crew principal missing');
    await lookups.userRights(first);
    await lookups.userRights(second);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(2);
    expect(sources.loadRights).toHaveBeenCalledTimes(2);
  });

  it('forgets a principal when told it changed, even while a look-up of it is under way', async () => {
    const { lookups, sources } = spiedLookups();
    await lookups.principal(1, crewSubject);
    lookups.invalidatePrincipal(1, crewSubject);
    await lookups.principal(1, crewSubject);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(2);

    lookups.invalidatePrincipal(1, crewSubject);
    const pending = lookups.principal(1, crewSubject);
    lookups.invalidatePrincipal(1, crewSubject); // a change lands while the query runs
    await pending;
    await lookups.principal(1, crewSubject);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(4);

    lookups.invalidateAll();
    await lookups.principal(1, crewSubject);
    expect(sources.findPrincipalBySubject).toHaveBeenCalledTimes(5);
  });

  describe('in the access hook', () => {
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    /** A second api over the same database, with its own cache settings and a hand-moved clock. */
    async function apiWith(rightsCacheTtlMs: number) {
      // At the first api's instant, so the tokens it signs are good here too.
      const clock = manualClockAt(api.clock.now());
      const app = await buildApi({
        database: api.database,
        config: { ...api.config, rightsCacheTtlMs },
        clock,
      });
      apps.push(app);
      return { app, clock };
    }

    async function revokeAndRestoreCrewRoles(during: () => Promise<void>) {
      const [crew] = await api.database.db
        .select()
        .from(persons)
        .where(eq(persons.email, 'crew@demo.test'));
      if (!crew) throw new Error('crew person missing');
      const held = await api.database.db
        .select()
        .from(personRoles)
        .where(eq(personRoles.personId, crew.id));
      await api.database.db.delete(personRoles).where(eq(personRoles.personId, crew.id));
      try {
        await during();
      } finally {
        await api.database.db.insert(personRoles).values(held);
      }
    }

    it('sees a revoked right within the TTL, not before it has passed', async () => {
      const { app, clock } = await apiWith(5_000);
      const token = await api.signInAs('crew');
      expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(200);
      await revokeAndRestoreCrewRoles(async () => {
        expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(200);
        clock.advance(5_000);
        expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(403);
      });
    });

    it('sees a revoked right on the very next request with RIGHTS_CACHE_TTL_MS=0', async () => {
      const { app } = await apiWith(0);
      const token = await api.signInAs('crew');
      expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(200);
      await revokeAndRestoreCrewRoles(async () => {
        expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(403);
      });
      expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(200);
    });

    it('sees a change at once when this process invalidates the entry', async () => {
      const { app } = await apiWith(5_000);
      const token = await api.signInAs('crew');
      expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(200);
      await revokeAndRestoreCrewRoles(async () => {
        authLookups(app).invalidatePrincipal(1, crewSubject);
        expect((await call(app, 'GET', '/jobs', { token })).statusCode).toBe(403);
      });
    });
  });
});
