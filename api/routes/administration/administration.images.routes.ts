import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TENANT_IMAGE_MAX_BYTES,
  type TenantImageKind,
} from '../../../machines/tenantSettings.rules';
import { tenantSettings } from '../../auth/tenant';
import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { ApiError, notFound } from '../../lib/errors';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { errorSchema } from '../../lib/schemas';
import type { FileStorage } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { tenantSettingsSchema } from '../session/session.schemas';
import { edit, principalOf } from './administration.access';
import { findTenantRow, updateTenantRow } from './administration.repository';
import { IMAGE_URL_FIELD, imageKindParams, tenantImageParams } from './administration.schemas';

// The tenant's pictures: its logo, the login screen's background and the favicon. An upload is one
// file in multipart/form-data, checked by its content (api/lib/image-upload.ts: PNG, JPEG or WebP by
// its magic bytes and decoding as that; an SVG, which can carry script, is no picture here),
// size-limited per kind, kept in the file storage outside the web root under a new name each time.
// The login screen loads them before sign-in, so GET /tenantImages/{file} is public; it serves only
// a picture the host's tenant shows now, and as its name changes with every upload a browser may
// keep it for good.

/** The public path of a tenant picture (under /api/v1, which the gateway forwards). */
export const TENANT_IMAGE_PATH = '/api/v1/tenantImages/';

const MAX_UPLOAD_BYTES = Math.max(...Object.values(TENANT_IMAGE_MAX_BYTES));

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const tooLarge = (kind: TenantImageKind) => () =>
  new ApiError(
    413,
    'BAD_USER_INPUT',
    `The ${kind} is larger than ${TENANT_IMAGE_MAX_BYTES[kind]} bytes`,
    { reason: 'TENANT_IMAGE_TOO_LARGE' },
  );

const storageKeyOf = (tenantId: number, file: string) => `tenant-${tenantId}/tenant-images/${file}`;

/** The stored file's name in a tenant picture's URL, or null for a URL that is none of ours. */
function fileOf(url: string | null): string | null {
  return url?.startsWith(TENANT_IMAGE_PATH) ? url.slice(TENANT_IMAGE_PATH.length) : null;
}

export async function imageRoutes(
  api: ApiInstance,
  context: RouteContext & { storage: FileStorage },
): Promise<void> {
  const { database, clock, lookups, storage } = context;

  /** Sets one picture's URL (null: removed) and audits it, in one transaction; answers before and after. */
  async function setImage(
    tenantId: number,
    actorPersonId: number | null,
    kind: TenantImageKind,
    url: string | null,
  ) {
    const field = IMAGE_URL_FIELD[kind];
    const result = await database.transaction(async (tx) => {
      const before = await findTenantRow(tx, tenantId, { forUpdate: true });
      if (!before) throw new Error(`tenant ${tenantId} of a signed-in caller is gone`);
      const changes = changesBetween(before, { [field]: url }, [field]);
      if (Object.keys(changes).length === 0) return { before, after: before };
      const after = await updateTenantRow(tx, tenantId, { [field]: url });
      await recordAuditEvent(tx, {
        tenantId,
        actorPersonId,
        action: 'changed',
        subject: 'tenantSettings',
        subjectId: null,
        subjectCaption: after.name,
        changes,
        at: clock.now(),
      });
      return { before, after };
    });
    lookups.invalidateTenants();
    // The picture it replaced is no one's any more (a failed delete leaves only an unused file).
    const previous = fileOf(result.before[field]);
    if (previous && result.before[field] !== result.after[field])
      await storage.delete(storageKeyOf(tenantId, previous)).catch(() => undefined);
    return result.after;
  }

  api.get(
    '/tenantImages/:file',
    {
      config: { public: true, anyClient: true, cacheable: true },
      schema: { params: tenantImageParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const { tenant } = request;
      const { file } = request.params;
      const current = [tenant.logoUrl, tenant.backgroundUrl, tenant.faviconUrl].map(fileOf);
      const bytes = current.includes(file)
        ? await storage.get(storageKeyOf(tenant.id, file))
        : null;
      if (!bytes) throw notFound('Tenant image not found', 'TENANT_IMAGE_NOT_FOUND');
      const extension = file.slice(file.lastIndexOf('.') + 1);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendImage(reply, CONTENT_TYPES[extension] ?? 'application/octet-stream', bytes);
    },
  );

  api.delete(
    '/tenantSettings/images/:kind',
    {
      config: edit,
      schema: {
        params: imageKindParams,
        response: { 200: tenantSettingsSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const after = await setImage(
        principal.tenantId,
        principal.personId,
        request.params.kind,
        null,
      );
      return tenantSettings(after);
    },
  );

  // The upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_UPLOAD_BYTES);
    scope.post(
      '/tenantSettings/images/:kind',
      {
        config: edit,
        schema: {
          params: imageKindParams,
          response: {
            201: tenantSettingsSchema,
            400: errorSchema,
            403: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { kind } = request.params;
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge: tooLarge(kind),
          notAnImage: 'TENANT_IMAGE_NOT_AN_IMAGE',
          noun: kind,
        });
        if (bytes.length > TENANT_IMAGE_MAX_BYTES[kind]) throw tooLarge(kind)();
        const file = `${kind}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
        const storageKey = storageKeyOf(principal.tenantId, file);
        await storage.put(storageKey, bytes, contentType);
        try {
          const after = await setImage(
            principal.tenantId,
            principal.personId,
            kind,
            `${TENANT_IMAGE_PATH}${file}`,
          );
          return reply.code(201).send(tenantSettings(after));
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    );
  });
}
