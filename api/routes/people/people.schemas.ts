import { z } from 'zod';
import { LOCALES } from '../../../machines/locale';
import { ACTIONS, PERMISSION_TYPES, RESOURCES } from '../../../machines/rights.types';
import { emailInput, idParam } from '../../lib/input.schemas';
import { bodyId, dateSchema, text, timestampSchema } from '../../lib/schemas';
import { timeZoneSchema } from '../profile/profile.schemas';

// The people area's shapes: the office's administration of persons, client contacts and functions.
// The routes validate and document with them; the gateway parses the answers with them.

export const LOGIN_TYPES = ['crew', 'planner', 'office', 'client'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * Where a person stands with their sign-in: never invited, invited (a welcome link sent, no password
 * yet), active (a password set), deactivated (no sign-in, history kept).
 */
export const INVITATION_STATES = ['notInvited', 'invited', 'active', 'deactivated'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** An optional one-line field: an empty string clears it (stored as null). */
const optionalLine = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const phoneInput = text()
  .trim()
  .max(40)
  .regex(/^[+0-9 ()/.-]*$/, 'must be a phone number: digits, spaces and + ( ) / . -')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Whether YYYY-MM-DD names a real day (2001-02-29 does not). */
function isRealDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

// Not dayInput: a birthday is often before 1970, the first day the api's other days take.
const birthdayInput = text()
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD from 1900 on')
  .refine(isRealDay, 'must be a real day')
  .nullable()
  .optional();

export const rightAdjustmentSchema = z.strictObject({
  resource: z.enum(RESOURCES),
  action: z.enum(ACTIONS),
  /** The permission type the person gets for this right; null: withheld although a preset grants it. */
  permissionType: z.enum(PERMISSION_TYPES).nullable(),
});
export type RightAdjustment = z.infer<typeof rightAdjustmentSchema>;

const personFields = {
  name: text().trim().min(1).max(200),
  email: emailInput,
  phone: phoneInput,
  /** The personnel number. */
  contactNumber: optionalLine(40),
  street: optionalLine(200),
  postalCode: optionalLine(20),
  city: optionalLine(100),
  country: optionalLine(100),
  birthday: birthdayInput,
  language: z.enum(LOCALES).optional(),
  timeZone: timeZoneSchema.optional(),
  /** The client company the person is a contact of; null: none. */
  companyId: bodyId.nullable().optional(),
  functionIds: z.array(bodyId).max(100).optional(),
  /** The role presets the person holds, by name (GET /rolePresets); their login types follow. */
  rolePresets: z.array(text().min(1).max(60)).max(20).optional(),
  rightAdjustments: z.array(rightAdjustmentSchema).max(500).optional(),
};

export const personCreateInput = z.strictObject(personFields);
export type PersonCreateInput = z.output<typeof personCreateInput>;

export const personPatchInput = z
  .strictObject({
    ...personFields,
    name: personFields.name.optional(),
    email: emailInput.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one field to change');
export type PersonPatchInput = z.output<typeof personPatchInput>;

/** A client contact: a person with a company. */
export const contactCreateInput = z.strictObject({ ...personFields, companyId: bodyId });
export const contactPatchInput = z
  .strictObject({
    ...personFields,
    name: personFields.name.optional(),
    email: emailInput.optional(),
    companyId: bodyId.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one field to change');

export const personListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).default(1),
  /** Part of a name, an e-mail or a personnel number, in any case. */
  q: text().trim().min(1).max(100).optional(),
  functionId: idParam.optional(),
  loginType: z.enum(LOGIN_TYPES).optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const functionInput = z.strictObject({ name: text().trim().min(1).max(100) });

const named = z.strictObject({ id: z.number().int(), name: z.string() });

export const grantSchema = z.strictObject({
  resource: z.enum(RESOURCES),
  action: z.enum(ACTIONS),
  permissionType: z.enum(PERMISSION_TYPES),
});
export type Grant = z.infer<typeof grantSchema>;

export const personRowSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  phone: z.string().nullable(),
  company: named.nullable(),
  loginTypes: z.array(z.enum(LOGIN_TYPES)),
  functions: z.array(named),
  invitation: z.enum(INVITATION_STATES),
  deactivatedAt: timestampSchema.nullable(),
});
export type PersonRow = z.infer<typeof personRowSchema>;

export const personAccountSchema = personRowSchema.extend({
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  birthday: dateSchema.nullable(),
  language: z.string(),
  timeZone: z.string(),
  rolePresets: z.array(z.string()),
  rightAdjustments: z.array(rightAdjustmentSchema),
  /** The rights the person holds: the presets' union with the adjustments applied. */
  effectiveRights: z.array(grantSchema),
  /** When the latest welcome link was sent; null: never. */
  invitedAt: timestampSchema.nullable(),
});
export type PersonAccount = z.infer<typeof personAccountSchema>;

export const rolePresetSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  loginType: z.enum(LOGIN_TYPES),
  grants: z.array(grantSchema),
});
export type RolePreset = z.infer<typeof rolePresetSchema>;

/** A function with what refers to it: a deletion is refused while any count is above 0. */
export const functionUsageSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  people: z.number().int(),
  crewItems: z.number().int(),
  rateCardRates: z.number().int(),
});
export type FunctionUsage = z.infer<typeof functionUsageSchema>;

/** A client company a person can be the contact of (the form's company picker). */
export const contactCompanySchema = z.strictObject({ id: z.number().int(), name: z.string() });
