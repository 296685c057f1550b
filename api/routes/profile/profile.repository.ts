import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons, tenants } from '../../db/core.tables';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import type { MapService } from '../../../machines/profile.types';
import type { ProfilePictureStatus } from '../../../machines/profilePicture.machine';
import type { ImageType } from '../../lib/images';
import type { PersonProfile, ProfilePicture, WaitingProfilePicture } from './profile.schemas';
import { personProfilePictures } from '../../db/tables/profile-pictures.tables';

type PictureRow = typeof personProfilePictures.$inferSelect;

export function pictureOf(row: PictureRow): ProfilePicture {
  return {
    id: row.id,
    personId: row.personId,
    status: row.status,
    contentType: row.contentType as ImageType,
    byteSize: row.byteSize,
    uploadedAt: formatTimestamp(row.uploadedAt),
    decidedAt: formatNullableTimestamp(row.decidedAt),
    decisionReason: row.decisionReason,
  };
}

/** The person's profile in the tenant, or null when there is no such person. */
export async function findProfile(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<PersonProfile | null> {
  const [row] = await db
    .select({
      person: persons,
      accountingEmail: tenants.accountingEmail,
      accountingPhone: tenants.accountingPhone,
    })
    .from(persons)
    .innerJoin(tenants, eq(tenants.id, persons.tenantId))
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
  if (!row) return null;
  const pictures = await listPictures(db, tenantId, personId);
  const { person } = row;
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    contactNumber: person.contactNumber,
    language: person.language,
    street: person.street,
    postalCode: person.postalCode,
    city: person.city,
    country: person.country,
    birthday: person.birthday,
    timeZone: person.timeZone,
    mapService: person.mapService,
    publicProfile: person.publicProfile,
    accounting: { email: row.accountingEmail, phone: row.accountingPhone },
    currentPicture: pictures.find((picture) => picture.status === 'approved') ?? null,
    pendingPicture: pictures.find((picture) => picture.status === 'pending') ?? null,
    rejectedPicture: latestUploadIfRejected(pictures),
  };
}

/** The person's latest upload when it was rejected: null once a newer one is uploaded. */
function latestUploadIfRejected(pictures: ProfilePicture[]): ProfilePicture | null {
  const latest = pictures.reduce<ProfilePicture | null>(
    (found, picture) =>
      found === null ||
      picture.uploadedAt > found.uploadedAt ||
      (picture.uploadedAt === found.uploadedAt && picture.id > found.id)
        ? picture
        : found,
    null,
  );
  return latest?.status === 'rejected' ? latest : null;
}

export async function updateSettings(
  db: Db,
  tenantId: number,
  personId: number,
  values: { timeZone?: string; mapService?: MapService; publicProfile?: boolean },
): Promise<void> {
  await db
    .update(persons)
    .set(values)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
}

/** The person's pictures, the latest decision / upload first. */
export async function listPictures(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<ProfilePicture[]> {
  const rows = await db
    .select()
    .from(personProfilePictures)
    .where(
      and(
        eq(personProfilePictures.tenantId, tenantId),
        eq(personProfilePictures.personId, personId),
      ),
    )
    .orderBy(
      desc(personProfilePictures.decidedAt),
      desc(personProfilePictures.uploadedAt),
      desc(personProfilePictures.id),
    );
  // decidedAt sorts NULLS FIRST when descending: pending ones first, then the latest decided.
  return rows.map(pictureOf);
}

/** The tenant's pictures in a status (the office's review queue), oldest upload first, with whose they are. */
export async function listPicturesByStatus(
  db: Db,
  tenantId: number,
  status: ProfilePictureStatus,
): Promise<WaitingProfilePicture[]> {
  const rows = await db
    .select({ picture: personProfilePictures, personName: persons.name })
    .from(personProfilePictures)
    .innerJoin(persons, eq(persons.id, personProfilePictures.personId))
    .where(
      and(eq(personProfilePictures.tenantId, tenantId), eq(personProfilePictures.status, status)),
    )
    .orderBy(personProfilePictures.uploadedAt, personProfilePictures.id);
  return rows.map(({ picture, personName }) => ({
    ...pictureOf(picture),
    person: { id: picture.personId, caption: personName },
  }));
}

export async function findPictureRow(
  db: Db,
  tenantId: number,
  pictureId: number,
): Promise<PictureRow | null> {
  const [row] = await db
    .select()
    .from(personProfilePictures)
    .where(
      and(eq(personProfilePictures.tenantId, tenantId), eq(personProfilePictures.id, pictureId)),
    );
  return row ?? null;
}

export async function insertPicture(
  db: Db,
  values: {
    tenantId: number;
    personId: number;
    storageKey: string;
    contentType: ImageType;
    byteSize: number;
    uploadedAt: Date;
  },
): Promise<ProfilePicture> {
  const [row] = await db.insert(personProfilePictures).values(values).returning();
  if (!row) throw new Error('profile picture insert returned nothing');
  return pictureOf(row);
}

/** Compare-and-set of the status: null when another decision came first. */
export async function decidePicture(
  db: Db,
  tenantId: number,
  pictureId: number,
  from: ProfilePictureStatus,
  to: ProfilePictureStatus,
  decision: { by: number | null; at: Date; reason: string | null },
): Promise<ProfilePicture | null> {
  const [row] = await db
    .update(personProfilePictures)
    .set({
      status: to,
      decidedAt: decision.at,
      decidedBy: decision.by,
      decisionReason: decision.reason,
    })
    .where(
      and(
        eq(personProfilePictures.tenantId, tenantId),
        eq(personProfilePictures.id, pictureId),
        eq(personProfilePictures.status, from),
      ),
    )
    .returning();
  return row ? pictureOf(row) : null;
}
