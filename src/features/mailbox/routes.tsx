import type { RouteObject } from 'react-router-dom';

export const mailboxRoutes: RouteObject[] = [
  {
    path: '/unsubscribe/:token',
    lazy: async () => ({ Component: (await import('./UnsubscribePage')).UnsubscribePage }),
    handle: { titleKey: 'mailbox:unsubscribe.title' },
  },
];
