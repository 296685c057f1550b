import { z } from 'zod';
import { timestampSchema } from '../../lib/response.schemas';

// The sign-in answers' shapes, written once: the routes answer with them, the gateway parses
// with them.

export const tokenAnswerSchema = z.strictObject({
  token: z.string(),
  expiresAt: timestampSchema,
  type: z.enum(['user', 'project', 'plusCrew']),
  projectNumber: z.string().nullable(),
  plusCrewNumber: z.string().nullable(),
});

// Sign-in also answers the device token the app keeps for this login (decision 006).
export const signInAnswerSchema = tokenAnswerSchema.extend({ deviceToken: z.string() });

/**
 * The loginData claim of the token (auth/accounts.ts LoginData, docs/api-contract.md, Token): the
 * gateway reads who signed in from it. Not strict: a claim is read, never answered.
 */
export const loginDataSchema = z.object({
  person: z.object({ id: z.number().int(), caption: z.string() }).nullable(),
  contactNumber: z.string().nullable(),
  language: z.string(),
  loginTypes: z.array(z.object({ caption: z.string() })),
});
