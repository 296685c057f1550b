import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { crewItemActionEvent } from '../../../machines/crewItemActions';
import type { CrewItemAction } from '../../../machines/crewItemActions';
import { decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus, CrewItemStatusEvent } from '../../../machines/crewItemStatus.machine';
import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import type { Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { badUserInput, conflict, forbidden, notFound } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { dayInZone } from '../../lib/dates';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { checkDayRange, utcDayStart } from '../../lib/date-range';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewItemAttendance } from '../crews/crews.tables';
import { projectCrewItems } from '../jobs/jobs.tables';
import { notify } from '../notifications/notify';
import { projectCrews, projects } from '../projects/projects.tables';
import { venueTimeZone } from '../projects/venue-zone';
import {
  findCrewInScope,
  functionExists,
  listCrewItemActivities,
  listCrewItems,
  lockCrewItem,
  personExists,
  readCrewItem,
  recordCrewItemChange,
  visibleCrewItemIds,
} from './crew-items.repository';
import type { CrewItemRow, CrewItemScope } from './crew-items.repository';
import {
  activitiesQuery,
  crewItemActionBody,
  crewItemActivitiesSchema,
  crewItemListQuery,
  crewItemParams,
  crewItemSchema,
  saveCrewItemBody,
} from './crew-items.schemas';
import type { CrewItem, SaveCrewItemBody } from './crew-items.schemas';
import { plannerPositionRoutes } from './crew-items.positions';

// Crew items and their statuses (SPEC.md §7 /projectCrewItemStatus, /projectCrewItems):
// every change is one transaction that locks the item row, asks crewItemStatusMachine
// (decideCrewItem) on the stored status with the facts its guards read, refuses with 409 and the
// machine's reason, or writes the status the machine answered, one audit row
// (crew_item_status_activities) and the booked person's notification. Rights: api/routes/crew-items/README.md, Rights.

const crewItemNotFound = () => notFound('Crew item not found', 'CREW_ITEM_NOT_FOUND');

const read = { right: { resource: 'planningCrewItemList', action: 'READ' } } as const;
const edit = { right: { resource: 'planningCrewItemList', action: 'EDIT' } } as const;
const applyRight = { right: { resource: 'vacancies', action: 'EDIT' } } as const;

const keyHeaders = idempotencyHeaders;

type Action = CrewItemAction;

function scopeOf(request: FastifyRequest, permission = request.permission): CrewItemScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    companyId: principal.companyId,
    ownOnly: permission !== 'ALL',
  };
}

const clockOf = (row: CrewItemRow, now: Date) => ({
  now: formatTimestamp(now),
  startsAt: formatTimestamp(row.startsAt),
});

/** The machine's event for a planner action on this row, with the facts its guard reads (shared with the app). */
const actionEvent = (
  action: Action,
  row: CrewItemRow,
  now: Date,
  checkedIn = false,
): CrewItemStatusEvent =>
  crewItemActionEvent(
    action,
    { hasPerson: row.personId !== null, startsAt: formatTimestamp(row.startsAt), checkedIn },
    formatTimestamp(now),
  );

/** The row's columns that go with entering `to` (a status's own timestamps). */
function statusColumns(from: CrewItemStatus, to: CrewItemStatus, now: Date) {
  if (to === 'confirmed' && from !== 'confirmed') return { confirmedAt: now };
  if (to === 'cancelled') return { cancelledAt: now };
  // Back from notNeeded / cancelled: offered again, the person confirms again and sees the change.
  if (to === 'pending' && (from === 'notNeeded' || from === 'cancelled'))
    return { confirmedAt: null, cancelledAt: null, changedAt: now };
  return {};
}

