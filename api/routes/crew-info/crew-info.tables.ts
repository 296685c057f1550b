import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { tenantRef } from '../../db/core.tables';

// The crew-info area: the tenant's information articles for its crew (venue safety, dress code,
// check-in rules …). The body is plain text: paragraphs split by a blank line, a line starting
// with "- " is a list item (api/routes/crew-info/README.md, Crew info articles); no HTML is stored, so none has to be sanitised.

export const crewInfoArticles = pgTable(
  'crew_info_articles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    /** One or two sentences the list shows. */
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
  },
  (t) => [index('crew_info_articles_tenant').on(t.tenantId, t.publishedAt)],
);
