import { z } from 'zod';

// The help contact's shape, written once: the route answers with it, the gateway parses with it.

export const helpContactSchema = z.strictObject({
  /** The company's name, as the help screen names it. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
