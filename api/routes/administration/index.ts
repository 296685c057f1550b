import { defineApiArea } from '../../lib/area';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { auditRoutes } from './administration.audit.routes';
import { imageRoutes } from './administration.images.routes';
import { settingsRoutes } from './administration.settings.routes';

/**
 * The office's administration (api/routes/administration/README.md): the tenant's settings and
 * pictures, and the audit of every administrative change. Reads need administration READ, changes
 * administration EDIT; the tenant is always the caller's.
 */
export async function administrationRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await settingsRoutes(api, context);
  await imageRoutes(api, {
    ...context,
    storage: storageFromEnv(process.env, context.config.dataDir),
  });
  await auditRoutes(api, context);
}

export default defineApiArea({ name: 'administration', routes: administrationRoutes });