/** Tells a booked person (not the one acting) that their job was offered or changed. */
async function tellPerson(
  tx: Tx,
  tenantId: number,
  item: { id: number; crewId: number; startsAt: Date },
  personId: number | null,
  actorPersonId: number | null,
  type: 'jobOffered' | 'jobChanged',
  now: Date,
) {
  if (personId === null || personId === actorPersonId) return;
  const [project] = await tx
    .select({ name: projects.name, timeZone: venueTimeZone })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(eq(projectCrews.id, item.crewId))
    .limit(1);
  await notify(tx, {
    tenantId,
    personId,
    type,
    // The venue's day (decision 248), not the UTC one.
    params: {
      project: project?.name ?? '',
      day: dayInZone(item.startsAt, project?.timeZone ?? 'UTC'),
    },
    url: `/jobs/${item.id}`,
    tag: `job-${item.id}`,
    now,
  });
}

/** The item as answered after a change (the caller could act on it, so they can read it). */
async function answer(tx: Tx, scope: CrewItemScope, id: number): Promise<CrewItem> {
  const item = await readCrewItem(tx, { ...scope, ownOnly: false }, id);
  if (!item) throw new Error(`crew item ${id} vanished inside its own transaction`);
  return item;
}

/** activate, notNeeded, reactivate, noShow on one locked item. */
async function runAction(
  tx: Tx,
  scope: CrewItemScope,
  actorPersonId: number | null,
  action: Action,
  crewItemId: number,
  reason: string | undefined,
  now: Date,
): Promise<CrewItem> {
  const row = await lockCrewItem(tx, scope, crewItemId);
  if (!row) throw crewItemNotFound();
  // One meaning of no-show (api/routes/crew-items/README.md, One meaning of no-show): not once the crew chief checked the person in (then
  // they came, whatever the planner thinks). The machine refuses it from that fact, as in the app.
  const [attendance] =
    action === 'noShow'
      ? await tx
          .select({ attendance: crewItemAttendance.attendance })
          .from(crewItemAttendance)
          .where(eq(crewItemAttendance.crewItemId, row.id))
          .limit(1)
      : [];
  const checkedIn =
    attendance?.attendance === 'checkedIn' || attendance?.attendance === 'checkedOut';
  const event = actionEvent(action, row, now, checkedIn);
  const decision = decideCrewItem(row.status, event);
  if (!decision.allowed)
    throw conflict(`crewItemStatus does not allow ${event.type} in ${row.status}`, decision.reason);
  const to = decision.to as CrewItemStatus;
  if (action === 'noShow') {
    // The venue's attendance says no-show too.
    const values = {
      attendance: 'noShow' as const,
      checkedInAt: null,
      checkedOutAt: null,
      breakMinutes: 0,
      updatedAt: now,
      updatedByPersonId: actorPersonId,
    };
    await tx
      .insert(crewItemAttendance)
      .values({ tenantId: scope.tenantId, crewItemId: row.id, ...values })
      .onConflictDoUpdate({ target: crewItemAttendance.crewItemId, set: values });
  }
  await tx
    .update(projectCrewItems)
    .set({ status: to, ...statusColumns(row.status, to, now) })
    .where(eq(projectCrewItems.id, row.id));
  await recordCrewItemChange(tx, {
    tenantId: scope.tenantId,
    crewItemId: row.id,
    from: row.status,
    to,
    action: event.type,
    actorPersonId,
    at: now,
    reason,
  });
  await tellPerson(
    tx,
    scope.tenantId,
    row,
    row.personId,
    actorPersonId,
    action === 'reactivate' ? 'jobOffered' : 'jobChanged',
    now,
  );
  return answer(tx, scope, row.id);
}

/** Checks the function and person a body names exist in the tenant (400 otherwise, nothing written). */
async function checkReferences(
  tx: Tx,
  tenantId: number,
  body: { functionId?: number; personId?: number | null },
) {
  if (body.functionId !== undefined && !(await functionExists(tx, tenantId, body.functionId))) {
    throw badUserInput(`function ${body.functionId} does not exist`);
  }
  if (
    body.personId !== undefined &&
    body.personId !== null &&
    !(await personExists(tx, tenantId, body.personId))
  ) {
    throw badUserInput(`person ${body.personId} does not exist`);
  }
}

function checkTimes(startsAt: Date, endsAt: Date) {
  if (endsAt.getTime() <= startsAt.getTime()) throw badUserInput('endsAt must be after startsAt');
}

