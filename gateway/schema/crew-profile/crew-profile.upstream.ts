import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, idSchema } from '../shared/shared.upstream';

// The crew profile area's /api/v1 endpoints (api/routes/crew-profile).

const ref = z.object({ id: idSchema, caption: z.string() });
const person = z.object({
  id: idSchema,
  caption: z.string(),
  pictureId: z.number().int().nullable(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});
const functionSchema = z.object({
  id: idSchema,
  function: ref,
  sinceYear: z.number().int().nullable(),
});
const skillSchema = z.object({
  id: idSchema,
  name: z.string(),
  document: z.string(),
  validUntil: dateSchema.nullable(),
});
const ratingSchema = z.object({
  id: idSchema,
  rating: z.number().int(),
  ratedAt: dateTimeSchema,
  project: z.string(),
});
const listed = <T extends z.ZodType>(item: T) => z.object({ person, items: z.array(item) });

export const getCrewFunctions = upstreamOperation(
  'GET',
  '/crewMember/{id}/crewFunctions',
  listed(functionSchema),
);
export const getCrewTags = upstreamOperation('GET', '/crewMember/{id}/crewTags', listed(ref));
export const getDocumentBasedSkills = upstreamOperation(
  'GET',
  '/crewMember/{id}/documentBasedSkills',
  listed(skillSchema),
);
export const getCrewRatings = upstreamOperation(
  'GET',
  '/crewMember/{id}/crewRatings',
  z.object({
    person,
    average: z.number().nullable(),
    count: z.number().int(),
    items: z.array(ratingSchema),
  }),
);
export const getPublicCrewProfile = upstreamOperation(
  'GET',
  '/public/crewProfile/{id}',
  z.object({
    person: ref.extend({ pictureId: z.number().int().nullable() }),
    functions: z.array(functionSchema),
    tags: z.array(ref),
    ratings: z.object({ average: z.number().nullable(), count: z.number().int() }),
    documentBasedSkills: z.array(skillSchema),
  }),
);

type Skill = z.output<typeof skillSchema>;
type Rating = z.output<typeof ratingSchema>;

/** The profile as the schema's CrewProfile. */
export interface UpstreamCrewProfile {
  id: string;
  name: string;
  functions: { id: string; caption: string; sinceYear: number | null }[];
  tags: { id: string; caption: string }[];
  ratings: { average: number | null; count: number; items: Rating[] };
  documentBasedSkills: Skill[];
  contact: { phone: string | null; email: string | null } | null;
  /** Where the app fetches the approved picture (with the token when signed in); null without one. */
  pictureUrl: string | null;
}

/** The picture's path; its id in the query, so a newly approved picture is a new URL. */
const pictureUrlOf = (path: string, pictureId: number | null) =>
  pictureId === null ? null : `/api/v1${path}?v=${pictureId}`;

const functionsOf = (items: z.output<typeof functionSchema>[]) =>
  items.map((item) => ({ id: item.id, caption: item.function.caption, sinceYear: item.sinceYear }));

/** The four calls at once; null when the api answers 404 (not there, or not the caller's to read). */
export async function fetchCrewProfile(
  api: ApiClient,
  id: string,
): Promise<UpstreamCrewProfile | null> {
  const params = { params: { id } };
  const answers = await orNull(
    Promise.all([
      api.call(getCrewFunctions, params),
      api.call(getCrewTags, params),
      api.call(getDocumentBasedSkills, params),
      api.call(getCrewRatings, params),
    ]),
  );
  if (!answers) return null;
  const [functions, tags, skills, ratings] = answers;
  const { person } = functions;
  return {
    id: person.id,
    name: person.caption,
    functions: functionsOf(functions.items),
    tags: tags.items,
    ratings: { average: ratings.average, count: ratings.count, items: ratings.items },
    documentBasedSkills: skills.items,
    // The api names phone and e-mail only for a caller with crewProfile CONTACT.
    contact:
      person.phone === undefined && person.email === undefined
        ? null
        : { phone: person.phone ?? null, email: person.email ?? null },
    pictureUrl: pictureUrlOf(`/crewMember/${person.id}/picture`, person.pictureId),
  };
}

export async function fetchPublicCrewProfile(
  api: ApiClient,
  id: string,
): Promise<UpstreamCrewProfile | null> {
  const profile = await orNull(api.call(getPublicCrewProfile, { params: { id } }));
  if (!profile) return null;
  return {
    id: profile.person.id,
    name: profile.person.caption,
    functions: functionsOf(profile.functions),
    tags: profile.tags,
    ratings: { ...profile.ratings, items: [] },
    documentBasedSkills: profile.documentBasedSkills,
    contact: null,
    pictureUrl: pictureUrlOf(
      `/public/crewProfile/${profile.person.id}/picture`,
      profile.person.pictureId,
    ),
  };
}
