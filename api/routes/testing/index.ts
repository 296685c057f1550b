import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { tenantHosts } from '../../db/core.tables';
import { demoUnsubscribeToken, seedDemoTenant } from '../../db/seed/demo';
import { DEMO_PASSWORD } from '../../db/seed/factories';
import { TenantSetupError, createTenantWithAdministrator } from '../../db/tenant-setup';
import { ApiError } from '../../lib/errors';
import { hostNameInput } from '../../lib/input.schemas';
import { errorSchema, idParam } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { defineApiArea } from '../../lib/area';
import { createModelCrew, modelCrewCreatedSchema, modelCrewSchema } from './crews';

const createdSchema = z.strictObject({
  tenantId: z.number().int(),
  host: z.string(),
  unsubscribeToken: z.string(),
});

/** Compares digests, so neither the key's length nor its content leaks through timing. */
function sameKey(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** PostgreSQL's unique_violation, as the driver reports it (Drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

let demoPasswordHash: Promise<string> | undefined;

/**
 * The test tenant factory (api/routes/testing/contract.md): tests that need data of their own
 * create a complete demo tenant on a host of their own. It exists only when TEST_TENANT_FACTORY_KEY
 * is set; a request without the right key is answered like an unknown route.
 */
export async function testingRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  const key = config.testTenantFactoryKey;
  if (!key) return;
  // Before body validation: a caller without the key learns nothing, not even the body's shape.
  const keyGuard = async (request: { headers: Record<string, string | string[] | undefined> }) => {
    const given = request.headers['x-test-factory-key'];
    if (!sameKey(typeof given === 'string' ? given : undefined, key))
      throw new ApiError(404, 'NOT_FOUND', 'Not found');
  };

  api.post(
    '/testing/tenants',
    {
      // Not the app (test tooling): no Type header needed, so a caller without the key gets the same
      // 404 as on an unknown route whatever headers it sends.
      config: { public: true, anyClient: true },
      onRequest: keyGuard,
      schema: {
        hide: true,
        body: z.strictObject({ host: hostNameInput }),
        response: { 201: createdSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { host } = request.body;
      demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
      const passwordHash = await demoPasswordHash;
      const unsubscribeToken = demoUnsubscribeToken(host);
      const created = await database
        .transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: tenantHosts.id })
            .from(tenantHosts)
            .where(eq(tenantHosts.host, host))
            .limit(1);
          if (taken) return undefined;
          return seedDemoTenant(tx, {
            hosts: [host],
            isDefault: false,
            unsubscribeToken,
            now: clock.now(),
            passwordHash,
          });
        })
        // Two requests for one new host at once: the unique host index lets one in.
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return undefined;
          throw error;
        });
      if (!created) throw new ApiError(409, 'CONFLICT', `The host ${host} already serves a tenant`);
      return reply.code(201).send({ tenantId: created.tenantId, host, unsubscribeToken });
    },
  );

  // A tenant as an operator makes it (npm run tenant -- create): no demo rows, one administrator
  // with a welcome link, so a browser test walks a company's first steps.
  api.post(
    '/testing/tenantsFromZero',
    {
      config: { public: true, anyClient: true },
      onRequest: keyGuard,
      schema: {
        hide: true,
        body: z.strictObject({
          host: z.string(),
          name: z.string(),
          adminEmail: z.string(),
          language: z.string().optional(),
        }),
        response: {
          201: z.strictObject({
            tenantId: z.number().int(),
            host: z.string(),
            personId: z.number().int(),
            email: z.string(),
            welcomePath: z.string(),
          }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const invitation = await createTenantWithAdministrator(database, request.body, {
        now: clock.now(),
      }).catch((error: unknown) => {
        if (error instanceof TenantSetupError)
          throw new ApiError(400, 'BAD_USER_INPUT', `${error.field}: ${error.message}`, {
            details: [{ path: `body.${error.field}`, message: error.message }],
          });
        throw error;
      });
      return reply.code(201).send(invitation);
    },
  );

  // A tenant's outgoing mails, newest first, so a browser test follows a link it was mailed (an
  // invitation's welcome link) as the recipient would.
  api.get(
    '/testing/tenants/:tenantId/outgoingMails',
    {
      config: { public: true, anyClient: true },
      onRequest: keyGuard,
      schema: {
        hide: true,
        params: z.strictObject({ tenantId: idParam }),
        querystring: z.strictObject({ to: z.string().max(320).optional() }),
        response: {
          200: z.strictObject({
            items: z.array(
              z.strictObject({
                id: z.number().int(),
                to: z.string(),
                subject: z.string(),
                body: z.string(),
              }),
            ),
          }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      const { to } = request.query;
      const items = await database.db
        .select({
          id: outgoingMails.id,
          to: outgoingMails.to,
          subject: outgoingMails.subject,
          body: outgoingMails.body,
        })
        .from(outgoingMails)
        .where(
          and(
            eq(outgoingMails.tenantId, tenantId),
            ...(to === undefined ? [] : [eq(outgoingMails.to, to.toLowerCase())]),
          ),
        )
        .orderBy(desc(outgoingMails.id))
        .limit(50);
      return { items };
    },
  );

  // A crew from a crewShift model start in a test's own tenant (contract 4): chief@ leads it on
  // project 1001; its members, times, sign-off and releases are the start's facts.
  api.post(
    '/testing/tenants/:tenantId/crews',
    {
      config: { public: true, anyClient: true },
      onRequest: keyGuard,
      schema: {
        hide: true,
        params: z.strictObject({ tenantId: idParam }),
        body: modelCrewSchema,
        response: { 201: modelCrewCreatedSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await database.transaction((tx) =>
        createModelCrew(tx, request.params.tenantId, request.body, clock.now()),
      );
      if (!created)
        throw new ApiError(404, 'NOT_FOUND', `No demo tenant ${request.params.tenantId}`);
      return reply.code(201).send(created);
    },
  );
}

export default defineApiArea({ name: 'testing', routes: testingRoutes });