/** POST /projectCrewItemStatus without crewItemId: a new pending item on a crew. */
async function createItem(
  tx: Tx,
  scope: CrewItemScope,
  actorPersonId: number | null,
  body: SaveCrewItemBody & { crewId: number; functionId: number },
  now: Date,
): Promise<CrewItem> {
  const crew = await findCrewInScope(tx, scope, body.crewId);
  if (!crew) throw notFound('Crew not found', 'CREW_NOT_FOUND');
  await checkReferences(tx, scope.tenantId, body);
  const startsAt = body.startsAt === undefined ? crew.startsAt : new Date(body.startsAt);
  const endsAt = body.endsAt === undefined ? crew.endsAt : new Date(body.endsAt);
  checkTimes(startsAt, endsAt);
  const decision = decideCrewItem('new', { type: 'crewItem.create' });
  if (!decision.allowed) throw new Error('crewItemStatus refuses to create an item');
  const to = decision.to as CrewItemStatus;
  const [item] = await tx
    .insert(projectCrewItems)
    .values({
      tenantId: scope.tenantId,
      crewId: crew.id,
      functionId: body.functionId,
      personId: body.personId ?? null,
      status: to,
      startsAt,
      endsAt,
      remark: body.remark ?? null,
      vacancy: body.vacancy ?? false,
    })
    .returning();
  if (!item) throw new Error('crew item insert returned nothing');
  await recordCrewItemChange(tx, {
    tenantId: scope.tenantId,
    crewItemId: item.id,
    from: null,
    to,
    action: 'crewItem.create',
    actorPersonId,
    at: now,
    reason: body.reason,
  });
  await tellPerson(tx, scope.tenantId, item, item.personId, actorPersonId, 'jobOffered', now);
  return answer(tx, scope, item.id);
}

/** POST /projectCrewItemStatus with crewItemId: changes the fields given. */
async function updateItem(
  tx: Tx,
  scope: CrewItemScope,
  actorPersonId: number | null,
  body: SaveCrewItemBody & { crewItemId: number },
  now: Date,
): Promise<CrewItem> {
  const row = await lockCrewItem(tx, scope, body.crewItemId);
  if (!row) throw crewItemNotFound();
  await checkReferences(tx, scope.tenantId, body);
  const startsAt = body.startsAt === undefined ? row.startsAt : new Date(body.startsAt);
  const endsAt = body.endsAt === undefined ? row.endsAt : new Date(body.endsAt);
  checkTimes(startsAt, endsAt);
  const personId = body.personId === undefined ? row.personId : body.personId;
  const personChanged = personId !== row.personId;
  const decision = decideCrewItem(row.status, { type: 'crewItem.update', personChanged });
  if (!decision.allowed)
    throw conflict(
      `crewItemStatus does not allow crewItem.update in ${row.status}`,
      decision.reason,
    );
  const to = decision.to as CrewItemStatus;
  const timesChanged =
    startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime();
  await tx
    .update(projectCrewItems)
    .set({
      functionId: body.functionId ?? row.functionId,
      personId,
      startsAt,
      endsAt,
      remark: body.remark === undefined ? row.remark : body.remark,
      vacancy: body.vacancy ?? row.vacancy,
      status: to,
      // Another person starts over: not confirmed, not applied. The same person keeps theirs and sees "changed".
      ...(personChanged ? { confirmedAt: null, appliedAt: null } : {}),
      ...(!personChanged && timesChanged && to === 'confirmed' ? { changedAt: now } : {}),
    })
    .where(eq(projectCrewItems.id, row.id));
  await recordCrewItemChange(tx, {
    tenantId: scope.tenantId,
    crewItemId: row.id,
    from: row.status,
    to,
    action: 'crewItem.update',
    actorPersonId,
    at: now,
    reason: body.reason,
  });
  const moved = { ...row, startsAt };
  if (personChanged) {
    await tellPerson(tx, scope.tenantId, moved, row.personId, actorPersonId, 'jobChanged', now);
    await tellPerson(tx, scope.tenantId, moved, personId, actorPersonId, 'jobOffered', now);
  } else if (timesChanged || body.functionId !== undefined) {
    await tellPerson(tx, scope.tenantId, moved, personId, actorPersonId, 'jobChanged', now);
  }
  return answer(tx, scope, row.id);
}

