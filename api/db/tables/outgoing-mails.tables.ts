import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { tenantRef } from '../core.tables';

// Every mail the product sends, stored before it is sent (decisions 005, 097): written by
// queueMail (api/lib/mail) in the transaction of the change that causes it, read back by the mailbox.

export const outgoingMails = pgTable('outgoing_mails', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
