import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'unsubscribe',
    titleKey: 'mailbox:unsubscribe.title',
    layout: 'login',
    access: 'public',
    page: async () => (await import('./UnsubscribePage')).UnsubscribePage,
  },
  // The mailbox: client or office users with the mailboxes and the emailMessages mailbox right.
  {
    name: 'mailbox',
    titleKey: 'common:menu.mailbox',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./MailboxPage')).MailboxPage,
  },
  {
    name: 'emailMessage',
    titleKey: 'common:titles.emailMessage',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./EmailMessagePage')).EmailMessagePage,
  },
]);
