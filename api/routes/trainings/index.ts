import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../machines/clock';
import { z } from 'zod';
import {
  trainingRefusal,
  trainingRegistrationMachine,
  type TrainingRegistrationEvent,
} from '../../../machines/trainingRegistration.machine';
import { decideTransition } from '../../../machines/transitions';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { conflict, notFound } from '../../lib/errors';
import { errorSchema, idParam, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findTraining,
  listTrainings,
  lockTraining,
  moveParticipation,
} from './trainings.repository';
import type { TrainingScope } from './trainings.repository';
import { trainingSchema } from './trainings.schemas';
import type { Training } from './trainings.schemas';

// The crew member's trainings: their own places only, READ to list, EDIT to register
// and unregister. Another person's place or a training they are not invited to is 404. The
// registration rules are machines/trainingRegistration.machine.ts (decision 061): the api refuses
// what it refuses, 409 with the reason.

const trainingNotFound = () => notFound('Training not found', 'TRAINING_NOT_FOUND');
const idParams = z.strictObject({ id: idParam });
/** A compare-and-set lost to a concurrent change is decided again; more than this is a bug. */
const MAX_DECISIONS = 3;

function scopeOf(request: FastifyRequest): TrainingScope {
  const principal = request.principal as Principal;
  return { tenantId: principal.tenantId, personId: principal.personId };
}

async function decide(
  tx: Tx,
  scope: TrainingScope,
  id: number,
  type: 'training.register' | 'training.unregister',
  clock: Clock,
): Promise<Training> {
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const now = clock.now();
    const training = await lockTraining(tx, scope, id, now);
    if (!training) throw trainingNotFound();
    const event: TrainingRegistrationEvent =
      type === 'training.register'
        ? { type, registrationOpen: training.registrationOpen, seatLeft: training.seatLeft }
        : { type, registrationOpen: training.registrationOpen };
    const decision = decideTransition(trainingRegistrationMachine, training.status, event);
    if (!decision.allowed) {
      throw conflict(
        `trainingRegistration does not allow ${type} in ${training.status}`,
        trainingRefusal(training.status, event),
      );
    }
    if (
      await moveParticipation(tx, scope, id, { from: training.status, to: decision.to, at: now })
    ) {
      const moved = await findTraining(tx, scope, id, now);
      if (!moved) throw trainingNotFound();
      return moved;
    }
  }
  throw new Error(`training place ${id} kept changing status while it was being decided`);
}

export async function trainingsRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const read = { right: { resource: 'training', action: 'READ' } } as const;
  const edit = { right: { resource: 'training', action: 'EDIT' } } as const;

  api.get(
    '/trainings',
    { config: read, schema: { querystring: pageQuery, response: { 200: pageOf(trainingSchema) } } },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listTrainings(database.db, scopeOf(request), {
        limit,
        page,
        now: clock.now(),
      });
      return { items, total, page, limit };
    },
  );

  api.get(
    '/trainings/:id',
    {
      config: read,
      schema: { params: idParams, response: { 200: trainingSchema, 404: errorSchema } },
    },
    async (request) => {
      const training = await findTraining(
        database.db,
        scopeOf(request),
        request.params.id,
        clock.now(),
      );
      if (!training) throw trainingNotFound();
      return training;
    },
  );

  api.post(
    '/trainings/:id/register',
    {
      config: edit,
      schema: {
        params: idParams,
        response: { 200: trainingSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      database.transaction((tx) =>
        decide(tx, scopeOf(request), request.params.id, 'training.register', clock),
      ),
  );

  api.post(
    '/trainings/:id/unregister',
    {
      config: edit,
      schema: {
        params: idParams,
        response: { 200: trainingSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      database.transaction((tx) =>
        decide(tx, scopeOf(request), request.params.id, 'training.unregister', clock),
      ),
  );
}

export default defineApiArea({ name: 'trainings', routes: trainingsRoutes });
