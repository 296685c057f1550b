import { z } from 'zod';
import { dateSchema, idParam, timestampSchema } from '../../lib/schemas';

// The crew profile's wire shapes (SPEC.md §7 /crewMember/{id}/…). Every answer names the person,
// with phone and e-mail only for a caller holding crewProfile CONTACT (api/routes/crew-profile/README.md, Who reads whose profile).

export const crewMemberParams = z.strictObject({ id: idParam });

export const crewMemberSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  /** The approved profile picture's id (GET /crewMember/{id}/picture serves it), or null. */
  pictureId: z.number().int().nullable(),
  /** Only with crewProfile CONTACT; never on the public profile. */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});

const ref = z.strictObject({ id: z.number().int(), caption: z.string() });

export const crewFunctionSchema = z.strictObject({
  id: z.number().int(),
  function: ref,
  sinceYear: z.number().int().nullable(),
});
export const crewTagSchema = ref;
export const documentBasedSkillSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  document: z.string(),
  validUntil: dateSchema.nullable(),
});
export const crewRatingSchema = z.strictObject({
  id: z.number().int(),
  rating: z.number().int(),
  ratedAt: timestampSchema,
  project: z.string(),
});

export type CrewFunction = z.infer<typeof crewFunctionSchema>;
export type CrewTag = z.infer<typeof crewTagSchema>;
export type DocumentBasedSkill = z.infer<typeof documentBasedSkillSchema>;
export type CrewRating = z.infer<typeof crewRatingSchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ person: crewMemberSchema, items: z.array(item) });

export const crewFunctionsSchema = listOf(crewFunctionSchema);
export const crewTagsSchema = listOf(crewTagSchema);
export const documentBasedSkillsSchema = listOf(documentBasedSkillSchema);
/** The latest ratings (at most 20) and the average and count over all of them. */
export const crewRatingsSchema = z.strictObject({
  person: crewMemberSchema,
  average: z.number().nullable(),
  count: z.number().int(),
  items: z.array(crewRatingSchema),
});

/** The public profile in one answer: no contact data, no rating list (api/routes/crew-profile/README.md, Who reads whose profile). */
export const publicCrewProfileSchema = z.strictObject({
  person: z.strictObject({
    id: z.number().int(),
    caption: z.string(),
    /** The approved profile picture (GET /public/crewProfile/{id}/picture), or null. */
    pictureId: z.number().int().nullable(),
  }),
  functions: z.array(crewFunctionSchema),
  tags: z.array(crewTagSchema),
  ratings: z.strictObject({ average: z.number().nullable(), count: z.number().int() }),
  documentBasedSkills: z.array(documentBasedSkillSchema),
});
