import { z } from 'zod';
import { timestampSchema } from '../../lib/schemas';

// The crew-info area's shapes. The body is plain text (paragraphs split by a blank line, "- " list
// items); the app renders it as text nodes, never as HTML (api/routes/crew-info/README.md, Crew info articles).

export const crewInfoArticleSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: timestampSchema,
});
export type CrewInfoArticle = z.infer<typeof crewInfoArticleSchema>;

export const crewInfoArticleDetailSchema = crewInfoArticleSchema.extend({ body: z.string() });
export type CrewInfoArticleDetail = z.infer<typeof crewInfoArticleDetailSchema>;
