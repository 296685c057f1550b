/// <reference lib="webworker" />

// Web Push in the service worker (decision 096): a push always shows a notification
// (a silent push costs the subscription on iOS), a click focuses an open window of the app and
// sends it to the route the message names, or opens one there.

/** What the api sends (api/lib/push/push.ts PushMessage). */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}

const ICON = '/icons/pwa-192.png';

/** Only a path of this app: never another origin a message might name. */
export function safeRoute(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  return value;
}

/** The message's fields, whatever arrived (a push without a body still shows something). */
export function readPayload(data: { json(): unknown } | null): PushPayload {
  let raw: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') raw = parsed as typeof raw;
  } catch {
    // Not JSON: the defaults below.
  }
  return {
    title: typeof raw.title === 'string' && raw.title !== '' ? raw.title : 'Crew Hub',
    body: typeof raw.body === 'string' ? raw.body : '',
    tag: typeof raw.tag === 'string' && raw.tag !== '' ? raw.tag : 'crew-hub',
    url: safeRoute(raw.url),
  };
}

export function showPush(
  registration: ServiceWorkerRegistration,
  payload: PushPayload,
): Promise<void> {
  return registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    // A later message about the same thing replaces this one instead of piling up.
    tag: payload.tag,
    data: { url: payload.url },
  });
}

/** Focuses an open window of the app on `route`, or opens one. */
export async function openRoute(clients: Clients, origin: string, route: string): Promise<void> {
  const target = new URL(route, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin) as
    WindowClient | undefined;
  if (open) {
    // navigate() works on a window this worker controls (every page after clientsClaim); focus()
    // needs the click's user activation. Navigate first, so a refused focus still lands the route.
    const moved = open.url === target ? open : await open.navigate(target).catch(() => null);
    await (moved ?? open).focus().catch(() => undefined);
    if (!moved) await clients.openWindow(target);
    return;
  }
  await clients.openWindow(target);
}

export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event: PushEvent) => {
    event.waitUntil(showPush(worker.registration, readPayload(event.data)));
  });
  worker.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const route = safeRoute((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openRoute(worker.clients, worker.location.origin, route));
  });
}
