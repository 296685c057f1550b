import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { ownedByPerson, tenantRef } from '../core.tables';
import { outgoingMails } from './outgoing-mails.tables';
import type { MessageType } from '../../lib/mail/message-types';

// What the product's own outgoing mail (outgoing_mails, written by queueMail in api/lib/mail) needs to
// be read back in the app — its sender, cc, HTML part, type and attachments — and whose mailbox each
// mail lands in, with its read state: filed by api/lib/mail/filing.ts, read by the mailbox area
// (api/routes/mailbox/README.md, Filed by queueMail; src/features/mailbox/README.md).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One row per outgoing mail: the parts outgoing_mails does not hold. */
export const emailMessages = pgTable('email_messages', {
  mailId: integer('mail_id')
    .primaryKey()
    .references(() => outgoingMails.id, { onDelete: 'cascade' }),
  tenantId: tenantRef(),
  // Null: the system's own sender (MAIL_FROM).
  fromAddress: text('from_address'),
  cc: jsonb('cc').$type<string[]>().notNull().default([]),
  // The HTML part as written; sanitised where it is shown (src/features/mailbox/README.md, HTML mail in a sandboxed frame), never here.
  html: text('html'),
  messageType: text('message_type').$type<MessageType>().notNull(),
});

/**
 * One row per mailbox a mail lands in: the person it was sent to (their e-mail address, to or cc)
 * or on whose behalf it was sent. Its id is what /emailMessages/{id} names: only the mailbox's
 * owner reads it (api/routes/mailbox/README.md, Filed by queueMail).
 */
export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => outgoingMails.id, { onDelete: 'cascade' }),
    personId: ownedByPerson(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    uniqueIndex('mailbox_entries_mail_person_unique').on(t.mailId, t.personId),
    index('mailbox_entries_person').on(t.tenantId, t.personId, t.mailId),
  ],
);

/** A file sent with a mail (a delivery note's PDF, a calendar invitation). */
export const emailMessageAttachments = pgTable(
  'email_message_attachments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => outgoingMails.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('email_message_attachments_mail').on(t.mailId)],
);
