import { endSessionsOf } from '../../auth/sessions';
import { issueWelcomeLink } from '../../db/tenant-setup';
import { tenants } from '../../db/core.tables';
import { recordAuditEvent } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { tenantAppOrigin } from '../../lib/mail/app-origin';
import { errorSchema, itemsOf, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { eq } from 'drizzle-orm';
import {
  administrationEdit,
  administrationRead,
  administratorOf,
  emailTakenRefusal,
  idParams,
  isUniqueViolation,
  personNotFound,
} from './people.access';
import {
  findPerson,
  listContactCompanies,
  listPersons,
  listRolePresets,
  personAccount,
  updatePerson,
} from './people.repository';
import {
  contactCompanySchema,
  personAccountSchema,
  personCreateInput,
  personListQuery,
  personPatchInput,
  personRowSchema,
  rolePresetSchema,
} from './people.schemas';
import type { PersonAccount } from './people.schemas';
import { writePerson } from './people.write';

// The office's administration of people: the list, the form's read, create and change, the
// invitation (the welcome mail), deactivation and reactivation.
export async function personRoutes(
  api: ApiInstance,
  { database, clock, lookups }: RouteContext,
): Promise<void> {
  const { db } = database;
  const written = async (tenantId: number, id: number): Promise<PersonAccount> => {
    const account = await personAccount(db, tenantId, id);
    if (!account) throw personNotFound();
    return account;
  };
  /** A unique e-mail raced past the check by a concurrent write: the same refusal. */
  const orTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw emailTakenRefusal();
    throw error;
  };

  api.get(
    '/persons',
    {
      config: administrationRead,
      schema: {
        querystring: personListQuery,
        response: { 200: pageOf(personRowSchema), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = administratorOf(request);
      const { limit, page, q, functionId, loginType, active } = request.query;
      const { items, total } = await listPersons(
        db,
        tenantId,
        {
          ...(q === undefined ? {} : { q }),
          ...(functionId === undefined ? {} : { functionId }),
          ...(loginType === undefined ? {} : { loginType }),
          ...(active === undefined ? {} : { active: active === 'true' }),
        },
        { limit, page },
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/persons/:id/account',
    {
      config: administrationRead,
      schema: {
        params: idParams,
        response: {
          200: personAccountSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => written(administratorOf(request).tenantId, request.params.id),
  );

  api.get(
    '/rolePresets',
    {
      config: administrationRead,
      schema: { response: { 200: itemsOf(rolePresetSchema), 403: errorSchema } },
    },
    async (request) => ({ items: await listRolePresets(db, administratorOf(request).tenantId) }),
  );

  // The companies the form offers: a person with one is its client contact (the administration
  // reads them without the projects right the projects area's GET /companies needs).
  api.get(
    '/contactCompanies',
    {
      config: administrationRead,
      schema: { response: { 200: itemsOf(contactCompanySchema), 403: errorSchema } },
    },
    async (request) => ({
      items: await listContactCompanies(db, administratorOf(request).tenantId),
    }),
  );

  api.post(
    '/persons',
    {
      config: administrationEdit,
      schema: {
        body: personCreateInput,
        response: {
          201: personAccountSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const { id } = await database
        .transaction((tx) =>
          writePerson(
            tx,
            { ...admin, actorPersonId: admin.personId, subject: 'person', now: clock.now() },
            request.body,
          ),
        )
        .catch(orTaken);
      return reply.code(201).send(await written(admin.tenantId, id));
    },
  );

  api.patch(
    '/persons/:id',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        body: personPatchInput,
        response: {
          200: personAccountSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      const { id, rightsChanged } = await database
        .transaction(async (tx) => {
          const person = await findPerson(tx, admin.tenantId, request.params.id);
          if (!person) throw personNotFound();
          return writePerson(
            tx,
            { ...admin, actorPersonId: admin.personId, subject: 'person', now: clock.now() },
            request.body,
            person.id,
          );
        })
        .catch(orTaken);
      // The person's cached rights and company go now, not after the cache's seconds.
      if (rightsChanged) lookups.invalidatePrincipal(admin.tenantId, `person:${id}`);
      return written(admin.tenantId, id);
    },
  );

  // The welcome mail with a new link (the one rule of api/db/tenant-setup.ts), sent or sent again.
  api.post(
    '/persons/:id/invitation',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        response: {
          200: personAccountSchema,
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
        if (!person) throw personNotFound();
        if (person.deactivatedAt !== null)
          throw conflict('A deactivated person is not invited', 'PERSON_DEACTIVATED');
        if (person.passwordHash !== null)
          throw conflict('The person has set a password already', 'PASSWORD_ALREADY_SET');
        const origin = await tenantAppOrigin(tx, admin.tenantId, request.host);
        if (origin === undefined)
          throw conflict('The tenant is served on no host', 'TENANT_WITHOUT_HOST');
        const [tenant] = await tx
          .select({ name: tenants.name })
          .from(tenants)
          .where(eq(tenants.id, admin.tenantId))
          .limit(1);
        const now = clock.now();
        await issueWelcomeLink(
          tx,
          { id: admin.tenantId, name: tenant?.name ?? '', origin },
          person,
          now,
        );
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'invited',
          subject: person.companyId === null ? 'person' : 'contact',
          subjectId: person.id,
          subjectCaption: person.name,
          at: now,
        });
      });
      return written(admin.tenantId, request.params.id);
    },
  );

  // Deactivation: no more sign-in, every session ended at once; every row the person signed or
  // worked stays as it is (nothing is deleted or unlinked).
  api.post(
    '/persons/:id/deactivation',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        response: {
          200: personAccountSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      const subject = `person:${request.params.id}`;
      await database.transaction(async (tx) => {
        const person = await findPerson(tx, admin.tenantId, request.params.id);
        if (!person) throw personNotFound();
        if (person.id === admin.personId)
          throw conflict('An administrator does not deactivate themself', 'CANNOT_DEACTIVATE_SELF');
        if (person.deactivatedAt !== null)
          throw conflict('The person is deactivated already', 'PERSON_ALREADY_DEACTIVATED');
        const now = clock.now();
        await updatePerson(tx, admin.tenantId, person.id, { deactivatedAt: now });
        await endSessionsOf(tx, admin.tenantId, subject, now);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'deactivated',
          subject: person.companyId === null ? 'person' : 'contact',
          subjectId: person.id,
          subjectCaption: person.name,
          changes: { deactivatedAt: { from: null, to: formatTimestamp(now) } },
          at: now,
        });
      });
      // In this process at once; other processes within the rights cache's seconds (the principal
      // look-up no longer finds a deactivated person, api/auth/accounts.ts).
      lookups.invalidateSessions();
      lookups.invalidatePrincipal(admin.tenantId, subject);
      return written(admin.tenantId, request.params.id);
    },
  );

  api.post(
    '/persons/:id/reactivation',
    {
      config: administrationEdit,
      schema: {
        params: idParams,
        response: {
          200: personAccountSchema,
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
        if (!person) throw personNotFound();
        if (person.deactivatedAt === null)
          throw conflict('The person is not deactivated', 'PERSON_NOT_DEACTIVATED');
        const now = clock.now();
        await updatePerson(tx, admin.tenantId, person.id, { deactivatedAt: null });
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.personId,
          action: 'reactivated',
          subject: person.companyId === null ? 'person' : 'contact',
          subjectId: person.id,
          subjectCaption: person.name,
          changes: {
            deactivatedAt: { from: formatTimestamp(person.deactivatedAt), to: null },
          },
          at: now,
        });
      });
      return written(admin.tenantId, request.params.id);
    },
  );
}
