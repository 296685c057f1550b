/**
 * The festival peak's data (npm run bench, check-in section), written inside the api child
 * (serve.ts) into the demo tenant it just seeded: `crews` crews starting around now, each with its
 * own crew chief (a crew login with the demo chief's role, so crews EDIT OWN, and the demo
 * password) and `members` confirmed members not yet checked in. Also the count afterwards: the
 * member.checkIn rows of crew_shift_events per member of those crews.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../api/db/database';
import { personRoles, persons, roles, tenants } from '../../api/db/core.tables';
import { CREW_WITHOUT_PAYMENTS_ROLE } from '../../api/db/seed/factories';
import { projectCrewItems } from '../../api/db/tables/project-crew-items.tables';
import { crewShiftEvents } from '../../api/routes/crews/crews.tables';
import { functions, projectCrews } from '../../api/db/tables/projects.tables';
import type { CheckInCrew, CheckInCount } from './check-in';

const DEMO_CHIEF = 'chief@demo.test';

export async function seedCheckInFixture(
  database: Database,
  size: { crews: number; members: number },
  now = new Date(),
): Promise<CheckInCrew[]> {
  return database.transaction(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).limit(1);
    if (!tenant) throw new Error('check-in fixture: no demo tenant');
    const tenantId = tenant.id;
    const [chief] = await tx
      .select({ passwordHash: persons.passwordHash })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.email, DEMO_CHIEF)));
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.name, CREW_WITHOUT_PAYMENTS_ROLE)));
    const [crewRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.name, 'crew')));
    const [fn] = await tx
      .select({ id: functions.id })
      .from(functions)
      .where(eq(functions.tenantId, tenantId))
      .limit(1);
    const [template] = await tx
      .select({ projectId: projectCrews.projectId, locationId: projectCrews.locationId })
      .from(projectCrews)
      .where(eq(projectCrews.tenantId, tenantId))
      .limit(1);
    if (!chief?.passwordHash || !role || !crewRole || !fn || !template)
      throw new Error(
        'check-in fixture: the demo tenant lacks its chief, roles, functions or crews',
      );

    // Started ten minutes ago, eight hours long: every check-in at "now" is on time and allowed.
    const startsAt = new Date(now.getTime() - 10 * 60_000);
    const endsAt = new Date(startsAt.getTime() + 8 * 3_600_000);
    const result: CheckInCrew[] = [];
    for (let c = 1; c <= size.crews; c += 1) {
      const login = `bench-chief-${c}@demo.test`;
      const [chiefRow] = await tx
        .insert(persons)
        .values({
          tenantId,
          name: `Bench Chief ${c}`,
          email: login,
          passwordHash: chief.passwordHash,
          language: 'en',
        })
        .returning({ id: persons.id });
      if (!chiefRow) throw new Error('check-in fixture: chief insert returned nothing');
      await tx.insert(personRoles).values({ tenantId, personId: chiefRow.id, roleId: role.id });
      const [crew] = await tx
        .insert(projectCrews)
        .values({
          tenantId,
          projectId: template.projectId,
          locationId: template.locationId,
          caption: `Festival gate ${c}`,
          startsAt,
          endsAt,
          crewChiefPersonId: chiefRow.id,
        })
        .returning({ id: projectCrews.id });
      if (!crew) throw new Error('check-in fixture: crew insert returned nothing');
      const members = await tx
        .insert(persons)
        .values(
          Array.from({ length: size.members }, (_, m) => ({
            tenantId,
            name: `Bench Member ${c}-${m + 1}`,
            email: `bench-member-${c}-${m + 1}@demo.test`,
            passwordHash: null,
            language: 'en',
          })),
        )
        .returning({ id: persons.id });
      await tx
        .insert(personRoles)
        .values(members.map((member) => ({ tenantId, personId: member.id, roleId: crewRole.id })));
      const items = await tx
        .insert(projectCrewItems)
        .values(
          members.map((member) => ({
            tenantId,
            crewId: crew.id,
            functionId: fn.id,
            personId: member.id,
            status: 'confirmed' as const,
            startsAt,
            endsAt,
            confirmedAt: new Date(startsAt.getTime() - 3 * 86_400_000),
          })),
        )
        .returning({ id: projectCrewItems.id });
      result.push({
        crewId: String(crew.id),
        login,
        memberIds: items.map((item) => String(item.id)),
      });
    }
    return result;
  });
}

/** member.checkIn rows per member (crew item) of the given crews; members without one are absent. */
export async function countCheckIns(
  database: Database,
  crewIds: string[],
): Promise<CheckInCount[]> {
  if (crewIds.length === 0) return [];
  const rows = await database.db
    .select({ crewItemId: crewShiftEvents.crewItemId, n: count() })
    .from(crewShiftEvents)
    .where(
      and(
        inArray(crewShiftEvents.crewId, crewIds.map(Number)),
        eq(crewShiftEvents.type, 'member.checkIn'),
      ),
    )
    .groupBy(crewShiftEvents.crewItemId);
  return rows.map((row) => ({ memberId: String(row.crewItemId), events: Number(row.n) }));
}