/** apply / unapply: the caller for themself, on a vacancy or an item that is theirs. */
async function runVacancy(
  tx: Tx,
  tenantId: number,
  personId: number,
  kind: 'apply' | 'unapply',
  crewItemId: number,
  now: Date,
): Promise<CrewItem> {
  const scope: CrewItemScope = { tenantId, companyId: null, ownOnly: false };
  const row = await lockCrewItem(tx, scope, crewItemId);
  // Anyone else's item that is not an open position is not there for a crew member.
  if (!row || (!row.vacancy && row.personId !== personId)) throw crewItemNotFound();
  const event: CrewItemStatusEvent =
    kind === 'apply'
      ? {
          type: 'crewItem.apply',
          vacancy: row.vacancy,
          hasPerson: row.personId !== null,
          ...clockOf(row, now),
        }
      : {
          type: 'crewItem.unapply',
          byApplicant: row.personId === personId && row.appliedAt !== null,
        };
  const decision = decideCrewItem(row.status, event);
  if (!decision.allowed)
    throw conflict(`crewItemStatus does not allow ${event.type} in ${row.status}`, decision.reason);
  const to = decision.to as CrewItemStatus;
  await tx
    .update(projectCrewItems)
    .set({
      status: to,
      ...(kind === 'apply' ? { personId, appliedAt: now } : { personId: null, appliedAt: null }),
    })
    .where(and(eq(projectCrewItems.id, row.id), eq(projectCrewItems.tenantId, tenantId)));
  await recordCrewItemChange(tx, {
    tenantId,
    crewItemId: row.id,
    from: row.status,
    to,
    action: event.type,
    actorPersonId: personId,
    at: now,
  });
  return answer(tx, scope, row.id);
}

