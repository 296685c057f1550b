import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { PROJECT_STATUSES } from '../../../machines/projects.types';

// Shapes of the /api/v1 rows more than one area reads (docs/decisions/062), and the primitives
// every area's shapes use. Parsing an answer turns an upstream that drifted from the contract
// into one clear internal error instead of a half-filled GraphQL answer. Objects are not
// strict: the api may add fields without breaking the gateway. Ids arrive as JSON numbers and
// leave as GraphQL IDs (strings). gateway/test/upstream-contract.test.ts compares every shape
// with the api's OpenAPI document.

export const idSchema = z.union([z.number().int(), z.string().min(1)]).transform(String);
export const dateTimeSchema = z.string();
export const dateSchema = z.string();

const captioned = z.object({ id: idSchema, caption: z.string() });

export const companySchema = captioned;
export type UpstreamCompany = z.output<typeof companySchema>;

/** A row of GET /projects: the project with its company, branch and manager joined by the api. */
export const projectListItemSchema = z.object({
  id: idSchema,
  number: z.string(),
  name: z.string(),
  clientMark: z.string(),
  reference: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
  status: z.enum(PROJECT_STATUSES),
  company: companySchema,
  branch: captioned.nullable(),
  manager: captioned.nullable(),
});
export type UpstreamProjectListItem = z.output<typeof projectListItemSchema>;

export const personSchema = z.object({
  id: idSchema,
  caption: z.string(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});
export type UpstreamPerson = z.output<typeof personSchema>;

export const projectSchema = z.object({
  id: idSchema,
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema.nullish(),
  endDate: dateSchema.nullish(),
  company: companySchema.nullish(),
});
export type UpstreamProject = z.output<typeof projectSchema>;

export const crewSchema = captioned;
export type UpstreamCrew = z.output<typeof crewSchema>;

export const locationSchema = z.object({
  id: idSchema,
  caption: z.string(),
  address: z.string().nullish(),
  city: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
export type UpstreamLocation = z.output<typeof locationSchema>;

export const jobFunctionSchema = captioned;
export type UpstreamJobFunction = z.output<typeof jobFunctionSchema>;

export const jobSchema = z.object({
  id: idSchema,
  // The statuses are the crewItemStatus machine's states: one list for the api, gateway and app.
  status: z.enum(CREW_ITEM_STATUSES),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  // The venue's zone (the location's, else the tenant's; decision 248): the job's times are shown in it.
  timeZone: z.string(),
  function: jobFunctionSchema,
  project: projectSchema,
  crew: crewSchema,
  location: locationSchema.nullish(),
  isCrewChief: z.boolean(),
  confirmedAt: dateTimeSchema.nullish(),
  remark: z.string().nullish(),
  // A spare position and the last change after confirmation (the personal calendar's legend).
  spare: z.boolean(),
  changedAt: dateTimeSchema.nullish(),
  // Embedded by the api (api/routes/jobs/README.md, The crew chief embedded in every job): null when the crew has no chief.
  crewChief: personSchema.nullable(),
});
export type UpstreamJob = z.output<typeof jobSchema>;

/** A page of the api's paged lists (`pageOf` in the api). */
export function pageSchema<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** The answer of the api's actions that return nothing but success. */
export const okSchema = z.object({ ok: z.boolean() });

/** An id the api may send as null (a union, so the contract test sees the null). */
export const nullableIdSchema = z
  .union([z.number().int(), z.string().min(1), z.null()])
  .transform((value) => (value === null ? null : String(value)));
