/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerOutboxSync } from './outbox-sync';
import { registerPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell (HTML, JS, CSS, icons, locale chunks) is precached, so the app opens with no
// signal at all; data comes from the GraphQL offline cache, never from here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page link is the single-page app; /graphql, /api and the version file always go to the
// network (their freshness matters more than their speed).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/graphql/, /^\/api\//, /^\/version\.json$/, /^\/sw\.js$/],
  }),
);

// Push messages and clicks on their notifications.
registerPushHandlers(self);

// Background Sync (Chromium): the signal is back, the open pages flush their outbox (decision 126).
registerOutboxSync(self);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data === 'skipWaiting') void self.skipWaiting();
});
clientsClaim();
