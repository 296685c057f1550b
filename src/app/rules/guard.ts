import type { SessionData, SessionType } from '../../../machines/session.types';
import { isSafeReturnTo, readLoginParams } from '../../lib/login-params';
import { PATHS, pathTo, type PathPattern } from '../../lib/paths';

/** What the guard needs to know about the session; null when nobody is signed in. */
export type GuardSession = {
  type: SessionType;
  projectNumber: string | null;
  plusCrewNumber: string | null;
} | null;

/** The guard's answer: go on, or go to `redirectTo` instead. */
export type GuardResult = { allow: true } | { allow: false; redirectTo: string };

/** A path pattern: literal segments, ':param' for any non-empty segment, ':own' for the session's number. */
type Pattern = readonly string[];

/**
 * A pattern of {@link PATHS} as guard segments; the param named `own` (if any) must be the
 * session's own number.
 */
function patternOf(path: PathPattern, own?: string): Pattern {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (own !== undefined && segment === `:${own}` ? ':own' : segment));
}

/** SPEC.md §2's public routes; any path containing /public/ is public as well. */
const PUBLIC_PATTERNS: readonly Pattern[] = [
  PATHS.login,
  PATHS.forgottenPassword,
  PATHS.renewPassword,
  PATHS.resetPassword,
  PATHS.welcome,
  PATHS.unsubscribe,
  PATHS.version,
].map((path) => patternOf(path));

/** SPEC.md §5: a project session opens only its own project and the crews and locations in it. */
const PROJECT_SESSION_PATTERNS: readonly Pattern[] = [
  patternOf(PATHS.project, 'number'),
  patternOf(PATHS.projectContactProjectManager, 'number'),
  patternOf(PATHS.crew),
  patternOf(PATHS.crewContactCrewChief),
  patternOf(PATHS.crewContactCrewMember),
  patternOf(PATHS.location),
  // How the app works for this session, and whom to call (decision 100): no data of anyone.
  patternOf(PATHS.help),
];

/** SPEC.md §5: a plus-crew session opens only its own plus crew and its data page. */
const PLUS_CREW_SESSION_PATTERNS: readonly Pattern[] = [
  patternOf(PATHS.plusCrew, 'number'),
  patternOf(PATHS.plusCrewData, 'number'),
  patternOf(PATHS.help),
  // /plus-crews//data: the dashboard with no number in the URL, which says so (SPEC.md §8).
  ['plus-crews', '', 'data'],
];

/** Path segments, decoded; null for a malformed escape, which then matches nothing. */
function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return [];
  try {
    return trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matches(pattern: Pattern, segments: readonly string[], own: string | null): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index] ?? '';
    if (part === ':own') return own !== null && own !== '' && segment === own;
    if (part.startsWith(':')) return segment !== '';
    return part === segment;
  });
}

function matchesAny(patterns: readonly Pattern[], pathname: string, own: string | null): boolean {
  const segments = segmentsOf(pathname);
  return segments !== null && patterns.some((pattern) => matches(pattern, segments, own));
}

/**
 * True for the routes that need no sign-in (SPEC.md §2 public routes): /login,
 * /forgotten-password, /renew-password, /forgottenPassword/{token}, /welcome/{token},
 * /unsubscribe/{token}, /version, and any path containing /public/.
 */
export function isPublicPath(pathname: string): boolean {
  return pathname.includes('/public/') || matchesAny(PUBLIC_PATTERNS, pathname, null);
}

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
 * The route guard (SPEC.md §5). Public routes are open to all. A project session may open only
 * /projects/:number (its own number), its contact-project-manager page, /crews/:id and its
 * contact-crew-chief and contact-crew-member/:contactId pages, and /locations/:id; a plus-crew
 * session only /plus-crews/:number (its own number) and its /data page. Everything else needs a
 * user session. Another project's or plus crew's number is denied here rather than left to a
 * 404 from the api, so a shared link cannot show a second project's shell. Crews and locations
 * are checked by the api (ownership), since their ids say nothing about the project.
 */
export function guardRoute(input: {
  pathname: string;
  search: string;
  session: GuardSession;
}): GuardResult {
  const { pathname, search, session } = input;
  if (isPublicPath(pathname)) return { allow: true };
  const allowed =
    session !== null &&
    (session.type === 'user' ||
      (session.type === 'project' &&
        matchesAny(PROJECT_SESSION_PATTERNS, pathname, session.projectNumber)) ||
      (session.type === 'plusCrew' &&
        matchesAny(PLUS_CREW_SESSION_PATTERNS, pathname, session.plusCrewNumber)));
  return allowed ? { allow: true } : { allow: false, redirectTo: loginRedirect(pathname, search) };
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

/** The {@link GuardSession} of the session machine's context (null when signed out). */
export function guardSessionFrom(session: SessionData | null): GuardSession {
  return session === null
    ? null
    : {
        type: session.type,
        projectNumber: session.projectNumber,
        plusCrewNumber: session.plusCrewNumber,
      };
}
