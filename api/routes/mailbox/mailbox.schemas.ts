import { z } from 'zod';
import { text, timestampSchema } from '../../lib/schemas';
import { MESSAGE_TYPES } from '../../lib/mail/message-types';

export const messageTypeSchema = z.enum(MESSAGE_TYPES);

export const emailMessageSummarySchema = z.strictObject({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  /** The start of the text part, on one line. */
  preview: z.string(),
  date: timestampSchema,
  read: z.boolean(),
  messageType: messageTypeSchema,
  hasHtml: z.boolean(),
  attachmentCount: z.number().int(),
});

export const emailAttachmentSchema = z.strictObject({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const emailMessageSchema = emailMessageSummarySchema.extend({
  /** The text part. */
  body: z.string(),
  /** The HTML part as sent, not sanitised: the app sanitises it before showing it (src/features/mailbox/README.md, HTML mail in a sandboxed frame). */
  html: z.string().nullable(),
  attachments: z.array(emailAttachmentSchema),
});

export const mailboxQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  page: z.coerce.number().int().min(1).default(1),
  search: text().max(200).optional(),
  unread: z.enum(['true', 'false']).optional(),
  messageType: messageTypeSchema.optional(),
});

export const mailboxPageSchema = z.strictObject({
  items: z.array(emailMessageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Unread mails in the whole mailbox, whatever the filter. */
  unread: z.number().int(),
});

export const messageTypeListSchema = z.strictObject({
  items: z.array(z.strictObject({ id: messageTypeSchema, caption: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
