import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { PROJECT_STATUSES } from '../../../machines/projects.types';
import { dateSchema, timestampSchema } from '../../lib/schemas';
import { projectSchema } from './projects.schemas';

// The project page's shapes (src/features/projects/README.md, The project page's views): the profile GET /projects/{number}
// answers, the crews with their items (GET /projects/{id}/crews) and the cost (GET /projects/{id}/cost).

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

/** GET /projects/{number}: the project with everything its profile view shows. */
export const projectProfileSchema = projectSchema.extend({
  clientMark: z.string(),
  reference: z.string(),
  comment: z.string(),
  status: z.enum(PROJECT_STATUSES),
  branch: captioned.nullable(),
  manager: captioned.nullable(),
  /** The rate card the cost view prices with; null when none is set. */
  rateCard: z
    .strictObject({ id: z.number().int(), caption: z.string(), currency: z.string() })
    .nullable(),
  cateringType: captioned.nullable(),
  /** The distinct locations of the project's crews, by name. */
  locations: z.array(captioned),
  /** The latest approved logo; null when none was approved. */
  logo: z.strictObject({ id: z.number().int(), uploadedAt: timestampSchema }).nullable(),
});
export type ProjectProfile = z.infer<typeof projectProfileSchema>;

/** A person on a crew item; phone and e-mail only for callers with crewProfile CONTACT, else null. */
const bookedPersonSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const projectCrewItemSchema = z.strictObject({
  id: z.number().int(),
  function: captioned,
  status: z.enum(CREW_ITEM_STATUSES),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  spare: z.boolean(),
  /** null for an open row (nobody booked). */
  person: bookedPersonSchema.nullable(),
});

export const projectCrewSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's): the crew's and its items' times are shown in it. */
  timeZone: z.string(),
  location: captioned.nullable(),
  crewChief: captioned.nullable(),
  items: z.array(projectCrewItemSchema),
});
export type ProjectCrew = z.infer<typeof projectCrewSchema>;

export const projectCrewsSchema = z.strictObject({ items: z.array(projectCrewSchema) });

/** Minutes and money (in the card currency's minor unit) of one part of the cost; cents null without a rate. */
const costAmountsSchema = z.strictObject({
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  plannedCents: z.number().int(),
  workedCents: z.number().int(),
  /** Minutes of items whose function has no rate on the card: shown, never priced as zero. */
  unratedPlannedMinutes: z.number().int(),
  unratedWorkedMinutes: z.number().int(),
});

export const projectCostRowSchema = costAmountsSchema.extend({
  day: dateSchema,
  function: captioned,
  /** The function's hourly rate on the card; null when the card has none for it. */
  hourlyRateCents: z.number().int().nullable(),
});

export const projectCostSchema = z.strictObject({
  rateCard: z.strictObject({ id: z.number().int(), caption: z.string() }).nullable(),
  currency: z.string(),
  /** The zone the days are counted in. */
  timeZone: z.string(),
  /** One row per day and function, by day then function name. */
  rows: z.array(projectCostRowSchema),
  byFunction: z.array(
    costAmountsSchema.extend({ function: captioned, hourlyRateCents: z.number().int().nullable() }),
  ),
  byDay: z.array(costAmountsSchema.extend({ day: dateSchema })),
  total: costAmountsSchema,
});
export type ProjectCost = z.infer<typeof projectCostSchema>;
export type CostAmounts = z.infer<typeof costAmountsSchema>;
