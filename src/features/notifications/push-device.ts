import { useCallback, useEffect, useState } from 'react';

/**
 * This browser's side of push: whether it can, whether the person allowed it, and its current
 * PushSubscription. Permission is asked only from `enable`, i.e. on the person's tap.
 */
export type PushSupport = 'unsupported' | 'default' | 'granted' | 'denied';

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** base64url → the bytes PushManager.subscribe wants as applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBrowserSubscription(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
  };
}

/** 'Chrome on Android': what the device list calls this browser. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

export function usePushDevice() {
  const [support, setSupport] = useState<PushSupport>(() =>
    supported() ? (Notification.permission as PushSupport) : 'unsupported',
  );
  const [subscription, setSubscription] = useState<BrowserSubscription | null>(null);

  useEffect(() => {
    let alive = true;
    void registration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then((current) => {
        if (alive) setSubscription(current ? toBrowserSubscription(current) : null);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  /** Asks permission (this tap) and subscribes; null when the person or the browser said no. */
  const enable = useCallback(
    async (vapidPublicKey: string): Promise<BrowserSubscription | null> => {
      if (!supported()) return null;
      const permission = await Notification.requestPermission();
      setSupport(permission as PushSupport);
      if (permission !== 'granted') return null;
      const reg = await navigator.serviceWorker.ready;
      const created = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      });
      const result = toBrowserSubscription(created);
      setSubscription(result);
      return result;
    },
    [],
  );

  /** Unsubscribes this browser; answers the endpoint it had. */
  const disable = useCallback(async (): Promise<string | null> => {
    const reg = await registration();
    const current = await reg?.pushManager.getSubscription();
    if (!current) {
      setSubscription(null);
      return null;
    }
    const endpoint = current.endpoint;
    await current.unsubscribe();
    setSubscription(null);
    return endpoint;
  }, []);

  return { support, subscription, enable, disable };
}
