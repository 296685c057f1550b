import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { conflict, stillReferenced } from '../../lib/errors';
import { errorSchema, itemsOf, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { adminEdit, adminOf, adminRead, branchNotFound, idParams } from './clients.access';
import {
  branchNameTaken,
  deleteBranch,
  findBranch,
  insertBranch,
  listBranches,
  updateBranch,
} from './clients.repository';
import { adminBranchSchema, branchInput } from './clients.schemas';

const nameTaken = () => conflict('Another branch has that name', 'BRANCH_NAME_TAKEN');

// The tenant's branches (the offices its projects are run from): list, add, rename, delete.
export async function branchRoutes(api: ApiInstance, { database, clock }: RouteContext) {
  const { db } = database;

  api.get(
    '/administration/branches',
    {
      config: adminRead,
      schema: { response: { 200: itemsOf(adminBranchSchema), 403: errorSchema } },
    },
    async (request) => ({ items: await listBranches(db, adminOf(request).tenantId) }),
  );

  api.post(
    '/branches',
    {
      config: adminEdit,
      schema: {
        body: branchInput,
        response: { 201: adminBranchSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { name } = request.body;
      const branch = await database.transaction(async (tx) => {
        if (await branchNameTaken(tx, admin.tenantId, name)) throw nameTaken();
        const id = await insertBranch(tx, admin.tenantId, name);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'created',
          subject: 'branch',
          subjectId: id,
          subjectCaption: name,
          changes: changesBetween(null, { name }, ['name']),
          at: clock.now(),
        });
        const created = await findBranch(tx, admin.tenantId, id);
        if (!created) throw branchNotFound();
        return created;
      });
      return reply.code(201).send(branch);
    },
  );

  api.patch(
    '/branches/:id',
    {
      config: adminEdit,
      schema: {
        params: idParams,
        body: branchInput,
        response: { 200: adminBranchSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { id } = request.params;
      const { name } = request.body;
      return database.transaction(async (tx) => {
        const before = await findBranch(tx, admin.tenantId, id);
        if (!before) throw branchNotFound();
        const changes = changesBetween(before, { name }, ['name']);
        if (Object.keys(changes).length === 0) return before;
        if (await branchNameTaken(tx, admin.tenantId, name, id)) throw nameTaken();
        await updateBranch(tx, admin.tenantId, id, name);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'changed',
          subject: 'branch',
          subjectId: id,
          subjectCaption: name,
          changes,
          at: clock.now(),
        });
        return (await findBranch(tx, admin.tenantId, id)) ?? before;
      });
    },
  );

  api.delete(
    '/branches/:id',
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
        const branch = await findBranch(tx, admin.tenantId, id);
        if (!branch) throw branchNotFound();
        // A project would lose its branch without a word (the column is set null): refused.
        if (branch.projectCount > 0)
          throw stillReferenced('Branch', { projects: branch.projectCount });
        await deleteBranch(tx, admin.tenantId, id);
        await recordAuditEvent(tx, {
          tenantId: admin.tenantId,
          actorPersonId: admin.actorPersonId,
          action: 'deleted',
          subject: 'branch',
          subjectId: id,
          subjectCaption: branch.name,
          at: clock.now(),
        });
        return { ok: true as const };
      });
    },
  );
}
