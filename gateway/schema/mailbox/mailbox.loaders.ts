import { defineLoaders } from '../../upstream/loaders';
import { postUnsubscribe } from './mailbox.upstream';

export interface MailboxLoaders {
  /** A write: never cached. */
  unsubscribe(token: string): Promise<boolean>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    mailbox: MailboxLoaders;
  }
}

export const loaders = defineLoaders('mailbox', (api) => ({
  unsubscribe: (token) => postUnsubscribe(api, token),
}));
