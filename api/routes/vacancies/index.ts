import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { forbidden } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { listVacancies } from './vacancies.repository';
import { vacanciesQuery, vacanciesSchema } from './vacancies.schemas';

// GET /vacancies (SPEC.md §7: isActive true, no paging): the open positions of the
// caller's tenant they may apply to, and the ones they applied to, each with the clashes with their
// own calendar. Apply / unapply are the crew items area's (POST /projectCrewItems/{id}/applyVacancy).
//
// Who reads it (api/routes/vacancies/README.md, The vacancies list and clashes): `vacancies READ` (the /vacancies screen), or `persons READ` with
// `mobileProjectVacancies READ` (the /projects-vacancy screen, SPEC.md §2's rule for that menu entry).
// Either way the list is the caller's own view: open positions and their own applications, never
// who else applied.

export async function vacanciesRoutes(
  api: ApiInstance,
  { database, lookups, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/vacancies',
    {
      config: { authenticated: true },
      schema: {
        querystring: vacanciesQuery,
        response: { 200: vacanciesSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const principal = request.principal as Principal;
      const rights = await lookups.userRights(principal);
      const allowed =
        permissionFor(rights, { resource: 'vacancies', action: 'READ' }) !== undefined ||
        (permissionFor(rights, { resource: 'persons', action: 'READ' }) !== undefined &&
          permissionFor(rights, { resource: 'mobileProjectVacancies', action: 'READ' }) !==
            undefined);
      if (!allowed) throw forbidden();
      const items = await listVacancies(database.db, {
        tenantId: principal.tenantId,
        personId: principal.personId,
        now: clock.now(),
        activeOnly: request.query.isActive === 'true',
      });
      return { items, total: items.length };
    },
  );
}

export default defineApiArea({ name: 'vacancies', routes: vacanciesRoutes });
