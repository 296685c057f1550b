import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { dayInput, instantInput } from '../../lib/dates';
import { idListParam } from '../../lib/input.schemas';
import { bodyId, idParam, pageOf, text, timestampSchema } from '../../lib/schemas';
import { bookingFindingSchema } from './crew-items.booking.schemas';

// The crew items area's wire shapes (SPEC.md §7 /projectCrewItems, /projectCrewItemStatus).

const ref = z.strictObject({ id: z.number().int(), caption: z.string() });
const statusSchema = z.enum(CREW_ITEM_STATUSES);

export const crewItemSchema = z.strictObject({
  id: z.number().int(),
  crewId: z.number().int(),
  projectId: z.number().int(),
  /** The project's id and name. */
  project: ref,
  status: statusSchema,
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the crew's location's, else the tenant's): the shift's times are shown in it. */
  timeZone: z.string(),
  function: ref,
  person: ref.nullable(),
  remark: z.string().nullable(),
  vacancy: z.boolean(),
  appliedAt: timestampSchema.nullable(),
  confirmedAt: timestampSchema.nullable(),
  cancelledAt: timestampSchema.nullable(),
  changedAt: timestampSchema.nullable(),
  /** The crew chief checked the person in (or out) at the venue: noShow is refused (409). */
  checkedIn: z.boolean(),
  /**
   * Only in the answer of a write that booked a person (POST /projectCrewItemStatus with a new
   * person, times or function): what the booking rules found, warnings and a confirmed double
   * booking (api/routes/crew-items/README.md, The booking check).
   */
  bookingFindings: z.array(bookingFindingSchema).optional(),
});
export type CrewItem = z.infer<typeof crewItemSchema>;

export const crewItemActivitySchema = z.strictObject({
  id: z.number().int(),
  crewItemId: z.number().int(),
  from: statusSchema.nullable(),
  to: statusSchema,
  action: z.string(),
  actor: ref.nullable(),
  at: timestampSchema,
  reason: z.string().nullable(),
});
export type CrewItemActivity = z.infer<typeof crewItemActivitySchema>;

export const crewItemActivitiesSchema = z.strictObject({
  items: z.array(crewItemActivitySchema),
  total: z.number().int(),
});

/** What a planner still has to staff, one function of one crew (GET /openPositions, crew-items.positions.ts). */
export const openPositionSchema = z.strictObject({
  crew: z.strictObject({
    id: z.number().int(),
    caption: z.string(),
    startsAt: timestampSchema,
    endsAt: timestampSchema,
  }),
  project: z.strictObject({ id: z.number().int(), number: z.string(), name: z.string() }),
  location: ref.nullable(),
  function: ref,
  /** The earliest start among the position's rows. */
  startsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's): the shift's times are shown in it. */
  timeZone: z.string(),
  /** Rows of this function on the crew that are still needed (not cancelled, not dropped). */
  rows: z.number().int(),
  /** Pending rows without a person: nobody holds them yet. */
  open: z.number().int(),
  /** Of the open rows, those published as vacancies crew members may apply to. */
  openVacancies: z.number().int(),
  /** Vacancies a crew member applied to, waiting for the planner (pending, with the applicant). */
  applicants: z.number().int(),
  /** Rows confirmed for their person. */
  booked: z.number().int(),
});
export type OpenPosition = z.infer<typeof openPositionSchema>;

export const openPositionPageSchema = pageOf(openPositionSchema).extend({
  /** Over every page: the open rows and the applicants of all the positions listed. */
  totals: z.strictObject({ open: z.number().int(), applicants: z.number().int() }),
});

/** An instant as the venue actions take it (ISO 8601 with a zone). */
const instant = instantInput;
/** Why, in the actor's words (kept on the audit entry). */
const why = text().trim().min(1).max(500);

/**
 * POST /projectCrewItemStatus (SPEC.md §4 create and update): with crewItemId it changes the fields
 * given of that item; without, it creates a pending item on crewId (functionId required). One flat
 * object rather than a union, so a bad field is named in the 400 (the handler checks the pairing).
 */
export const saveCrewItemBody = z.strictObject({
  crewItemId: bodyId.optional(),
  crewId: bodyId.optional(),
  functionId: bodyId.optional(),
  /** null: an open position (no person). */
  personId: bodyId.nullable().optional(),
  /** On create, the crew's times when left out. */
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  remark: text().max(1000).nullable().optional(),
  vacancy: z.boolean().optional(),
  reason: why.optional(),
  /** The planner's explicit yes to a double booking of the person (else 409 DOUBLE_BOOKING). */
  confirmDoubleBooking: z.boolean().optional(),
});
export type SaveCrewItemBody = z.infer<typeof saveCrewItemBody>;

/** POST /projectCrewItemStatus/{activate,notNeeded,reactivate,noShow}. */
export const crewItemActionBody = z.strictObject({ crewItemId: bodyId, reason: why.optional() });

export const crewItemParams = z.strictObject({ id: idParam });

/** The gateway's batch of a list's activities (one call per list, api/routes/crew-items/README.md, Activities in one batch). */
export const activitiesQuery = z.strictObject({
  crewItemIds: idListParam(100),
});

/**
 * GET /projectCrewItems (the crew item list): every filter optional, days as
 * YYYY-MM-DD (UTC days, as the jobs list), 50 a page; the earliest shift first. `endsAfter` (an
 * instant) keeps the shifts that end after it: with now, what is running and what comes
 * (api/routes/crew-items/README.md, Running shifts first).
 */
export const crewItemListQuery = z.strictObject({
  dateFrom: dayInput.optional(),
  dateTo: dayInput.optional(),
  /** lib/dates.ts's instant: real and in range, so neither it nor it − 48 h fails PostgreSQL. */
  endsAfter: instant.optional(),
  projectId: idParam.optional(),
  functionId: idParam.optional(),
  status: statusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
