import { z } from 'zod';
import { CREW_DOCUMENT_KINDS } from '../../db/tables/crews.tables';
import { CONTROL_CHARACTERS, multilineText, ONE_LINE } from '../../lib/input.schemas';
import { bodyId, text, timestampSchema } from '../../lib/schemas';
import { instantInput } from '../../lib/dates';

// The shapes of the client's sign-off (/digitalConfirm, /projectCrewItemRatings) and of the
// crew's documents (/deliveryNote, /crewChiefSheet: release, send, download flags).

/** The drawn signature's PNG, at most this many bytes (decoded). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
/** The body of a sign-off: the signature as base64 is 4/3 of its bytes, plus the rest. */
export const SIGN_OFF_BODY_LIMIT = 400 * 1024;

/** Free text that may hold line breaks but no other control characters. */
const multiline = (max: number) => multilineText().max(max);

// The instants the phone sends: the api's one instant format (lib/dates.ts: ISO 8601 with a zone, format date-time).
const isoTime = instantInput;

export const signOffBodySchema = z.strictObject({
  signerName: text().max(200),
  /** A PNG data URL; an empty one is the machine's CREW_SIGNATURE_MISSING. */
  signature: text().max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 100),
  /** 1–5 or null; out of range is the machine's CREW_RATING_OUT_OF_RANGE. */
  rating: z.number().int().nullable().default(null),
  remark: multiline(2000).default(''),
  /** When the client signed, on the phone's clock. */
  signedAt: isoTime,
  /** Optional ratings of single members (crew item ids). */
  memberRatings: z
    .array(
      z.strictObject({
        memberId: bodyId,
        rating: z.number().int().min(1).max(5),
        remark: multiline(2000).default(''),
      }),
    )
    .max(500)
    .default([]),
});
export type SignOffBody = z.infer<typeof signOffBodySchema>;

export const signOffSchema = z.strictObject({
  crewId: z.number().int(),
  signerName: z.string(),
  rating: z.number().int().nullable(),
  remark: z.string(),
  signedAt: timestampSchema,
  /** The api path of the signature's PNG. */
  signaturePath: z.string(),
});
export type SignOffView = z.infer<typeof signOffSchema>;

export const crewItemRatingSchema = z.strictObject({
  memberId: z.number().int(),
  rating: z.number().int(),
  remark: z.string(),
  ratedAt: timestampSchema,
});
export const crewItemRatingsSchema = z.strictObject({
  items: z.array(crewItemRatingSchema),
  total: z.number().int(),
});

export const crewDocumentSchema = z.strictObject({
  crewId: z.number().int(),
  kind: z.enum(CREW_DOCUMENT_KINDS),
  released: z.boolean(),
  releasedAt: timestampSchema.nullable(),
  /** True once the client downloaded the released document (SPEC §4). */
  downloaded: z.boolean(),
  downloadedAt: timestampSchema.nullable(),
  sentAt: timestampSchema.nullable(),
  sentTo: z.string().nullable(),
  /** The api path of the PDF. */
  path: z.string(),
});
export type CrewDocumentView = z.infer<typeof crewDocumentSchema>;
export const crewDocumentsSchema = z.strictObject({
  items: z.array(crewDocumentSchema),
  total: z.number().int(),
});

export const releaseBodySchema = z.strictObject({
  /** When the crew chief released it, on the phone's clock; the server's time when left out. */
  releasedAt: isoTime.optional(),
});

export const sendBodySchema = z.strictObject({
  /** The address to send to; the crew's contact on site when left out. */
  to: z
    .email()
    .max(320)
    .regex(ONE_LINE, CONTROL_CHARACTERS)
    .meta({ format: 'email', example: 'site@example.com' })
    .optional(),
});
