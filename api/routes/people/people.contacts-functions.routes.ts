import { and, eq } from 'drizzle-orm';
import { functions } from '../../db/tables/projects.tables';
import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { conflict, stillReferenced } from '../../lib/errors';
import { errorSchema, itemsOf, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  administrationEdit,
  administrationRead,
  administratorOf,
  emailTakenRefusal,
  functionNotFound,
  idParams,
  isUniqueViolation,
  personNotFound,
} from './people.access';
import {
  deletePerson,
  findPerson,
  functionNamed,
  listFunctionUsage,
  personAccount,
  personReferences,
  personSnapshot,
} from './people.repository';
import {
  contactCreateInput,
  contactPatchInput,
  functionInput,
  functionUsageSchema,
  personAccountSchema,
} from './people.schemas';
import { writePerson } from './people.write';

// Client contacts (a person with a company: the same write as a person's) and the functions people
// are booked for. A deletion is refused while anything still refers to what it would delete.
export async function contactAndFunctionRoutes(
  api: ApiInstance,
  { database, clock, lookups }: RouteContext,
): Promise<void> {
  const { db } = database;
  const orTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw emailTakenRefusal();
    throw error;
  };
  const contactAnswer = async (tenantId: number, id: number) => {
    const account = await personAccount(db, tenantId, id);
    if (!account) throw personNotFound();
    return account;
  };
  const mutation = (code: 200 | 201) => ({
    [code]: personAccountSchema,
    400: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
  });

  api.post(
    '/contacts',
    { config: administrationEdit, schema: { body: contactCreateInput, response: mutation(201) } },
    async (request, reply) => {
      const admin = administratorOf(request);
      const { id } = await database
        .transaction((tx) =>
          writePerson(
            tx,
            { ...admin, actorPersonId: admin.personId, subject: 'contact', now: clock.now() },
            request.body,
          ),
        )
        .catch(orTaken);
      return reply.code(201).send(await contactAnswer(admin.tenantId, id));
    },
  );

  api.patch(
    '/contacts/:id',
    {
      config: administrationEdit,
      schema: { params: idParams, body: contactPatchInput, response: mutation(200) },
    },
    async (request) => {
      const admin = administratorOf(request);
      const { id, rightsChanged } = await database
        .transaction(async (tx) => {
          const person = await findPerson(tx, admin.tenantId, request.params.id);
          // Only a client's contact is one: any other person is changed as a person.
          if (!person || person.companyId === null) throw personNotFound();
          return writePerson(
            tx,
            { ...admin, actorPersonId: admin.personId, subject: 'contact', now: clock.now() },
            request.body,
            person.id,
          );
        })
        .catch(orTaken);
      if (rightsChanged) lookups.invalidatePrincipal(admin.tenantId, `person:${id}`);
      return contactAnswer(admin.tenantId, id);
    },
  );

  api.delete(
    '/contacts/:id',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        response: {
          200: okSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      await database.transaction(async (tx) => {
        const person = await findPerson(tx, admin.tenantId, request.params.id);
        if (!person || person.companyId === null) throw personNotFound();
        const references = await personReferences(tx, admin.tenantId, person.id);
        if (Object.values(references).some((n) => n > 0))
          throw stillReferenced('Contact', references);
        const before = await personSnapshot(tx, admin.tenantId, person);
        await deletePerson(tx, admin.tenantId, person.id);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'deleted',
          subject: 'contact',
          subjectId: person.id,
          subjectCaption: person.name,
          changes: changesBetween({ ...before }, { name: null, email: null, companyId: null }, [
            'name',
            'email',
            'companyId',
          ]),
          at: clock.now(),
        });
      });
      lookups.invalidatePrincipal(admin.tenantId, `person:${request.params.id}`);
      return { ok: true as const };
    },
  );

  // The administration's list of functions: each with what refers to it (GET /functions, the
  // projects area's, is the pickers' list without the counts).
  api.get(
    '/functionUsage',
    {
      config: administrationRead,
      schema: { response: { 200: itemsOf(functionUsageSchema), 403: errorSchema } },
    },
    async (request) => ({ items: await listFunctionUsage(db, administratorOf(request).tenantId) }),
  );

  const functionAnswer = async (tenantId: number, id: number) => {
    const [usage] = await listFunctionUsage(db, tenantId, [id]);
    if (!usage) throw functionNotFound();
    return usage;
  };
  const nameTaken = () =>
    conflict('Another function of the tenant has this name', 'FUNCTION_NAME_TAKEN');

  api.post(
    '/functions',
    {
      config: administrationEdit,
      schema: {
        body: functionInput,
        response: {
          201: functionUsageSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const id = await database.transaction(async (tx) => {
        if (await functionNamed(tx, admin.tenantId, request.body.name)) throw nameTaken();
        const [row] = await tx
          .insert(functions)
          .values({ tenantId: admin.tenantId, name: request.body.name })
          .returning({ id: functions.id });
        if (!row) throw new Error('function insert returned nothing');
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'created',
          subject: 'function',
          subjectId: row.id,
          subjectCaption: request.body.name,
          changes: changesBetween(null, request.body, ['name']),
          at: clock.now(),
        });
        return row.id;
      });
      return reply.code(201).send(await functionAnswer(admin.tenantId, id));
    },
  );

  api.patch(
    '/functions/:id',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        body: functionInput,
        response: {
          200: functionUsageSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      await database.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(functions)
          .where(and(eq(functions.tenantId, admin.tenantId), eq(functions.id, request.params.id)))
          .limit(1);
        if (!found) throw functionNotFound();
        if (await functionNamed(tx, admin.tenantId, request.body.name, found.id)) throw nameTaken();
        const changes = changesBetween(found, request.body, ['name']);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(functions)
          .set({ name: request.body.name })
          .where(and(eq(functions.tenantId, admin.tenantId), eq(functions.id, found.id)));
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'changed',
          subject: 'function',
          subjectId: found.id,
          subjectCaption: request.body.name,
          changes,
          at: clock.now(),
        });
      });
      return functionAnswer(admin.tenantId, request.params.id);
    },
  );

  api.delete(
    '/functions/:id',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        response: {
          200: okSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      await database.transaction(async (tx) => {
        const [usage] = await listFunctionUsage(tx, admin.tenantId, [request.params.id]);
        if (!usage) throw functionNotFound();
        const { people, crewItems, rateCardRates } = usage;
        if (people + crewItems + rateCardRates > 0)
          throw stillReferenced('Function', { people, crewItems, rateCardRates });
        await tx
          .delete(functions)
          .where(and(eq(functions.tenantId, admin.tenantId), eq(functions.id, usage.id)));
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'deleted',
          subject: 'function',
          subjectId: usage.id,
          subjectCaption: usage.name,
          changes: { name: { from: usage.name, to: null } },
          at: clock.now(),
        });
      });
      return { ok: true as const };
    },
  );
}
