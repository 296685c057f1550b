import { z } from 'zod';

// The answers of the project actions that are not a Project (project-actions.ts, project-feed.ts).

/** POST /projects/{id}/share: the number and the password a client signs in with. */
export const projectShareSchema = z.strictObject({
  number: z.string(),
  /** The project password, shown once: only its hash is stored. */
  password: z.string(),
});

/** GET /projects/{id}/calendarFeed: the feed's path with its secret token. */
export const projectFeedSchema = z.strictObject({ path: z.string() });
