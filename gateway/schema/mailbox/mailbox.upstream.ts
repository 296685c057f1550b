import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateTimeSchema, idSchema, okSchema } from '../shared/shared.upstream';

// The mailbox area's /api/v1 endpoints and shapes (api/routes/mailbox; unsubscribe in api/routes/session).

export const unsubscribe = upstreamOperation('POST', '/emailMessages/unsubscribe', okSchema);

export const postUnsubscribe = async (api: ApiClient, token: string): Promise<boolean> =>
  (await api.call(unsubscribe, { body: { token } })).ok;

const messageTypeSchema = z.enum([
  'passwordReset',
  'welcome',
  'notification',
  'crewDocument',
  'other',
]);

export const emailMessageSummarySchema = z.object({
  id: idSchema,
  from: z.string(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  preview: z.string(),
  date: dateTimeSchema,
  read: z.boolean(),
  messageType: messageTypeSchema,
  hasHtml: z.boolean(),
  attachmentCount: z.number().int(),
});

export const emailAttachmentSchema = z.object({
  id: idSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UpstreamEmailAttachment = z.output<typeof emailAttachmentSchema> & {
  messageId: string;
};

export const emailMessageSchema = emailMessageSummarySchema.extend({
  body: z.string(),
  html: z.string().nullable(),
  attachments: z.array(emailAttachmentSchema),
});

export type UpstreamEmailMessageSummary = z.output<typeof emailMessageSummarySchema>;
/** GET /emailMessages/{id} as parsed. */
export type ApiEmailMessage = z.output<typeof emailMessageSchema>;
/** The opened message as the resolvers hand it on: each attachment knows its message (for its URL). */
export type UpstreamEmailMessage = Omit<ApiEmailMessage, 'attachments'> & {
  attachments: UpstreamEmailAttachment[];
};

/** Gives each attachment its message's id. */
export const withMessageIds = (message: ApiEmailMessage): UpstreamEmailMessage => ({
  ...message,
  attachments: message.attachments.map((attachment) => ({ ...attachment, messageId: message.id })),
});

export const mailboxPageSchema = z.object({
  items: z.array(emailMessageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unread: z.number().int(),
});
export type UpstreamMailboxPage = z.output<typeof mailboxPageSchema>;

export const listEmailMessages = upstreamOperation('GET', '/emailMessages', mailboxPageSchema);
export const getEmailMessage = upstreamOperation('GET', '/emailMessages/{id}', emailMessageSchema);
export const markUnread = upstreamOperation(
  'POST',
  '/emailMessages/{id}/unread',
  emailMessageSchema,
);
export const listMessageTypes = upstreamOperation(
  'GET',
  '/messageTypes',
  z.object({
    items: z.array(z.object({ id: messageTypeSchema, caption: z.string() })),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);

/** Where the app downloads an attachment (the api route, called with the bearer token). */
export const attachmentDownloadPath = (messageId: string, attachmentId: string) =>
  `/api/v1/emailMessages/${messageId}/attachments/${attachmentId}`;

export interface MailboxQuery {
  search?: string | null;
  unread?: boolean | null;
  page: number;
  limit: number;
}

export const fetchMailbox = (api: ApiClient, query: MailboxQuery) =>
  api.call(listEmailMessages, {
    query: {
      limit: query.limit,
      page: query.page,
      ...(query.search ? { search: query.search } : {}),
      ...(query.unread ? { unread: 'true' } : {}),
    },
  });
