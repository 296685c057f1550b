import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { conflict, stillReferenced } from '../../lib/errors';
import { errorSchema, itemsOf, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { adminEdit, adminOf, adminRead, idParams, locationNotFound } from './clients.access';
import {
  deleteLocation,
  findLocation,
  insertLocation,
  listLocations,
  locationNameTaken,
  locationReferences,
  updateLocation,
} from './clients.repository';
import {
  adminLocationSchema,
  listQuery,
  locationCreateInput,
  locationPatchInput,
} from './clients.schemas';

const nameTaken = () => conflict('Another location has that name', 'LOCATION_NAME_TAKEN');

/** The fields a location's audit row names. */
const AUDITED = [
  'name',
  'address',
  'city',
  'latitude',
  'longitude',
  'routeNotes',
  'timeZone',
] as const;

// The tenant's locations (the venues crews work at): list with a search, one location, and the
// writes, each with its audit row in the same transaction.
export async function locationRoutes(api: ApiInstance, { database, clock }: RouteContext) {
  const { db } = database;

  api.get(
    '/administration/locations',
    {
      config: adminRead,
      schema: {
        querystring: listQuery,
        response: { 200: itemsOf(adminLocationSchema), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({
      items: await listLocations(db, adminOf(request).tenantId, request.query.search),
    }),
  );

  api.get(
    '/administration/locations/:id',
    {
      config: adminRead,
      schema: {
        params: idParams,
        response: { 200: adminLocationSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const location = await findLocation(db, adminOf(request).tenantId, request.params.id);
      if (!location) throw locationNotFound();
      return location;
    },
  );

  api.post(
    '/locations',
    {
      config: adminEdit,
      schema: {
        body: locationCreateInput,
        response: {
          201: adminLocationSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const values = request.body;
      const location = await database.transaction(async (tx) => {
        if (await locationNameTaken(tx, admin.tenantId, values.name)) throw nameTaken();
        const id = await insertLocation(tx, admin.tenantId, values);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'created',
          subject: 'location',
          subjectId: id,
          subjectCaption: values.name,
          changes: changesBetween(null, values, AUDITED),
          at: clock.now(),
        });
        const created = await findLocation(tx, admin.tenantId, id);
        if (!created) throw locationNotFound();
        return created;
      });
      return reply.code(201).send(location);
    },
  );

  api.patch(
    '/locations/:id',
    {
      config: adminEdit,
      schema: {
        params: idParams,
        body: locationPatchInput,
        response: {
          200: adminLocationSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { id } = request.params;
      const values = request.body;
      return database.transaction(async (tx) => {
        const before = await findLocation(tx, admin.tenantId, id);
        if (!before) throw locationNotFound();
        const changes = changesBetween(before, values, AUDITED);
        if (Object.keys(changes).length === 0) return before;
        if (
          values.name !== undefined &&
          (await locationNameTaken(tx, admin.tenantId, values.name, id))
        )
          throw nameTaken();
        await updateLocation(tx, admin.tenantId, id, values);
        const after = (await findLocation(tx, admin.tenantId, id)) ?? before;
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'changed',
          subject: 'location',
          subjectId: id,
          subjectCaption: after.name,
          changes,
          at: clock.now(),
        });
        return after;
      });
    },
  );

  api.delete(
    '/locations/:id',
    {
      config: adminEdit,
      schema: {
        params: idParams,
        response: { 200: okSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { id } = request.params;
      return database.transaction(async (tx) => {
        const location = await findLocation(tx, admin.tenantId, id);
        if (!location) throw locationNotFound();
        const references = await locationReferences(tx, admin.tenantId, id);
        if (references.crews > 0) throw stillReferenced('Location', references);
        await deleteLocation(tx, admin.tenantId, id);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'deleted',
          subject: 'location',
          subjectId: id,
          subjectCaption: location.name,
          at: clock.now(),
        });
        return { ok: true as const };
      });
    },
  );
}
