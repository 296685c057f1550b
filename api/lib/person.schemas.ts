import { z } from 'zod';

// A person as every area's answers show one (a job's crew chief, a project's manager, a crew's
// contact): shared, so no area reaches into another's schemas for it.

export const personSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type Person = z.infer<typeof personSchema>;
