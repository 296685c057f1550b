import type DataLoader from 'dataloader';
import { orNull } from '../../upstream/api-client';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  fetchMailbox,
  getEmailMessage,
  listEmailMessages,
  listMessageTypes,
  markUnread,
  postUnsubscribe,
} from './mailbox.upstream';
import type { ApiEmailMessage, MailboxQuery, UpstreamMailboxPage } from './mailbox.upstream';

export interface MailboxLoaders {
  /** A page of the caller's mailbox per distinct query, fetched once per request. */
  pages: DataLoader<string, UpstreamMailboxPage>;
  page(query: MailboxQuery): Promise<UpstreamMailboxPage>;
  /** One opened message per id (the api marks it read): once per request. */
  messages: DataLoader<string, ApiEmailMessage | null>;
  unreadCount(): Promise<number>;
  messageTypes(): Promise<{ id: ApiEmailMessage['messageType']; caption: string }[]>;
  /** Writes: never cached. */
  markUnread(id: string): Promise<ApiEmailMessage>;
  unsubscribe(token: string): Promise<boolean>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    mailbox: MailboxLoaders;
  }
}

export const loaders = defineLoaders('mailbox', (api): MailboxLoaders => {
  const pages = byKey((key) => fetchMailbox(api, JSON.parse(key) as MailboxQuery));
  return {
    pages,
    page: (query) =>
      pages.load(
        JSON.stringify({
          search: query.search ?? null,
          unread: query.unread ?? null,
          page: query.page,
          limit: query.limit,
        }),
      ),
    messages: byKey((id) => orNull(api.call(getEmailMessage, { params: { id } }))),
    // The list's own count of unread mail, from its smallest page.
    unreadCount: once(
      async () => (await api.call(listEmailMessages, { query: { limit: 1, page: 1 } })).unread,
    ),
    messageTypes: once(
      async () => (await api.call(listMessageTypes, { query: { limit: 1000, page: 1 } })).items,
    ),
    markUnread: (id) => api.call(markUnread, { params: { id } }),
    unsubscribe: (token) => postUnsubscribe(api, token),
  };
});
