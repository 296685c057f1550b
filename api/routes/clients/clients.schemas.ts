import { z } from 'zod';
import {
  CLIENT_NAME_MAX,
  LATITUDE_RANGE,
  LOCATION_ADDRESS_MAX,
  LOCATION_CITY_MAX,
  LONGITUDE_RANGE,
  ROUTE_NOTES_MAX,
} from '../../../machines/clientRules';
import { multilineText } from '../../lib/input.schemas';
import { text } from '../../lib/schemas';
import { timeZoneSchema } from '../profile/profile.schemas';

// The shapes of the office's administration of client companies, branches and locations
// (api/routes/clients/contract.md). TypeScript types by z.infer.

const name = text().trim().min(1).max(CLIENT_NAME_MAX);
const search = text().trim().max(CLIENT_NAME_MAX);

export const listQuery = z.strictObject({ search: search.optional() });

/** A client company in the administration's list: its contacts counted. */
export const adminCompanySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  contactCount: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** A contact of the company (a person with its companyId), as the company page lists them. */
export const companyContactSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** One company with its contacts, by name. */
export const adminCompanyDetailSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  contacts: z.array(companyContactSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

export const companyInput = z.strictObject({ name });
export type CompanyInput = z.infer<typeof companyInput>;

/** A branch of the tenant: its projects counted (what a delete would be refused for). */
export const adminBranchSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  projectCount: z.number().int(),
});
export type AdminBranch = z.infer<typeof adminBranchSchema>;

export const branchInput = z.strictObject({ name });

/** A location with every field the office edits; timeZone null: the tenant's. */
export const adminLocationSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  routeNotes: z.string(),
  timeZone: z.string().nullable(),
  crewCount: z.number().int(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;

const latitude = z
  .number()
  .min(LATITUDE_RANGE.min, 'must be a latitude from -90 to 90')
  .max(LATITUDE_RANGE.max, 'must be a latitude from -90 to 90');
const longitude = z
  .number()
  .min(LONGITUDE_RANGE.min, 'must be a longitude from -180 to 180')
  .max(LONGITUDE_RANGE.max, 'must be a longitude from -180 to 180');

const locationFields = {
  name,
  address: text().trim().min(1).max(LOCATION_ADDRESS_MAX),
  city: text().trim().min(1).max(LOCATION_CITY_MAX),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  routeNotes: multilineText().trim().max(ROUTE_NOTES_MAX),
  timeZone: timeZoneSchema.nullable(),
};

/** A point is both coordinates or neither: half a point is no place on a map. */
function bothOrNeither(
  body: { latitude?: number | null; longitude?: number | null },
  context: z.RefinementCtx,
) {
  const hasLatitude = body.latitude !== undefined && body.latitude !== null;
  const hasLongitude = body.longitude !== undefined && body.longitude !== null;
  if (hasLatitude === hasLongitude) return;
  context.addIssue({
    code: 'custom',
    path: [hasLatitude ? 'longitude' : 'latitude'],
    message: 'latitude and longitude go together: give both or neither',
  });
}

export const locationCreateInput = z
  .strictObject({
    ...locationFields,
    latitude: locationFields.latitude.default(null),
    longitude: locationFields.longitude.default(null),
    routeNotes: locationFields.routeNotes.default(''),
    timeZone: locationFields.timeZone.default(null),
  })
  .superRefine(bothOrNeither);
export type LocationCreateInput = z.infer<typeof locationCreateInput>;

/**
 * A change names the fields it changes; the coordinates change together (a PATCH with one of them
 * is refused, as a point cannot be half moved).
 */
export const locationPatchInput = z
  .strictObject({
    name: locationFields.name.optional(),
    address: locationFields.address.optional(),
    city: locationFields.city.optional(),
    latitude: locationFields.latitude.optional(),
    longitude: locationFields.longitude.optional(),
    routeNotes: locationFields.routeNotes.optional(),
    timeZone: locationFields.timeZone.optional(),
  })
  .superRefine((body, context) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [body.latitude === undefined ? 'latitude' : 'longitude'],
        message: 'latitude and longitude go together: give both or neither',
      });
      return;
    }
    bothOrNeither(body, context);
  });
export type LocationPatchInput = z.infer<typeof locationPatchInput>;
