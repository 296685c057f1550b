import { useEffect, useState } from 'react';

/** The permissions a crew member's pre-call, check-in and check-out need (SPEC.md §8). */
export const CREW_PERMISSIONS = ['geolocation', 'notifications'] as const;
/** The crew chief's photos at the venue need the camera too. */
export const CAMERA_PERMISSIONS = ['camera'] as const;
export type CrewPermission =
  (typeof CREW_PERMISSIONS)[number] | (typeof CAMERA_PERMISSIONS)[number];

/**
 * True while the browser reports any of `names` as 'denied', following later changes (a user
 * who grants it in the settings loses the warning). Browsers without the Permissions API, or that
 * refuse to answer for a name, say nothing for it: no warning without evidence.
 */
export function usePermissionsDenied(
  enabled: boolean,
  names: readonly CrewPermission[] = CREW_PERMISSIONS,
): boolean {
  const [denied, setDenied] = useState<ReadonlySet<CrewPermission>>(new Set());
  const key = names.join(',');
  useEffect(() => {
    if (!enabled) return;
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!permissions || typeof permissions.query !== 'function') return;
    let active = true;
    const cleanups: (() => void)[] = [];
    for (const name of key.split(',') as CrewPermission[]) {
      permissions.query({ name: name as PermissionName }).then(
        (status) => {
          const update = () => {
            if (!active) return;
            setDenied((current) => {
              const next = new Set(current);
              if (status.state === 'denied') next.add(name);
              else next.delete(name);
              return next;
            });
          };
          update();
          status.addEventListener('change', update);
          cleanups.push(() => status.removeEventListener('change', update));
        },
        () => {
          // An unsupported permission name throws in some browsers; treat it as unknown.
        },
      );
    }
    return () => {
      active = false;
      for (const cleanup of cleanups) cleanup();
    };
  }, [enabled, key]);
  return enabled && denied.size > 0;
}
