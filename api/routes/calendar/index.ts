import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VACATION_REQUEST_REFUSALS,
  vacationRequestMachine,
} from '../../../machines/vacationRequest.machine';
import type { VacationRequestEvent } from '../../../machines/vacationRequest.machine';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { checkDayRange } from '../../lib/date-range';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import type { Outcome } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, idParam, okSchema, text } from '../../lib/schemas';
import { decisionBody, reasonOf, recordOfficeDecision } from '../../lib/office-decisions';
import { requireTransition } from '../../lib/transitions';
import type { ApiInstance, RouteContext } from '../../types';
import {
  decideVacationRequest,
  deleteBlockDate,
  deleteVacationRequest,
  findVacationRequest,
  insertBlockDate,
  insertVacationRequest,
  listAbsences,
  listBankHolidays,
  listBlockDates,
  listVacationRequests,
  listWaitingVacationRequests,
} from './calendar.repository';
import type { CalendarScope } from './calendar.repository';
import { notify } from '../notifications/notify';
import {
  absenceSchema,
  bankHolidaySchema,
  blockDateInput,
  blockDateSchema,
  listOf,
  rangeQuery,
  vacationRequestInput,
  vacationRequestSchema,
  waitingVacationRequestSchema,
} from './calendar.schemas';
import type { VacationRequest } from './calendar.schemas';
import { calendarSubscriptionSchema, createdCalendarSubscriptionSchema } from './calendar.schemas';
import { renderCalendarFeed } from './calendar.feed';
import { recipientLocale } from '../../i18n/recipient';
import {
  createCalendarSubscription,
  findFeedOwner,
  listCalendarSubscriptions,
  revokeCalendarSubscription,
} from './calendar.subscriptions';
import { listJobsBetween } from '../jobs/jobs.repository';

const blockDateNotFound = () => notFound('Block date not found', 'BLOCK_DATE_NOT_FOUND');
const vacationRequestNotFound = () =>
  notFound('Vacation request not found', 'VACATION_REQUEST_NOT_FOUND');
/** A compare-and-set lost to a concurrent change is decided again; more than this is a bug. */
const MAX_DECISIONS = 3;

const idParams = z.strictObject({ id: idParam });

function scopeOf(request: FastifyRequest): CalendarScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}

/** Creating needs a person to own the row (a project or plus-crew token has none). */
function personScopeOf(request: FastifyRequest): CalendarScope & { personId: number } {
  const scope = scopeOf(request);
  if (scope.personId === null) throw forbidden('Only a person has a calendar');
  return { ...scope, personId: scope.personId };
}

/** A refusal becomes the stored outcome, so a repeat with the same key gets the same answer. */
async function answerOf(statusCode: number, run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { statusCode, body: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
}

/**
 * Moves a request by the vacationRequest machine: it decides from the stored status, the write is a
 * compare-and-set on that status; a lost race is decided again on the status it lost to.
 */
async function moveVacationRequest(
  db: Db,
  scope: CalendarScope,
  id: number,
  event: VacationRequestEvent,
  write: (from: VacationRequest['status'], to: string) => Promise<boolean>,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const request = await findVacationRequest(db, scope, id);
    if (!request) throw vacationRequestNotFound();
    const to = requireTransition(
      vacationRequestMachine,
      request.status,
      event,
      VACATION_REQUEST_REFUSALS,
    );
    if (await write(request.status, to)) return;
  }
  throw new Error(`vacation request ${id} kept changing status`);
}

