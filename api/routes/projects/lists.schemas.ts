import { z } from 'zod';
import { PROJECT_STATUSES } from '../../../machines/projects.types';
import { optionSchema } from './projects.schemas';

// The shapes of the lists the project screens need (SPEC.md §7 "Lists"; api/routes/projects/README.md, The lists the project screens need).
// Every list answers pageOf(item) (api/lib/schemas.ts): limit 1000, page 1 by default.

const captioned = optionSchema;

/** A client company (GET /companies/{id}). */
export const companySchema = z.strictObject({ id: z.number().int(), caption: z.string() });
export type Company = z.infer<typeof companySchema>;

/**
 * What the app caches per company (SPEC.md §3 appCache "company settings"; api/routes/projects/README.md, Company settings): the rate
 * card its projects are priced with by default (its own card, else the tenant's standard card).
 */
export const companySettingsSchema = z.strictObject({
  companyId: z.number().int(),
  defaultRateCard: captioned.nullable(),
  currency: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** A client company's contact person (a person with a company): GET /contacts, /contacts/{id}. */
export const contactSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  contactNumber: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  company: captioned,
});
export type Contact = z.infer<typeof contactSchema>;

/** A project status (GET /statuses): its id; the app translates the caption. */
export const statusSchema = z.strictObject({ id: z.enum(PROJECT_STATUSES) });

/** A location of the tenant (GET /locations): the fields of GET /locations/{id} without the route notes. */
export const locationListItemSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type LocationListItem = z.infer<typeof locationListItemSchema>;

/** A rate card (GET /rateCards): a client company's own card, or the tenant's standard card (company null). */
export const rateCardListItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** ISO 4217; the rates are in its minor unit (cents). */
  currency: z.string(),
  company: captioned.nullable(),
});
export type RateCardListItem = z.infer<typeof rateCardListItemSchema>;

/** One function's hourly rate on a card. */
export const rateSchema = z.strictObject({
  function: captioned,
  hourlyRateCents: z.number().int(),
});

/** A rate card with its rates per function (GET /rateCards/{id}), by function name. */
export const rateCardSchema = rateCardListItemSchema.extend({ rates: z.array(rateSchema) });
export type RateCard = z.infer<typeof rateCardSchema>;
