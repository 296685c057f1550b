import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { conflict, stillReferenced } from '../../lib/errors';
import { errorSchema, itemsOf, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { adminEdit, adminOf, adminRead, companyNotFound, idParams } from './clients.access';
import {
  companyNameTaken,
  companyReferences,
  deleteCompany,
  findCompany,
  insertCompany,
  listCompanies,
  updateCompany,
} from './clients.repository';
import {
  adminCompanyDetailSchema,
  adminCompanySchema,
  companyInput,
  listQuery,
} from './clients.schemas';

const nameTaken = () => conflict('Another client company has that name', 'COMPANY_NAME_TAKEN');

// The client companies: the list with a name search, one company with its contacts, and the
// writes, each with its audit row in the same transaction.
export async function companyRoutes(api: ApiInstance, { database, clock }: RouteContext) {
  const { db } = database;

  api.get(
    '/administration/companies',
    {
      config: adminRead,
      schema: {
        querystring: listQuery,
        response: { 200: itemsOf(adminCompanySchema), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({
      items: await listCompanies(db, adminOf(request).tenantId, request.query.search),
    }),
  );

  api.get(
    '/administration/companies/:id',
    {
      config: adminRead,
      schema: {
        params: idParams,
        response: { 200: adminCompanyDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const company = await findCompany(db, adminOf(request).tenantId, request.params.id);
      if (!company) throw companyNotFound();
      return company;
    },
  );

  api.post(
    '/companies',
    {
      config: adminEdit,
      schema: {
        body: companyInput,
        response: {
          201: adminCompanyDetailSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { name } = request.body;
      const company = await database.transaction(async (tx) => {
        if (await companyNameTaken(tx, admin.tenantId, name)) throw nameTaken();
        const id = await insertCompany(tx, admin.tenantId, name);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'created',
          subject: 'company',
          subjectId: id,
          subjectCaption: name,
          changes: changesBetween(null, { name }, ['name']),
          at: clock.now(),
        });
        const created = await findCompany(tx, admin.tenantId, id);
        if (!created) throw companyNotFound();
        return created;
      });
      return reply.code(201).send(company);
    },
  );

  api.patch(
    '/companies/:id',
    {
      config: adminEdit,
      schema: {
        params: idParams,
        body: companyInput,
        response: {
          200: adminCompanyDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { id } = request.params;
      const { name } = request.body;
      return database.transaction(async (tx) => {
        const before = await findCompany(tx, admin.tenantId, id);
        if (!before) throw companyNotFound();
        const changes = changesBetween(before, { name }, ['name']);
        if (Object.keys(changes).length === 0) return before;
        if (await companyNameTaken(tx, admin.tenantId, name, id)) throw nameTaken();
        await updateCompany(tx, admin.tenantId, id, name);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'changed',
          subject: 'company',
          subjectId: id,
          subjectCaption: name,
          changes,
          at: clock.now(),
        });
        return (await findCompany(tx, admin.tenantId, id)) ?? before;
      });
    },
  );

  api.delete(
    '/companies/:id',
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
        const company = await findCompany(tx, admin.tenantId, id);
        if (!company) throw companyNotFound();
        const references = await companyReferences(tx, admin.tenantId, id);
        if (Object.values(references).some((n) => n > 0))
          throw stillReferenced('Company', references);
        await deleteCompany(tx, admin.tenantId, id);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'deleted',
          subject: 'company',
          subjectId: id,
          subjectCaption: company.name,
          at: clock.now(),
        });
        return { ok: true as const };
      });
    },
  );
}
