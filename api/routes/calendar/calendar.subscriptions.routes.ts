import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorSchema, okSchema, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { listBlockDates, listVacationRequests } from './calendar.repository';
import { listOf } from './calendar.schemas';
import { calendarSubscriptionSchema, createdCalendarSubscriptionSchema } from './calendar.schemas';
import { renderCalendarFeed } from './calendar.feed';
import { recipientLocale } from '../../i18n/recipient';
import {
  createCalendarSubscription,
  findFeedOwner,
  listCalendarSubscriptions,
  revokeCalendarSubscription,
} from './calendar.subscriptions';
import { listJobsBetween } from '../jobs/jobs.public';
import { idParams, scopeOf, personScopeOf } from './calendar.access';

/** The feed token in the URL, with the `.ics` calendar apps like to see: 43 base64url characters. */
const feedParams = z.strictObject({
  file: text().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'not a calendar feed'),
});
const feedNotFound = () => notFound('Calendar feed not found', 'CALENDAR_SUBSCRIPTION_NOT_FOUND');
/** The feed's window: the last 90 days and the next 400 (a calendar app keeps what it saw). */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;

/** The personal iCal feed and the person's own subscriptions to it (api/routes/calendar/README.md, The calendar feed). */
export async function calendarSubscriptionRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // The feed is the person's jobs and days: whoever may read their own jobs may publish them.
  const calendarRead = { right: { resource: 'jobs', action: 'READ' } } as const;

  api.get(
    '/publicCalendarSubscriptions',
    { config: calendarRead, schema: { response: { 200: listOf(calendarSubscriptionSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      if (scope.personId === null) return { items: [] };
      return {
        items: await listCalendarSubscriptions(database.db, {
          tenantId: scope.tenantId,
          personId: scope.personId,
        }),
      };
    },
  );

  // Create, or renew: the previous URL stops working in the same transaction.
  api.post(
    '/publicCalendarSubscriptions',
    {
      config: calendarRead,
      schema: { response: { 201: createdCalendarSubscriptionSchema, 403: errorSchema } },
    },
    async (request, reply) => {
      const scope = personScopeOf(request);
      const created = await database.transaction((tx) =>
        createCalendarSubscription(tx, scope, clock.now()),
      );
      return reply.code(201).send(created);
    },
  );

  api.delete(
    '/publicCalendarSubscriptions/:id',
    {
      config: calendarRead,
      schema: { params: idParams, response: { 200: okSchema, 404: errorSchema } },
    },
    async (request) => {
      const scope = scopeOf(request);
      const revoked =
        scope.personId !== null &&
        (await revokeCalendarSubscription(
          database.db,
          { tenantId: scope.tenantId, personId: scope.personId },
          request.params.id,
          clock.now(),
        ));
      if (!revoked)
        throw notFound('Calendar subscription not found', 'CALENDAR_SUBSCRIPTION_NOT_FOUND');
      return { ok: true as const };
    },
  );

  // The feed itself: no sign-in (calendar apps cannot), the token is the credential. It answers the
  // person's jobs, blocked dates and vacation in their own zone, and nothing else; an unknown or
  // revoked token, or another tenant's, is the same 404. The token is redacted from the access log.
  api.get(
    '/public/calendarFeed/:file',
    // anyClient: a calendar app sends no Type: MOBILE header.
    {
      config: { public: true, anyClient: true },
      schema: { params: feedParams, response: { 404: errorSchema } },
    },
    async (request, reply) => {
      const now = clock.now();
      const token = request.params.file.slice(0, -'.ics'.length);
      const owner = await findFeedOwner(database.db, request.tenant.id, token);
      if (!owner) throw feedNotFound();
      const scope = { tenantId: request.tenant.id, personId: owner.personId, ownOnly: true };
      const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
      const to = new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000);
      const days = {
        dateFrom: from.toISOString().slice(0, 10),
        dateTo: to.toISOString().slice(0, 10),
      };
      const [jobs, blocks, vacations, locale] = await Promise.all([
        listJobsBetween(database.db, scope, { from, to, limit: 1000, page: 1 }),
        listBlockDates(database.db, scope, days),
        listVacationRequests(database.db, scope, days),
        recipientLocale(database.db, request.tenant.id, { personId: owner.personId }),
      ]);
      const body = renderCalendarFeed({
        tenantId: request.tenant.id,
        person: owner,
        locale,
        jobs: jobs.items,
        blockDates: blocks,
        vacationRequests: vacations,
        now,
      });
      // A text body outside the JSON schemas (like the payroll PDFs): the plain reply sends it as is.
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="crew-hub.ics"')
        .send(body);
    },
  );
}
