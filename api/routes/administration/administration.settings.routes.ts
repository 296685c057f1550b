import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { errorSchema } from '../../lib/schemas';
import { tenantSettings } from '../../auth/tenant';
import type { ApiInstance, RouteContext } from '../../types';
import { tenantSettingsSchema } from '../session/session.schemas';
import { edit, principalOf } from './administration.access';
import { findTenantRow, updateTenantRow } from './administration.repository';
import { AUDITED_SETTINGS, tenantSettingsPatchSchema } from './administration.schemas';

// The tenant's settings (SPEC.md §3 "Tenant"): PATCH changes the named fields and audits them in the
// same transaction. The settings are read by the public GET /tenantSettings (the login screen's,
// api/routes/session), so the administration reads exactly what a signed-out visitor will see.

export async function settingsRoutes(
  api: ApiInstance,
  { database, clock, lookups }: RouteContext,
): Promise<void> {
  api.patch(
    '/tenantSettings',
    {
      config: edit,
      schema: {
        body: tenantSettingsPatchSchema,
        response: { 200: tenantSettingsSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const values = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      const tenant = await database.transaction(async (tx) => {
        const before = await findTenantRow(tx, principal.tenantId, { forUpdate: true });
        if (!before) throw new Error(`tenant ${principal.tenantId} of a signed-in caller is gone`);
        const changes = changesBetween(before, values, AUDITED_SETTINGS);
        // Nothing changed: nothing written, no audit row.
        if (Object.keys(changes).length === 0) return before;
        const after = await updateTenantRow(tx, principal.tenantId, values);
        await recordAuditEvent(tx, {
          tenantId: principal.tenantId,
          actorPersonId: principal.personId,
          action: 'changed',
          subject: 'tenantSettings',
          subjectId: null,
          subjectCaption: after.name,
          changes,
          at: clock.now(),
        });
        return after;
      });
      // Signed-in calls take the tenant from a 30-second cache: this process forgets it at once.
      lookups.invalidateTenants();
      return tenantSettings(tenant);
    },
  );
}
