import { isSafeReturnTo, readLoginParams } from '../../lib/login-params';
import { PATHS, pathTo } from '../../lib/paths';
import { sessionMayOpen, type GuardSession } from '../../lib/routing/route-access';

/** The guard's answer: go on, or go to `redirectTo` instead. */
export type GuardResult = { allow: true } | { allow: false; redirectTo: string };

/**
 * Where a denied visit goes (SPEC.md §5): /login carrying the login value of the denied URL (PID,
 * PCID or login) and its Password when present; otherwise /login with the original path as
 * returnTo ('/' — or a path that would leave the origin — gives plain /login).
 */
export function loginRedirect(pathname: string, search: string): string {
  const { login, password } = readLoginParams(search);
  if (login !== null) {
    const passwordPart = password !== null ? `&password=${encodeURIComponent(password)}` : '';
    return `${PATHS.login}?login=${encodeURIComponent(login)}${passwordPart}`;
  }
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const target = `${pathname}${query}`;
  if (target === PATHS.home || !isSafeReturnTo(target)) return PATHS.login;
  return `${PATHS.login}?returnTo=${encodeURIComponent(target)}`;
}

/**
 * The route guard (SPEC.md §5): the visit goes on when {@link sessionMayOpen} lets the session
 * open the path (the same rule decides which links the screens offer, decision 249), and goes to
 * the sign-in otherwise ({@link loginRedirect}).
 */
export function guardRoute(input: {
  pathname: string;
  search: string;
  session: GuardSession;
}): GuardResult {
  const { pathname, search, session } = input;
  return sessionMayOpen(session, pathname)
    ? { allow: true }
    : { allow: false, redirectTo: loginRedirect(pathname, search) };
}

/**
 * Where a session starts (after sign-in, or when '/' is opened): '/' for a user, the project page
 * for a project session, the plus-crew dashboard for a plus-crew session — the only homes those
 * sessions are allowed to open. Null without a session.
 */
export function sessionLandingPath(session: GuardSession): string | null {
  if (session === null) return null;
  if (session.type === 'project')
    return session.projectNumber ? pathTo(PATHS.project, { number: session.projectNumber }) : null;
  if (session.type === 'plusCrew')
    return session.plusCrewNumber
      ? pathTo(PATHS.plusCrew, { number: session.plusCrewNumber })
      : null;
  return PATHS.home;
}
