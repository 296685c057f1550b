import { useMemo } from 'react';
import { pathTo, type PathArgs, type PathPattern } from '../paths';
import { useSession } from '../session/useSession';
import { mayOpen, viewerFrom, type Viewer } from './route-access';

/** {@link pathTo}, or null when the viewer may not open the path: then a screen shows no link. */
export type LinkTo = <P extends PathPattern>(pattern: P, ...params: PathArgs<P>) => string | null;

/** The {@link LinkTo} of one viewer, outside React (tests, pure helpers). */
export function linkToFor(viewer: Viewer): LinkTo {
  return (pattern, ...params) => {
    const path = pathTo(pattern, ...params);
    return mayOpen(viewer, path) ? path : null;
  };
}

/**
 * How a screen builds its links (decision 249): `linkTo(PATHS.crewCheckIn, { id })` is the path
 * when the signed-in viewer may open it by the guard's rule and the screen's rights rule
 * (lib/routing/route-access.ts), and null otherwise, so the screen leaves the link out instead of
 * offering one the guard turns away.
 */
export function useLinkTo(): LinkTo {
  const { session } = useSession();
  return useMemo(() => linkToFor(viewerFrom(session)), [session]);
}
