import { z } from 'zod';
import {
  ATTENDANCES,
  CREW_SHIFT_ACTORS,
  CREW_SHIFT_STATES,
} from '../../../machines/crewShift.machine';
import type { Arrival } from '../../../machines/crewShift.machine';
import { instantInput } from '../../lib/dates';
import { bodyId, dateSchema, timestampSchema } from '../../lib/schemas';
import { personSchema } from '../../lib/person.schemas';

// The crews area's shapes, written once: the routes validate and document with these schemas,
// the repository builds values of the inferred types, the OpenAPI document shows them.

/** crewShift's Arrival values (the machine declares the type only). */
export const ARRIVALS = [
  'expected',
  'present',
  'late',
  'noShow',
] as const satisfies readonly Arrival[];

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

export const locationSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** How to get there and in: the crew entrance, parking, the loading dock. */
  routeNotes: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const crewMemberSchema = z.strictObject({
  /** The crew item's id. */
  id: z.number().int(),
  person: personSchema,
  function: captioned,
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  attendance: z.enum(ATTENDANCES),
  arrival: z.enum(ARRIVALS),
  checkedInAt: timestampSchema.nullable(),
  checkedOutAt: timestampSchema.nullable(),
  /** The break recorded at check-out (0 until then). */
  breakMinutes: z.number().int(),
  /** The crew item's planned break in minutes (0: none): where the check-out's break starts. */
  plannedBreakMinutes: z.number().int(),
  /** out − in − break, in hours; null until checked out. */
  workedHours: z.number().nullable(),
  /** The optional location stamp of the check-in. */
  checkInLatitude: z.number().nullable(),
  checkInLongitude: z.number().nullable(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const crewShiftSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  project: z.strictObject({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    beginDate: dateSchema,
    endDate: dateSchema,
    company: captioned,
  }),
  location: locationSchema.nullable(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's): every time of the shift is shown and typed in it. */
  timeZone: z.string(),
  crewChief: personSchema.nullable(),
  contactOnSite: personSchema.nullable(),
  /** What the caller is to this crew (crewShift's actor). */
  role: z.enum(CREW_SHIFT_ACTORS),
  /** Where the facts put the crew (crewShiftStateOf). */
  state: z.enum(CREW_SHIFT_STATES),
  members: z.array(crewMemberSchema),
  /** The rest of crewShift's facts, so a client can run the machine on exactly what the api decides on. */
  signedOffAt: timestampSchema.nullable(),
  deliveryNoteReleasedAt: timestampSchema.nullable(),
  crewChiefSheetReleasedAt: timestampSchema.nullable(),
});
export type CrewShiftView = z.infer<typeof crewShiftSchema>;

/** A crew the caller leads or manages, with its attendance counts (GET /projectCrews, crews.led.ts). */
export const ledCrewSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  project: z.strictObject({ id: z.number().int(), number: z.string(), name: z.string() }),
  location: z.strictObject({ id: z.number().int(), caption: z.string() }).nullable(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's). */
  timeZone: z.string(),
  /** Where the facts put the crew for the caller (crewShiftStateOf). */
  state: z.enum(CREW_SHIFT_STATES),
  /** Members of the shift (people on it, neither cancelled nor dropped). */
  membersCount: z.number().int(),
  /** Of them, those checked in now. */
  checkedInCount: z.number().int(),
  /** Of them, those who came and have left with their hours. */
  checkedOutCount: z.number().int(),
  /** Of those who came (in or out), the ones who checked in late (arrivalOf: after the start + 5 minutes). */
  lateCount: z.number().int(),
  /** Of them, those the crew chief or the planner marked as not come. */
  noShowCount: z.number().int(),
  /** Of them, those not arrived (yet): neither in, out nor a no-show. */
  expectedCount: z.number().int(),
});
export type LedCrew = z.infer<typeof ledCrewSchema>;

/**
 * A venue action's answer (POST /projectCrews/{id}/projectCrewItemStatus): the member as written
 * and the crew's derived state with its facts other than the members. The other members did not
 * change, so the answer's size does not grow with the crew.
 */
export const crewMemberStatusSchema = z.strictObject({
  member: crewMemberSchema,
  crew: crewShiftSchema.pick({
    id: true,
    role: true,
    state: true,
    startsAt: true,
    endsAt: true,
    signedOffAt: true,
    deliveryNoteReleasedAt: true,
    crewChiefSheetReleasedAt: true,
  }),
});
export type CrewMemberStatus = z.infer<typeof crewMemberStatusSchema>;

export const crewMembersSchema = z.strictObject({
  items: z.array(crewMemberSchema),
  total: z.number().int(),
});

/** One member's attendance (GET /projectCrews/{id}/projectCrewItemStatus). */
export const crewItemStatusSchema = z.strictObject({
  crewItemId: z.number().int(),
  attendance: z.enum(ATTENDANCES),
  arrival: z.enum(ARRIVALS),
  checkedInAt: timestampSchema.nullable(),
  checkedOutAt: timestampSchema.nullable(),
  breakMinutes: z.number().int(),
  workedHours: z.number().nullable(),
});
export const crewItemStatusListSchema = z.strictObject({
  items: z.array(crewItemStatusSchema),
  total: z.number().int(),
});

export const CREW_ITEM_ACTIONS = ['checkIn', 'noShow', 'checkOut'] as const;
export type CrewItemAction = (typeof CREW_ITEM_ACTIONS)[number];

/** How far the phone's recordedAt may run ahead of the server's clock (a clock set wrong). */
export const RECORDED_AT_AHEAD_MINUTES = 5;

/** POST /projectCrews/{id}/projectCrewItemStatus: one venue action on one member. */
export const crewItemStatusBodySchema = z
  .strictObject({
    crewItemId: bodyId,
    action: z.enum(CREW_ITEM_ACTIONS),
    /** The check-in or check-out time the crew chief entered (checkIn, checkOut): lib/dates.ts's instant. */
    at: instantInput.optional(),
    /** When the phone recorded the action (it may have waited offline). */
    recordedAt: instantInput,
    /** checkOut: the member's break. */
    breakMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .optional(),
    /** checkIn: the optional location stamp, both or neither. */
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .superRefine((body, context) => {
    if (body.action !== 'noShow' && body.at === undefined)
      context.addIssue({ code: 'custom', path: ['at'], message: `${body.action} needs at` });
    if (body.action === 'checkOut' && body.breakMinutes === undefined)
      context.addIssue({
        code: 'custom',
        path: ['breakMinutes'],
        message: 'checkOut needs breakMinutes',
      });
    if ((body.latitude === undefined) !== (body.longitude === undefined))
      context.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'latitude and longitude come together',
      });
    if (body.latitude !== undefined && body.action !== 'checkIn')
      context.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'only a check-in carries a location stamp',
      });
  });
export type CrewItemStatusBody = z.infer<typeof crewItemStatusBodySchema>;