export async function calendarRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // Blocked dates: always the caller's own (a personal calendar), whatever the permission type.
  api.get(
    '/blockDates',
    {
      config: { right: { resource: 'blockDates', action: 'READ' } },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(blockDateSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listBlockDates(
          database.db,
          { ...scopeOf(request), ownOnly: true },
          { dateFrom, dateTo },
        ),
      };
    },
  );

  api.post(
    '/blockDates',
    {
      config: { right: { resource: 'blockDates', action: 'CREATE' } },
      schema: {
        body: blockDateInput,
        headers: idempotencyHeaders,
        response: { 201: blockDateSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { beginDate, endDate, reason } = request.body;
      checkDayRange(beginDate, endDate);
      const scope = personScopeOf(request);
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: '/blockDates',
          },
          () => answerOf(201, () => insertBlockDate(tx, scope, { beginDate, endDate, reason })),
        ),
      );
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as z.infer<typeof blockDateSchema>);
    },
  );

  api.delete(
    '/blockDates/:id',
    {
      config: { right: { resource: 'blockDates', action: 'DELETE' } },
      schema: { params: idParams, response: { 200: okSchema, 404: errorSchema } },
    },
    async (request) => {
      if (!(await deleteBlockDate(database.db, scopeOf(request), request.params.id)))
        throw blockDateNotFound();
      return { ok: true as const };
    },
  );

  // Vacation requests: the list is the caller's own; by id, ALL reads any of the tenant's.
  api.get(
    '/vacationRequests',
    {
      config: { right: { resource: 'vacationRequests', action: 'READ' } },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(vacationRequestSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listVacationRequests(
          database.db,
          { ...scopeOf(request), ownOnly: true },
          { dateFrom, dateTo },
        ),
      };
    },
  );

  api.get(
    '/vacationRequests/:id',
    {
      config: { right: { resource: 'vacationRequests', action: 'READ' } },
      schema: { params: idParams, response: { 200: vacationRequestSchema, 404: errorSchema } },
    },
    async (request) => {
      const found = await findVacationRequest(database.db, scopeOf(request), request.params.id);
      if (!found) throw vacationRequestNotFound();
      return found;
    },
  );

  api.post(
    '/vacationRequests',
    {
      config: { right: { resource: 'vacationRequests', action: 'CREATE' } },
      schema: {
        body: vacationRequestInput,
        headers: idempotencyHeaders,
        response: {
          201: vacationRequestSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { beginDate, endDate, paid, note } = request.body;
      checkDayRange(beginDate, endDate);
      const scope = personScopeOf(request);
      const values = { beginDate, endDate, paid, note: note ? note : null };
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: '/vacationRequests',
          },
          () => answerOf(201, () => insertVacationRequest(tx, scope, values)),
        ),
      );
      return reply.code(outcome.statusCode as 201).send(outcome.body as VacationRequest);
    },
  );

  // Only the request's own person deletes it, and only while it is requested (the machine decides).
  api.delete(
    '/vacationRequests/:id',
    {
      config: { right: { resource: 'vacationRequests', action: 'DELETE' } },
      schema: { params: idParams, response: { 200: okSchema, 404: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const scope = { ...scopeOf(request), ownOnly: true };
      const id = request.params.id;
      await database.transaction((tx) =>
        moveVacationRequest(tx, scope, id, { type: 'vacationRequest.delete' }, (from) =>
          deleteVacationRequest(tx, scope, id, from),
        ),
      );
      return { ok: true as const };
    },
  );

  // The office's queue: every request of the tenant still waiting, with whose it is. Only the
  // office decides (vacationRequests EDIT ALL), so only it reads the queue.
  api.get(
    '/vacationRequests/waiting',
    {
      config: { right: { resource: 'vacationRequests', action: 'EDIT' } },
      schema: { response: { 200: listOf(waitingVacationRequestSchema), 403: errorSchema } },
    },
    async (request) => {
      if (request.permission !== 'ALL')
        throw forbidden('The queue of vacation requests needs vacationRequests EDIT ALL');
      return {
        items: await listWaitingVacationRequests(
          database.db,
          (request.principal as Principal).tenantId,
        ),
      };
    },
  );

  // The office decides (vacationRequests EDIT ALL): a person never approves their own request.
  // The decision, its audit row and the answer to the person commit together.
  for (const [verb, event] of [
    ['approve', { type: 'vacationRequest.approve' }],
    ['decline', { type: 'vacationRequest.decline' }],
  ] as const) {
    api.post(
      `/vacationRequests/:id/${verb}`,
      {
        config: { right: { resource: 'vacationRequests', action: 'EDIT' } },
        schema: {
          params: idParams,
          body: decisionBody('vacationRequest', verb),
          response: {
            200: vacationRequestSchema,
            400: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        if (request.permission !== 'ALL')
          throw forbidden('Deciding a vacation request needs vacationRequests EDIT ALL');
        const scope = scopeOf(request);
        const id = request.params.id;
        const reason = reasonOf('vacationRequest', verb, request.body);
        const at = clock.now();
        return database.transaction(async (tx) => {
          let fromStatus: VacationRequest['status'] = 'requested';
          await moveVacationRequest(tx, scope, id, event, (from, to) => {
            fromStatus = from;
            return decideVacationRequest(tx, scope, id, {
              from,
              to: to as VacationRequest['status'],
              at,
              by: scope.personId,
              reason,
            });
          });
          const decided = await findVacationRequest(tx, scope, id);
          if (!decided) throw vacationRequestNotFound();
          await recordOfficeDecision(tx, {
            tenantId: scope.tenantId,
            subject: 'vacationRequest',
            subjectId: decided.id,
            personId: decided.personId,
            fromStatus,
            verb,
            reason,
            decidedBy: scope.personId,
            decidedAt: at,
          });
          // The answer reaches the person in the same transaction as the decision (decision 098).
          await notify(tx, {
            tenantId: scope.tenantId,
            personId: decided.personId,
            type: 'vacationAnswered',
            text: verb === 'approve' ? 'vacationApproved' : 'vacationDeclined',
            params: { from: decided.beginDate, to: decided.endDate, ...(reason ? { reason } : {}) },
            url: '/personal-calendar',
            tag: `vacation-request-${decided.id}`,
            now: at,
          });
          return decided;
        });
      },
    );
  }

  // What the office records about the caller's days (sick, absence, outage, late refusal): own only.
  api.get(
    '/absences',
    {
      config: { authenticated: true },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(absenceSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listAbsences(
          database.db,
          { ...scopeOf(request), ownOnly: true },
          { dateFrom, dateTo },
        ),
      };
    },
  );

  // The tenant's public holidays: the same for everyone signed in to it.
  api.get(
    '/bankHolidays',
    {
      config: { authenticated: true },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(bankHolidaySchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listBankHolidays(database.db, (request.principal as Principal).tenantId, {
          dateFrom,
          dateTo,
        }),
      };
    },
  );
}

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

async function allCalendarRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await calendarRoutes(api, context);
  await calendarSubscriptionRoutes(api, context);
}

export default defineApiArea({ name: 'calendar', routes: allCalendarRoutes });
