import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { persons } from '../../db/core.tables';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { errorSchema, idParam, pageOf, pageQuery, text } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { sendPdf } from '../documents/documents.public';
import { findDocumentRow, listDocuments } from '../documents/documents.public';
import { documentSchema } from '../documents/documents.schemas';
import { readDocumentFile } from '../documents/documents.public';
import { personSchema } from '../../lib/person.schemas';
import type { Person } from '../../lib/person.schemas';
import { findProjectByNumber } from './projects.repository';
import type { Project } from './projects.schemas';
import { projects } from '../../db/tables/projects.tables';

// The project's subpages (api/routes/projects/README.md, A project's documents and src/features/projects/README.md, The project's contact page): its documents (the project's and its
// company's, under the projectAttachments right) and its project manager's contact. Each answers
// 404 for a project the caller may not see (another company's, another tenant's), exactly as for
// one that does not exist, so a client cannot learn that it does.

const numberParams = z.strictObject({ number: text().min(1).max(50) });
const projectNotFound = () => notFound('Project not found', 'PROJECT_NOT_FOUND');

/** The project by number as the caller may see it under the permission of the route's right. */
async function visibleProject(db: Db, request: FastifyRequest, number: string): Promise<Project> {
  const project = await findProjectByNumber(
    db,
    request.principal as Principal,
    request.permission ?? 'OWN',
    number,
  );
  if (!project) throw projectNotFound();
  return project;
}

const managers = alias(persons, 'project_manager');

/** The project's manager with the ways to reach them; null when the project has none. */
async function findManager(db: Db, tenantId: number, projectId: number): Promise<Person | null> {
  const [row] = await db
    .select({
      id: managers.id,
      caption: managers.name,
      phone: managers.phone,
      email: managers.email,
    })
    .from(projects)
    .innerJoin(
      managers,
      and(eq(managers.id, projects.managerPersonId), eq(managers.tenantId, projects.tenantId)),
    )
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)))
    .limit(1);
  return row ?? null;
}

export async function projectPagesRoutes(
  api: ApiInstance,
  { database, config }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const attachments = { right: { resource: 'projectAttachments', action: 'READ' } } as const;

  // The contact-project-manager page (SPEC.md §2): whoever reads the project (a project session its
  // own, SPEC.md §5) reads its manager.
  api.get(
    '/projects/:number/projectManager',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: { params: numberParams, response: { 200: personSchema, 404: errorSchema } },
    },
    async (request) => {
      const project = await visibleProject(database.db, request, request.params.number);
      const manager = await findManager(
        database.db,
        (request.principal as Principal).tenantId,
        project.id,
      );
      if (!manager) throw notFound('No project manager', 'PROJECT_MANAGER_NOT_FOUND');
      return manager;
    },
  );

  // The project's documents: its own and its company's, newest first. projectAttachments OWN is a
  // client's own company's projects (and a crew member's own projects); ALL the tenant's.
  api.get(
    '/projects/:number/documents',
    {
      config: attachments,
      schema: {
        params: numberParams,
        querystring: pageQuery,
        response: { 200: pageOf(documentSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const principal = request.principal as Principal;
      const project = await visibleProject(database.db, request, request.params.number);
      const { limit, page } = request.query;
      const { items, total } = await listDocuments(
        database.db,
        // The attachments right reads every document of a visible project, signatory or not.
        { tenantId: principal.tenantId, personId: principal.personId, readAll: true },
        { projectOrCompany: { projectId: project.id, companyId: project.company.id } },
        { limit, page },
      );
      return { items, total, limit, page };
    },
  );

  // One of those documents' PDF (the signed one once everyone signed, else the original). A document
  // of another project or company is 404, as is the whole path for a project the caller may not see.
  api.get(
    '/projects/:number/documents/:id/file',
    {
      config: attachments,
      schema: {
        params: numberParams.extend({ id: idParam }),
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = (request.principal as Principal).tenantId;
      const project = await visibleProject(database.db, request, request.params.number);
      const row = await findDocumentRow(database.db, tenantId, request.params.id);
      const belongs =
        row !== null &&
        (row.projectNumber === project.number || row.companyId === project.company.id);
      if (!row || !belongs) throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
      const signed = row.signedFileKey !== null;
      const file = await readDocumentFile(database.db, storage, tenantId, row.id, signed);
      if (!file) throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
      return sendPdf(reply, file, `${row.title}${signed ? ' (signed)' : ''}`);
    },
  );
}
