import type { z } from 'zod';
import { okSchema } from '../../../api/lib/response.schemas';
import {
  emailAttachmentSchema,
  emailMessageSchema,
  emailMessageSummarySchema,
  mailboxPageSchema,
  messageTypeListSchema,
} from '../../../api/routes/mailbox/mailbox.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The mailbox area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/mailbox;
// unsubscribe in api/routes/session).

export const unsubscribe = upstreamOperation('POST', '/emailMessages/unsubscribe', okSchema);

export const postUnsubscribe = async (api: ApiClient, token: string): Promise<boolean> =>
  (await api.call(unsubscribe, { body: { token } })).ok;

export { emailAttachmentSchema, emailMessageSchema, emailMessageSummarySchema, mailboxPageSchema };

export type UpstreamEmailAttachment = z.output<typeof emailAttachmentSchema> & {
  messageId: number;
};

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

export type UpstreamMailboxPage = z.output<typeof mailboxPageSchema>;

export const listEmailMessages = upstreamOperation('GET', '/emailMessages', mailboxPageSchema);
export const getEmailMessage = upstreamOperation('GET', '/emailMessages/{id}', emailMessageSchema);
export const markUnread = upstreamOperation(
  'POST',
  '/emailMessages/{id}/unread',
  emailMessageSchema,
);
export const listMessageTypes = upstreamOperation('GET', '/messageTypes', messageTypeListSchema);

/** Where the app downloads an attachment (the api route, called with the bearer token). */
export const attachmentDownloadPath = (messageId: number, attachmentId: number) =>
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
