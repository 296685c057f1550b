import { z } from 'zod';

// Shapes of the /api/v1 answers the gateway reads (docs/api-contract.md). Parsing them here
// turns an upstream that drifted from the contract into one clear internal error instead of
// a half-filled GraphQL answer. Objects are not strict: the api may add fields without
// breaking the gateway. Ids arrive as JSON numbers and leave as GraphQL IDs (strings).

const id = z.union([z.number().int(), z.string().min(1)]).transform(String);
const dateTime = z.string();
const date = z.string();

const captioned = z.object({ id, caption: z.string() });

export const companySchema = captioned;

export const personSchema = z.object({
  id,
  caption: z.string(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});
export type UpstreamPerson = z.output<typeof personSchema>;

export const projectSchema = z.object({
  id,
  number: z.string(),
  name: z.string(),
  beginDate: date.nullish(),
  endDate: date.nullish(),
  company: companySchema.nullish(),
});
export type UpstreamProject = z.output<typeof projectSchema>;

export const plusCrewSchema = z.object({
  id,
  number: z.string(),
  name: z.string(),
  beginDate: date.nullish(),
  endDate: date.nullish(),
});
export type UpstreamPlusCrew = z.output<typeof plusCrewSchema>;

export const jobStatusSchema = z.enum(['pending', 'confirmed', 'notNeeded', 'noShow', 'cancelled']);

export const jobSchema = z.object({
  id,
  status: jobStatusSchema,
  startsAt: dateTime,
  endsAt: dateTime,
  function: captioned,
  project: projectSchema,
  crew: captioned,
  location: z
    .object({
      id,
      caption: z.string(),
      address: z.string().nullish(),
      city: z.string().nullish(),
      latitude: z.number().nullish(),
      longitude: z.number().nullish(),
    })
    .nullish(),
  isCrewChief: z.boolean(),
  confirmedAt: dateTime.nullish(),
  remark: z.string().nullish(),
  // Embedded by the api since docs/decisions/017: null when the crew has no chief. Absent (an
  // api from before that) leaves Job.crewChief to GET /jobs/{id}/crewChief.
  crewChief: personSchema.nullish(),
});
export type UpstreamJob = z.output<typeof jobSchema>;

export const jobPageSchema = z.object({
  items: z.array(jobSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type UpstreamJobPage = z.output<typeof jobPageSchema>;

export const sessionTypeSchema = z.enum(['user', 'project', 'plusCrew']);

export const tokenAnswerSchema = z.object({
  token: z.string().min(1),
  expiresAt: dateTime,
  type: sessionTypeSchema,
  projectNumber: z.string().nullish(),
  plusCrewNumber: z.string().nullish(),
});
export type UpstreamTokenAnswer = z.output<typeof tokenAnswerSchema>;

/** resource → action → permission type. */
export const rightsSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type UpstreamRights = z.output<typeof rightsSchema>;

export const tenantSettingsSchema = z.object({
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: z.string().nullish(),
  backgroundUrl: z.string().nullish(),
  backgroundColorCode: z.string().nullish(),
  faviconUrl: z.string().nullish(),
  useUserLanguage: z.boolean(),
  metaHostName: z.string().nullish(),
  metaDescription: z.string().nullish(),
  frameAncestors: z.array(z.string()).default([]),
});
export type UpstreamTenantSettings = z.output<typeof tenantSettingsSchema>;

export const okSchema = z.object({ ok: z.boolean() });

/** The error body of every /api/v1 failure (one central handler upstream). */
export const errorBodySchema = z.object({
  statusCode: z.number().int().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ path: z.unknown(), message: z.string() })).optional(),
});
export type UpstreamErrorBody = z.output<typeof errorBodySchema>;

/** The loginData claim of the token (docs/api-contract.md, Token). */
export const loginDataSchema = z.object({
  person: z.object({ id, caption: z.string() }).nullable(),
  contactNumber: z.string().nullish(),
  language: z.string().nullish(),
  loginTypes: z.array(z.object({ caption: z.string() })),
});
export type UpstreamLoginData = z.output<typeof loginDataSchema>;