export async function crewItemsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const { database, lookups, clock } = context;
  // The planner's open positions and the applications waiting (crew-items.positions.ts).
  await plannerPositionRoutes(api, context);
  /** Runs a change under the request's Idempotency-Key: a replay changes nothing and gets the first answer. */
  const mutate = async (
    request: FastifyRequest,
    path: string,
    run: (tx: Tx) => Promise<unknown>,
    statusCode = 200,
  ) => {
    const principal = request.principal as Principal;
    return database.transaction((tx) =>
      runIdempotent(
        tx,
        {
          tenantId: principal.tenantId,
          principal: principal.subject,
          key: (request.headers as { 'idempotency-key'?: string })['idempotency-key'],
          method: 'POST',
          path,
        },
        () => outcomeOf(() => run(tx), statusCode),
      ),
    );
  };

  // The crew item list across projects: the database filters, orders and pages.
  api.get(
    '/projectCrewItems',
    {
      config: read,
      schema: {
        querystring: crewItemListQuery,
        response: { 200: pageOf(crewItemSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo, endsAfter, limit, page, ...filters } = request.query;
      if (dateFrom !== undefined && dateTo !== undefined) checkDayRange(dateFrom, dateTo);
      const { items, total } = await listCrewItems(database.db, scopeOf(request), {
        ...filters,
        ...(dateFrom === undefined ? {} : { from: utcDayStart(dateFrom) }),
        ...(dateTo === undefined ? {} : { to: utcDayStart(dateTo, 1) }),
        ...(endsAfter === undefined ? {} : { endsAfter: new Date(endsAfter) }),
        limit,
        page,
      });
      return { items, total, page, limit };
    },
  );

  api.get(
    '/projectCrewItems/:id',
    {
      config: read,
      schema: { params: crewItemParams, response: { 200: crewItemSchema, 404: errorSchema } },
    },
    async (request) => {
      const item = await readCrewItem(database.db, scopeOf(request), request.params.id);
      if (!item) throw crewItemNotFound();
      return item;
    },
  );

  // The audit trail of one item, newest first.
  api.get(
    '/projectCrewItems/:id/activities',
    {
      config: read,
      schema: {
        params: crewItemParams,
        response: { 200: crewItemActivitiesSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const [visible] = await visibleCrewItemIds(database.db, scope, [request.params.id]);
      if (visible === undefined) throw crewItemNotFound();
      const items = await listCrewItemActivities(database.db, scope.tenantId, [visible]);
      return { items, total: items.length };
    },
  );

  // The same for many items at once: the gateway's CrewItem.activities batch (api/routes/crew-items/README.md, Activities in one batch).
  // Items the caller may not read are left out, as if they had no entries.
  api.get(
    '/projectCrewItemActivities',
    {
      config: read,
      schema: {
        querystring: activitiesQuery,
        response: { 200: crewItemActivitiesSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const visible = await visibleCrewItemIds(database.db, scope, request.query.crewItemIds);
      const items = await listCrewItemActivities(database.db, scope.tenantId, visible);
      return { items, total: items.length };
    },
  );

  api.post(
    '/projectCrewItemStatus',
    {
      config: edit,
      schema: {
        headers: keyHeaders,
        body: saveCrewItemBody,
        response: {
          200: crewItemSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const body = request.body;
      const now = clock.now();
      let outcome;
      const { crewItemId, crewId, functionId } = body;
      if (crewItemId !== undefined) {
        if (crewId !== undefined)
          throw badUserInput('crewId is for creating an item; an item keeps its crew');
        outcome = await mutate(request, '/projectCrewItemStatus', (tx) =>
          updateItem(tx, scopeOf(request), principal.personId, { ...body, crewItemId }, now),
        );
      } else {
        if (crewId === undefined || functionId === undefined)
          throw badUserInput(
            'crewItemId to change an item, or crewId and functionId to create one',
          );
        // Creating needs planningCrewItemList CREATE as well; its permission type scopes the crew.
        const createPermission = permissionFor(await lookups.userRights(principal), {
          resource: 'planningCrewItemList',
          action: 'CREATE',
        });
        if (!createPermission) throw forbidden();
        outcome = await mutate(request, '/projectCrewItemStatus', (tx) =>
          createItem(
            tx,
            scopeOf(request, createPermission),
            principal.personId,
            { ...body, crewId, functionId },
            now,
          ),
        );
      }
      return reply.code(outcome.statusCode as 200).send(outcome.body as CrewItem);
    },
  );

  for (const action of ['activate', 'notNeeded', 'reactivate', 'noShow'] as const) {
    api.post(
      `/projectCrewItemStatus/${action}`,
      {
        config: edit,
        schema: {
          headers: keyHeaders,
          body: crewItemActionBody,
          response: { 200: crewItemSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const principal = request.principal as Principal;
        const { crewItemId, reason } = request.body;
        const outcome = await mutate(request, `/projectCrewItemStatus/${action}`, (tx) =>
          runAction(
            tx,
            scopeOf(request),
            principal.personId,
            action,
            crewItemId,
            reason,
            clock.now(),
          ),
        );
        return reply.code(outcome.statusCode as 200).send(outcome.body as CrewItem);
      },
    );
  }

  for (const [kind, path] of [
    ['apply', 'applyVacancy'],
    ['unapply', 'unapplyVacancy'],
  ] as const) {
    api.post(
      `/projectCrewItems/:id/${path}`,
      {
        config: applyRight,
        schema: {
          params: crewItemParams,
          headers: keyHeaders,
          response: { 200: crewItemSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const principal = request.principal as Principal;
        // A crew member applies for themself only: the person is the caller, never a parameter.
        if (principal.type !== 'user' || principal.personId === null) throw forbidden();
        const personId = principal.personId;
        const id = request.params.id;
        const outcome = await mutate(request, `/projectCrewItems/${id}/${path}`, (tx) =>
          runVacancy(tx, principal.tenantId, personId, kind, id, clock.now()),
        );
        return reply.code(outcome.statusCode as 200).send(outcome.body as CrewItem);
      },
    );
  }
}

export default defineApiArea({ name: 'crew-items', routes: crewItemsRoutes });
