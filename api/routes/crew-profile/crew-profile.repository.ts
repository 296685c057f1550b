import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import { persons } from '../../db/core.tables';
import type { Db } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { crewItemRatings } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { personProfilePictures } from '../../db/tables/profile-pictures.tables';
import { functions, projectCrews, projects } from '../../db/tables/projects.tables';
import { crewTags, documentBasedSkills, personCrewTags } from './crew-profile.tables';
import { personFunctions } from '../../db/tables/person-functions.tables';
import type { CrewFunction, CrewRating, CrewTag, DocumentBasedSkill } from './crew-profile.schemas';

/**
 * The person's latest approved profile picture (what others may see of it: a pending or rejected
 * upload stays the person's own), or null.
 */
export async function approvedPicture(db: Db, tenantId: number, personId: number) {
  const [row] = await db
    .select({
      id: personProfilePictures.id,
      storageKey: personProfilePictures.storageKey,
      contentType: personProfilePictures.contentType,
    })
    .from(personProfilePictures)
    .where(
      and(
        eq(personProfilePictures.tenantId, tenantId),
        eq(personProfilePictures.personId, personId),
        eq(personProfilePictures.status, 'approved'),
      ),
    )
    .orderBy(desc(personProfilePictures.decidedAt), desc(personProfilePictures.id))
    .limit(1);
  return row ?? null;
}

/** The person of the tenant, or undefined. */
export async function findCrewMember(db: Db, tenantId: number, personId: number) {
  // The approved picture's id in the same statement: every profile call names it.
  const approved = db
    .select({ id: personProfilePictures.id })
    .from(personProfilePictures)
    .where(
      and(
        eq(personProfilePictures.tenantId, tenantId),
        eq(personProfilePictures.personId, persons.id),
        eq(personProfilePictures.status, 'approved'),
      ),
    )
    .orderBy(desc(personProfilePictures.decidedAt), desc(personProfilePictures.id))
    .limit(1);
  const [row] = await db
    .select({
      id: persons.id,
      caption: persons.name,
      phone: persons.phone,
      email: persons.email,
      publicProfile: persons.publicProfile,
      pictureId: sql<number | null>`(${approved})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
    .limit(1);
  return row;
}

export async function listCrewFunctions(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<CrewFunction[]> {
  const rows = await db
    .select({
      id: personFunctions.id,
      functionId: functions.id,
      name: functions.name,
      sinceYear: personFunctions.sinceYear,
    })
    .from(personFunctions)
    .innerJoin(functions, eq(functions.id, personFunctions.functionId))
    .where(and(eq(personFunctions.tenantId, tenantId), eq(personFunctions.personId, personId)))
    .orderBy(asc(personFunctions.sinceYear), asc(functions.name));
  return rows.map((row) => ({
    id: row.id,
    function: { id: row.functionId, caption: row.name },
    sinceYear: row.sinceYear,
  }));
}

export async function listCrewTags(db: Db, tenantId: number, personId: number): Promise<CrewTag[]> {
  return db
    .select({ id: crewTags.id, caption: crewTags.name })
    .from(personCrewTags)
    .innerJoin(crewTags, eq(crewTags.id, personCrewTags.tagId))
    .where(and(eq(personCrewTags.tenantId, tenantId), eq(personCrewTags.personId, personId)))
    .orderBy(asc(crewTags.name));
}

export async function listDocumentBasedSkills(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<DocumentBasedSkill[]> {
  return db
    .select({
      id: documentBasedSkills.id,
      name: documentBasedSkills.name,
      document: documentBasedSkills.document,
      validUntil: documentBasedSkills.validUntil,
    })
    .from(documentBasedSkills)
    .where(
      and(eq(documentBasedSkills.tenantId, tenantId), eq(documentBasedSkills.personId, personId)),
    )
    .orderBy(asc(documentBasedSkills.name));
}

/** The ratings of the person's crew items: average and count over all, the latest `limit` listed. */
export async function readCrewRatings(
  db: Db,
  tenantId: number,
  personId: number,
  limit = 20,
): Promise<{ average: number | null; count: number; items: CrewRating[] }> {
  const mine = and(eq(crewItemRatings.tenantId, tenantId), eq(projectCrewItems.personId, personId));
  const [totals] = await db
    .select({ average: avg(crewItemRatings.rating), count: count() })
    .from(crewItemRatings)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, crewItemRatings.crewItemId))
    .where(mine);
  const rows =
    limit === 0
      ? []
      : await db
          .select({
            id: crewItemRatings.id,
            rating: crewItemRatings.rating,
            ratedAt: crewItemRatings.ratedAt,
            project: projects.name,
          })
          .from(crewItemRatings)
          .innerJoin(projectCrewItems, eq(projectCrewItems.id, crewItemRatings.crewItemId))
          .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
          .innerJoin(projects, eq(projects.id, projectCrews.projectId))
          .where(mine)
          .orderBy(desc(crewItemRatings.ratedAt), desc(crewItemRatings.id))
          .limit(limit);
  const total = Number(totals?.count ?? 0);
  return {
    // One decimal: a profile shows 4.3, not 4.333….
    average:
      total === 0 || totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10,
    count: total,
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      ratedAt: formatTimestamp(row.ratedAt),
      project: row.project,
    })),
  };
}
