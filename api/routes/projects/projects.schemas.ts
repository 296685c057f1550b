import { z } from 'zod';
import { dateSchema } from '../../lib/schemas';

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
