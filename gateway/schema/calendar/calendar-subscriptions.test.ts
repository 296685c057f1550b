import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { buildGateway } from '../../server';
import { inProcessFetch } from '../../upstream/in-process-fetch';
import { API_ORIGIN, createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// The calendar subscription screen's operations, and the feed URL they answer opened through the
// gateway's own /api/v1 forwarding (the same origin the app is served from, api/routes/calendar/README.md, The calendar feed).

const SCREEN = /* GraphQL */ `
  query Subscriptions {
    calendarSubscriptions {
      id
      createdAt
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create {
    createCalendarSubscription {
      id
      createdAt
      feedPath
    }
  }
`;
const REVOKE = /* GraphQL */ `
  mutation Revoke($id: ID!) {
    revokeCalendarSubscription(id: $id)
  }
`;

interface Created {
  createCalendarSubscription: { id: string; createdAt: string; feedPath: string };
}

describe.each(testBackends())('calendar subscriptions on %s', (backend) => {
  let gateway: GatewayHarness;
  let server: Awaited<ReturnType<typeof buildGateway>>;
  let crewToken: string;
  let chiefToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    server = await buildGateway({
      apiFetch: inProcessFetch(gateway.api.app),
      apiBaseUrl: API_ORIGIN,
    });
    crewToken = await gateway.api.signInAs('crew');
    chiefToken = await gateway.api.signInAs('chief');
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });

  const list = async (token = crewToken) => {
    const result = await gateway.execute<{ calendarSubscriptions: Array<{ id: string }> }>(
      SCREEN,
      {},
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.calendarSubscriptions ?? [];
  };
  const openFeed = (path: string) =>
    server.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });

  it('creates a feed whose path opens without sign-in through the gateway, then revokes it (404)', async () => {
    expect(await list()).toEqual([]);
    const created = await gateway.execute<Created>(CREATE, {}, { token: crewToken });
    expect(created.errors).toBeUndefined();
    const subscription = created.data?.createCalendarSubscription;
    expect(subscription?.feedPath).toMatch(
      /^\/api\/v1\/public\/calendarFeed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect((await list()).map((item) => item.id)).toEqual([subscription?.id]);

    const feed = await openFeed(subscription?.feedPath ?? '');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(3);

    // Another person cannot revoke it; its owner can, and the URL stops working.
    const foreign = await gateway.execute(REVOKE, { id: subscription?.id }, { token: chiefToken });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.extensions?.['reason']).toBe('CALENDAR_SUBSCRIPTION_NOT_FOUND');
    const revoked = await gateway.execute<{ revokeCalendarSubscription: string }>(
      REVOKE,
      { id: subscription?.id },
      { token: crewToken },
    );
    expect(revoked.data?.revokeCalendarSubscription).toBe(subscription?.id);
    expect((await openFeed(subscription?.feedPath ?? '')).statusCode).toBe(404);
    expect(await list()).toEqual([]);
  });

  it('renews: the old URL stops working, the new one works', async () => {
    const first = (await gateway.execute<Created>(CREATE, {}, { token: crewToken })).data
      ?.createCalendarSubscription;
    const second = (await gateway.execute<Created>(CREATE, {}, { token: crewToken })).data
      ?.createCalendarSubscription;
    expect(second?.feedPath).not.toBe(first?.feedPath);
    expect((await openFeed(first?.feedPath ?? '')).statusCode).toBe(404);
    expect((await openFeed(second?.feedPath ?? '')).statusCode).toBe(200);
    expect((await list()).map((item) => item.id)).toEqual([second?.id]);
  });

  it('needs sign-in', async () => {
    expect(errorCode(await gateway.execute(SCREEN))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gateway.execute(CREATE))).toBe('UNAUTHENTICATED');
  });
});
