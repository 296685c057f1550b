import type { RightsMap, SessionData, SessionType } from '../../../machines/session.types';
import { PATHS, type PathName, type PathPattern } from '../paths';
import { hasAction } from '../rights';

/**
 * Who may open which screen, in one place: the route guard (src/app/RequireSession.tsx) refuses
 * by {@link sessionMayOpen}, and every screen offers a link only when {@link mayOpen} holds for
 * it (lib/routing/useLinkTo.ts), so no screen shows a link the guard would turn away
 * (decision 249).
 */

/** What the guard needs to know about the session; null when nobody is signed in. */
export type GuardSession = {
  type: SessionType;
  projectNumber: string | null;
  plusCrewNumber: string | null;
} | null;

/** What a link needs to know besides the session kind: the person and the rights. */
export type Viewer = {
  session: GuardSession;
  /** The signed-in person's id; null for a project or plus-crew session. */
  personId: string | null;
  userRights: RightsMap;
};

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
  // How the app works for this session, and whom to call (api/routes/help/README.md, Help for every session): no data of anyone.
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

/** The pattern's params when `segments` match it (':own' must be `own`), else null. */
function paramsOf(
  pattern: Pattern,
  segments: readonly string[],
  own: string | null,
): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part === ':own') {
      if (own === null || own === '' || segment !== own) return null;
    } else if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}

function matchesAny(patterns: readonly Pattern[], pathname: string, own: string | null): boolean {
  const segments = segmentsOf(pathname);
  return segments !== null && patterns.some((pattern) => paramsOf(pattern, segments, own) !== null);
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
 * The guard's rule (SPEC.md §5). Public routes are open to all. A project session may open only
 * /projects/:number (its own number), its contact-project-manager page, /crews/:id and its
 * contact-crew-chief and contact-crew-member/:contactId pages, and /locations/:id; a plus-crew
 * session only /plus-crews/:number (its own number) and its /data page. Everything else needs a
 * user session. Another project's or plus crew's number is denied here rather than left to a
 * 404 from the api, so a shared link cannot show a second project's shell. Crews and locations
 * are checked by the api (ownership), since their ids say nothing about the project.
 */
export function sessionMayOpen(session: GuardSession, pathname: string): boolean {
  if (isPublicPath(pathname)) return true;
  return (
    session !== null &&
    (session.type === 'user' ||
      (session.type === 'project' &&
        matchesAny(PROJECT_SESSION_PATTERNS, pathname, session.projectNumber)) ||
      (session.type === 'plusCrew' &&
        matchesAny(PLUS_CREW_SESSION_PATTERNS, pathname, session.plusCrewNumber)))
  );
}

type RightsRule = (viewer: Viewer, params: Record<string, string>) => boolean;

/** What the office decides, each by the right its api routes ask (EDIT ALL: nobody decides their own). */
export type OfficeDecisionQueues = {
  vacationRequests: boolean;
  profilePictures: boolean;
  receipts: boolean;
};

/**
 * The queues a viewer decides: vacation requests (vacationRequests EDIT ALL), profile pictures
 * (personProfiles EDIT ALL), receipts (receipts EDIT ALL). The approvals screen, its menu entry
 * and the home's count of what waits all ask this.
 */
export function officeDecisionQueues(userRights: RightsMap): OfficeDecisionQueues {
  return {
    vacationRequests: hasAction(userRights, 'vacationRequests', 'EDIT', 'ALL'),
    profilePictures: hasAction(userRights, 'personProfiles', 'EDIT', 'ALL'),
    receipts: hasAction(userRights, 'receipts', 'EDIT', 'ALL'),
  };
}

/** True when the viewer decides anything at all: the approvals screen is theirs. */
export function decidesAnything(userRights: RightsMap): boolean {
  return Object.values(officeDecisionQueues(userRights)).some(Boolean);
}

const readsAnyProfile: RightsRule = ({ userRights }) =>
  hasAction(userRights, 'personProfiles', 'READ', 'ALL') ||
  hasAction(userRights, 'persons', 'READ', 'ALL');

/**
 * What a screen needs beyond the session kind, where the api answers 403 or 404 by the viewer's
 * rights alone (not by whose the record is): a link to it is offered only when the rule holds.
 * The guard lets a user session through to these screens, which then say "no access" (the api
 * decides, SPEC.md §6); a link must not lead there. Each rule is the api route's own check.
 */
const RIGHTS_RULES: Partial<Record<PathName, RightsRule>> = {
  // api/routes/crew-profile: a person's own, or anyone's with personProfiles / persons READ ALL.
  crewProfile: (viewer, { personId }) =>
    (viewer.personId !== null && viewer.personId === personId) || readsAnyProfile(viewer, {}),
  // api/routes/calendar: the feed publishes the person's own jobs (jobs READ).
  profileCalendarSubscription: ({ userRights }) => hasAction(userRights, 'jobs', 'READ'),
  // api/routes/crews: a job's crew documents are read through the job (jobs READ).
  jobCrewChiefDocuments: ({ userRights }) => hasAction(userRights, 'jobs', 'READ'),
  // api/routes/plus-crews: the plus crew, its values and members (plusCrews READ).
  plusCrewSettings: ({ userRights }) => hasAction(userRights, 'plusCrews', 'READ'),
  // api/routes/calendar, profile, receipts: the office's queues (EDIT ALL of each).
  approvals: ({ userRights }) => decidesAnything(userRights),
};

const RIGHTS_PATTERNS = (Object.keys(RIGHTS_RULES) as PathName[]).map(
  (name) => [patternOf(PATHS[name]), RIGHTS_RULES[name] as RightsRule] as const,
);

/**
 * True when a link to `pathname` (a path, no query) may be offered to `viewer`: the guard lets
 * the session through ({@link sessionMayOpen}) and the viewer holds what the screen's rights rule
 * asks. Whose a record is (another person's job: 404) is the api's to say; a screen links only to
 * records it was given.
 */
export function mayOpen(viewer: Viewer, pathname: string): boolean {
  if (!sessionMayOpen(viewer.session, pathname)) return false;
  const segments = segmentsOf(pathname);
  if (segments === null) return false;
  return RIGHTS_PATTERNS.every(([pattern, rule]) => {
    const params = paramsOf(pattern, segments, null);
    return params === null || rule(viewer, params);
  });
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

/** The {@link Viewer} of the session machine's context (no session: signed out, no rights). */
export function viewerFrom(session: SessionData | null): Viewer {
  return {
    session: guardSessionFrom(session),
    personId: session?.loginData.person?.id ?? null,
    userRights: session?.userRights ?? {},
  };
}
