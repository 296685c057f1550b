import { z } from 'zod';
import { dateSchema } from '../../lib/schemas';
import { PROJECT_STATUSES } from '../../../machines/projects.types';

// The Project's shape, written once: the route validates and documents with it, the repository
// builds values of the inferred type.
export const projectSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
  company: z.strictObject({ id: z.number().int(), caption: z.string() }),
});
export type Project = z.infer<typeof projectSchema>;

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

/** A row of the projects list (GET /projects): what the list card shows, company, branch and manager joined. */
export const projectListItemSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  clientMark: z.string(),
  reference: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
  status: z.enum(PROJECT_STATUSES),
  company: captioned,
  /** null when the project is not run from a branch. */
  branch: captioned.nullable(),
  /** The project manager; null when none. */
  manager: captioned.nullable(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** A filter option of the projects list (GET /companies, GET /branches). */
export const optionSchema = captioned;
export type Option = z.infer<typeof optionSchema>;
