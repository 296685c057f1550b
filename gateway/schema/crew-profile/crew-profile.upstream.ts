import type { z } from 'zod';
import {
  crewFunctionsSchema,
  crewRatingsSchema,
  crewTagsSchema,
  documentBasedSkillsSchema,
  publicCrewProfileSchema,
} from '../../../api/routes/crew-profile/crew-profile.schemas';
import type {
  crewFunctionSchema,
  crewRatingSchema,
  documentBasedSkillSchema,
} from '../../../api/routes/crew-profile/crew-profile.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The crew profile area's /api/v1 endpoints (api/routes/crew-profile), parsed with the api's own
// schemas; the four answers are joined into one CrewProfile here.

export const getCrewFunctions = upstreamOperation(
  'GET',
  '/crewMember/{id}/crewFunctions',
  crewFunctionsSchema,
);
export const getCrewTags = upstreamOperation('GET', '/crewMember/{id}/crewTags', crewTagsSchema);
export const getDocumentBasedSkills = upstreamOperation(
  'GET',
  '/crewMember/{id}/documentBasedSkills',
  documentBasedSkillsSchema,
);
export const getCrewRatings = upstreamOperation(
  'GET',
  '/crewMember/{id}/crewRatings',
  crewRatingsSchema,
);
export const getPublicCrewProfile = upstreamOperation(
  'GET',
  '/public/crewProfile/{id}',
  publicCrewProfileSchema,
);

/** An answer's row with its id as a GraphQL ID. */
type WithId<T extends { id: number }> = Omit<T, 'id'> & { id: string };
type Skill = WithId<z.output<typeof documentBasedSkillSchema>>;
type Rating = WithId<z.output<typeof crewRatingSchema>>;
const withId = <T extends { id: number }>(row: T): WithId<T> => ({ ...row, id: String(row.id) });

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

const functionsOf = (items: z.output<typeof crewFunctionSchema>[]) =>
  items.map((item) => ({
    id: String(item.id),
    caption: item.function.caption,
    sinceYear: item.sinceYear,
  }));

/** A tag with its id as a GraphQL ID. */
const tagOf = (tag: { id: number; caption: string }) => withId(tag);

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
    id: String(person.id),
    name: person.caption,
    functions: functionsOf(functions.items),
    tags: tags.items.map(tagOf),
    ratings: {
      average: ratings.average,
      count: ratings.count,
      items: ratings.items.map(withId),
    },
    documentBasedSkills: skills.items.map(withId),
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
    id: String(profile.person.id),
    name: profile.person.caption,
    functions: functionsOf(profile.functions),
    tags: profile.tags.map(tagOf),
    ratings: { ...profile.ratings, items: [] },
    documentBasedSkills: profile.documentBasedSkills.map(withId),
    contact: null,
    pictureUrl: pictureUrlOf(
      `/public/crewProfile/${profile.person.id}/picture`,
      profile.person.pictureId,
    ),
  };
}
