import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { plusCrews } from './plus-crews.tables';
import { notFound } from '../../lib/errors';
import { dateSchema, errorSchema, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { defineApiArea } from '../../lib/area';

export const plusCrewSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
});

export async function plusCrewsRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  api.get(
    '/plusCrews/:number',
    {
      config: { right: { resource: 'plusCrews', action: 'READ' } },
      schema: {
        params: z.strictObject({ number: text().min(1).max(50) }),
        response: { 200: plusCrewSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const principal = request.principal as Principal;
      // OWN is only meaningful for a plus-crew token: its own plus crew. A plus-crew token never reads others.
      const ownOnly = request.permission !== 'ALL' || principal.type === 'plusCrew';
      const [row] = await database.db
        .select({
          id: plusCrews.id,
          number: plusCrews.number,
          name: plusCrews.name,
          beginDate: plusCrews.beginDate,
          endDate: plusCrews.endDate,
        })
        .from(plusCrews)
        .where(
          and(
            eq(plusCrews.tenantId, principal.tenantId),
            eq(plusCrews.number, request.params.number),
            ownOnly ? (principal.plusCrewId === null ? sql`false` : eq(plusCrews.id, principal.plusCrewId)) : undefined,
          ),
        )
        .limit(1);
      if (!row) throw notFound('Plus crew not found', 'PLUS_CREW_NOT_FOUND');
      return row;
    },
  );
}

export default defineApiArea({ name: 'plus-crews', routes: plusCrewsRoutes });
