import { useEffect, useState } from 'react';

/**
 * True once the browser reports the geolocation permission as 'denied', and again false if the
 * user grants it later. Browsers without the Permissions API (or that refuse the query) say
 * nothing, so the answer stays false: no warning without evidence.
 */
export function useGeolocationDenied(enabled: boolean): boolean {
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!permissions || typeof permissions.query !== 'function') return;
    let status: PermissionStatus | null = null;
    let active = true;
    const update = () => {
      if (active && status) setDenied(status.state === 'denied');
    };
    permissions.query({ name: 'geolocation' }).then(
      (result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      },
      () => {
        // An unsupported permission name throws in some browsers; treat it as unknown.
      },
    );
    return () => {
      active = false;
      status?.removeEventListener('change', update);
    };
  }, [enabled]);
  return enabled && denied;
}
