import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { ApiError, notFound } from '../../lib/errors';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { errorSchema, idParam } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findApprovedLogoRow,
  findLogoRow,
  findPendingLogoRow,
  findScopedProject,
  insertLogo,
  logoOf,
} from './logo.repository';
import { projectLogoSchema, projectLogoStateSchema } from './logo.schemas';

// The project logo (SPEC.md §6 projects EDIT_PROJECT_LOGO; api/routes/projects/README.md, The project logo). An upload is
// one image in multipart/form-data, checked by its magic bytes (api/lib/image-upload.ts, as the
// profile picture's), size-limited, kept in the file storage outside the web root and stored as a
// `pending` project_logos row: 'Uploaded file is subject to approval' (SPEC.md §5). The project shows
// its latest approved logo to whoever reads it; a pending one only to whoever may edit the logo.

/** Larger uploads are refused (413); the app compresses to far less and checks this first. */
export const MAX_LOGO_BYTES = 10 * 1024 * 1024;

const projectsRead = { right: { resource: 'projects', action: 'READ' } } as const;
const editLogo = { right: { resource: 'projects', action: 'EDIT_PROJECT_LOGO' } } as const;

const projectParams = z.strictObject({ id: idParam });
const logoParams = z.strictObject({ id: idParam, logoId: idParam });

const projectNotFound = () => notFound('Project not found', 'PROJECT_NOT_FOUND');
const logoNotFound = () => notFound('Project logo not found', 'PROJECT_LOGO_NOT_FOUND');
const tooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The logo is larger than ${MAX_LOGO_BYTES} bytes`, {
    reason: 'PROJECT_LOGO_TOO_LARGE',
  });

function principalOf(request: FastifyRequest): Principal {
  return request.principal as Principal;
}

export async function logoRoutes(
  api: ApiInstance,
  { database, config, lookups, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const { db } = database;

  /** The project under the route's own right (404 outside it). */
  async function routeProject(request: FastifyRequest, id: number) {
    const project = await findScopedProject(db, principalOf(request), request.permission, id);
    if (!project) throw projectNotFound();
    return project;
  }

  /** Whether the caller may edit this project's logo: the right, and the project within its permission. */
  async function mayEditLogo(principal: Principal, projectId: number): Promise<boolean> {
    const permission = permissionFor(await lookups.userRights(principal), editLogo.right);
    return (await findScopedProject(db, principal, permission, projectId)) !== undefined;
  }

  async function sendStored(reply: FastifyReply, row: { storageKey: string; contentType: string }) {
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw logoNotFound();
    // Private: each reader is checked; a shared cache must not keep it.
    reply.header('cache-control', 'private, no-store');
    return sendImage(reply, row.contentType, bytes);
  }

  api.get(
    '/projects/:id/logo',
    {
      config: projectsRead,
      schema: {
        params: projectParams,
        response: { 200: projectLogoStateSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const project = await routeProject(request, request.params.id);
      const canUpload = await mayEditLogo(principal, project.id);
      const [approved, pending] = await Promise.all([
        findApprovedLogoRow(db, principal.tenantId, project.id),
        canUpload ? findPendingLogoRow(db, principal.tenantId, project.id) : undefined,
      ]);
      return {
        projectId: project.id,
        approved: approved ? logoOf(approved) : null,
        pending: pending ? logoOf(pending) : null,
        canUpload,
      };
    },
  );

  // The logo on show: the latest approved one, for whoever reads the project.
  api.get(
    '/projects/:id/logo/file',
    {
      config: projectsRead,
      schema: { params: projectParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const project = await routeProject(request, request.params.id);
      const row = await findApprovedLogoRow(db, principalOf(request).tenantId, project.id);
      if (!row) throw logoNotFound();
      return sendStored(reply, row);
    },
  );

  // Any of the project's uploads (a pending one too), for whoever may edit its logo.
  api.get(
    '/projects/:id/logos/:logoId/file',
    {
      config: editLogo,
      schema: { params: logoParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const project = await routeProject(request, request.params.id);
      const row = await findLogoRow(
        db,
        principalOf(request).tenantId,
        project.id,
        request.params.logoId,
      );
      if (!row) throw logoNotFound();
      return sendStored(reply, row);
    },
  );

  // The upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_LOGO_BYTES);
    scope.post(
      '/projects/:id/logo',
      {
        config: editLogo,
        schema: {
          params: projectParams,
          response: {
            201: projectLogoSchema,
            400: errorSchema,
            404: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const project = await routeProject(request, request.params.id);
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge,
          notAnImage: 'PROJECT_LOGO_NOT_AN_IMAGE',
          noun: 'logo',
        });
        const storageKey = `tenant-${principal.tenantId}/project-logos/${project.id}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
        await storage.put(storageKey, bytes, contentType);
        try {
          const logo = await insertLogo(db, {
            tenantId: principal.tenantId,
            projectId: project.id,
            storageKey,
            contentType,
            byteSize: bytes.length,
            uploadedBy: principal.personId,
            uploadedAt: clock.now(),
          });
          return reply.code(201).send(logo);
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    );
  });
}
