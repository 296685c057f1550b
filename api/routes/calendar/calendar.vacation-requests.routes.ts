import type { Principal } from '../../auth/accounts';
import { checkDayRange } from '../../lib/date-range';
import { forbidden } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, okSchema } from '../../lib/schemas';
import { decisionBody, reasonOf, recordOfficeDecision } from '../../lib/office-decisions';
import type { ApiInstance, RouteContext } from '../../types';
import {
  decideVacationRequest,
  deleteVacationRequest,
  findVacationRequest,
  insertVacationRequest,
  listVacationRequests,
  listWaitingVacationRequests,
} from './calendar.repository';
import { notify } from '../../lib/notify/notify';
import {
  listOf,
  rangeQuery,
  vacationRequestInput,
  vacationRequestSchema,
  waitingVacationRequestSchema,
} from './calendar.schemas';
import type { VacationRequest } from './calendar.schemas';
import {
  vacationRequestNotFound,
  idParams,
  scopeOf,
  personScopeOf,
  answerOf,
  moveVacationRequest,
} from './calendar.access';

// Vacation requests: the person's own, and the office's queue and decisions.
export async function vacationRequestRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
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
      const now = clock.now();
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: '/vacationRequests',
            now,
          },
          () => answerOf(201, () => insertVacationRequest(tx, scope, values, now)),
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
}
