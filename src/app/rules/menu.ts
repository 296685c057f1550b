import type { RightsMap, SessionData, SessionType } from '../../../machines/session.types';
import type { Action, Resource } from '../../../machines/rights.types';
import { PATHS, pathTo, type PathPattern } from '../../lib/paths';
import { hasAction, hasResource } from '../../lib/rights';
import { decidesAnything } from '../../lib/routing/route-access';

/** What the menu rules look at: the session kind, the login types and the rights. */
export type MenuContext = {
  sessionType: SessionType;
  /** Login type captions from the token; 'operations' and 'planning' count as planner. */
  loginTypes: string[];
  userRights: RightsMap;
  mailboxUserRights: RightsMap;
  plusCrewNumber?: string | null;
  projectNumber?: string | null;
};

/** One menu item: where it goes and its translation key (namespace 'common'). */
export type MenuEntry = { path: string; labelKey: string };

/** A menu rule's target: one of the parameterless patterns of {@link PATHS}. */
type MenuPath = Exclude<PathPattern, `${string}:${string}`>;

/** Every menu label key, for the locale completeness checks. */
export const MENU_LABEL_KEYS = [
  'menu.home',
  'menu.planningCalendar',
  'menu.projects',
  'menu.plannerCrew',
  'menu.membershipCrews',
  'menu.planningCrewItemList',
  'menu.invoices',
  'menu.jobs',
  'menu.personalCalendar',
  'menu.trainings',
  'menu.mobileDocuments',
  'menu.payrolls',
  'menu.contracts',
  'menu.crewInfo',
  'menu.plusCrews',
  'menu.receipts',
  'menu.projectsCalendar',
  'menu.mailbox',
  'menu.approvals',
  'menu.administration',
  'menu.todoCalendar',
  'menu.projectsVacancy',
  'menu.vacancies',
  'menu.profile',
  'menu.info',
  'menu.plusCrewsData',
] as const;

/** One of {@link MENU_LABEL_KEYS}. */
export type MenuLabelKey = (typeof MENU_LABEL_KEYS)[number];

/** The login types the rules know (SPEC.md §1). */
export type LoginType = 'client' | 'crew' | 'planner' | 'office';

const LOGIN_TYPE_ALIASES: Readonly<Record<string, LoginType>> = {
  client: 'client',
  crew: 'crew',
  planner: 'planner',
  operations: 'planner',
  planning: 'planner',
  office: 'office',
};

/** Maps login type captions to {@link LoginType}s (case-insensitive; operations and planning are planner). */
export function normaliseLoginTypes(captions: readonly string[]): Set<LoginType> {
  const types = new Set<LoginType>();
  for (const caption of captions) {
    const key = caption.trim().toLowerCase();
    if (Object.hasOwn(LOGIN_TYPE_ALIASES, key)) {
      const type = LOGIN_TYPE_ALIASES[key];
      if (type) types.add(type);
    }
  }
  return types;
}

type Facts = {
  is: (type: LoginType) => boolean;
  right: (resource: Resource) => boolean;
  can: (resource: Resource, action: Action) => boolean;
  ctx: MenuContext;
};

function factsOf(ctx: MenuContext): Facts {
  const types = normaliseLoginTypes(ctx.loginTypes);
  return {
    is: (type) => types.has(type),
    right: (resource) => hasResource(ctx.userRights, resource),
    can: (resource, action) => hasAction(ctx.userRights, resource, action),
    ctx,
  };
}

type MenuRule = { path: MenuPath; labelKey: MenuLabelKey; shown: (f: Facts) => boolean };

const clientOrPlanner = (f: Facts) => f.is('client') || f.is('planner');

/** The side-drawer table of SPEC.md §2, in its order, each row's condition as written there. */
const DRAWER_RULES: readonly MenuRule[] = [
  { path: PATHS.home, labelKey: 'menu.home', shown: () => true },
  {
    path: PATHS.planningCalendar,
    labelKey: 'menu.planningCalendar',
    shown: (f) => clientOrPlanner(f) && f.right('planningCalendar'),
  },
  {
    path: PATHS.projects,
    labelKey: 'menu.projects',
    shown: (f) => clientOrPlanner(f) && f.right('projects'),
  },
  {
    path: PATHS.plannerCrew,
    labelKey: 'menu.plannerCrew',
    shown: (f) => clientOrPlanner(f) && f.right('crews'),
  },
  {
    path: PATHS.membershipCrews,
    labelKey: 'menu.membershipCrews',
    shown: (f) => clientOrPlanner(f) && f.right('membershipCrews'),
  },
  {
    path: PATHS.planningCrewItemList,
    labelKey: 'menu.planningCrewItemList',
    shown: (f) => f.is('client') && f.right('planningCrewItemList'),
  },
  { path: PATHS.invoices, labelKey: 'menu.invoices', shown: (f) => f.right('invoices') },
  { path: PATHS.jobs, labelKey: 'menu.jobs', shown: (f) => f.is('crew') && f.right('projects') },
  {
    path: PATHS.personalCalendar,
    labelKey: 'menu.personalCalendar',
    shown: (f) => f.is('crew') && f.right('projects'),
  },
  {
    path: PATHS.trainings,
    labelKey: 'menu.trainings',
    shown: (f) => f.is('crew') && f.right('training'),
  },
  {
    path: PATHS.mobileDocuments,
    labelKey: 'menu.mobileDocuments',
    shown: (f) => f.can('mobileDocuments', 'READ'),
  },
  {
    path: PATHS.payrolls,
    labelKey: 'menu.payrolls',
    shown: (f) => f.is('crew') && f.right('payrolls'),
  },
  {
    path: PATHS.contracts,
    labelKey: 'menu.contracts',
    shown: (f) => f.is('crew') && f.right('staffContracts'),
  },
  {
    path: PATHS.crewInfo,
    labelKey: 'menu.crewInfo',
    shown: (f) => f.is('crew') && f.right('crewInfo'),
  },
  { path: PATHS.plusCrews, labelKey: 'menu.plusCrews', shown: (f) => f.right('plusCrews') },
  { path: PATHS.receipts, labelKey: 'menu.receipts', shown: (f) => f.right('receipts') },
  {
    path: PATHS.projectsCalendar,
    labelKey: 'menu.projectsCalendar',
    shown: (f) => clientOrPlanner(f) && f.right('projects'),
  },
  {
    path: PATHS.mailbox,
    labelKey: 'menu.mailbox',
    shown: (f) =>
      (f.is('client') || f.is('office')) &&
      f.right('mailboxes') &&
      hasResource(f.ctx.mailboxUserRights, 'emailMessages'),
  },
  // Beyond SPEC.md's table: what waits for the office's decision, by the screen's own rule.
  {
    path: PATHS.approvals,
    labelKey: 'menu.approvals',
    shown: (f) => decidesAnything(f.ctx.userRights),
  },
  // Beyond SPEC.md's table: the office's administration (people, clients, settings, audit).
  {
    path: PATHS.administration,
    labelKey: 'menu.administration',
    shown: (f) => f.can('administration', 'READ'),
  },
  {
    path: PATHS.todoCalendar,
    labelKey: 'menu.todoCalendar',
    shown: (f) => f.is('planner') && f.right('toDoCalendar'),
  },
  {
    path: PATHS.projectsVacancy,
    labelKey: 'menu.projectsVacancy',
    shown: (f) => f.can('persons', 'READ') && f.can('mobileProjectVacancies', 'READ'),
  },
  { path: PATHS.vacancies, labelKey: 'menu.vacancies', shown: (f) => f.right('vacancies') },
  { path: PATHS.profile, labelKey: 'menu.profile', shown: (f) => f.can('persons', 'READ') },
  { path: PATHS.version, labelKey: 'menu.info', shown: () => true },
];

const toEntry = ({ path, labelKey }: MenuRule): MenuEntry => ({ path, labelKey });

/**
 * The side-drawer entries of a user session, in the order of the SPEC.md §2 table, each row's
 * rule as written: "client or planner with X" = login type client or planner AND any X right;
 * "crew with X" = login type crew AND any X right; "X right" = any X right; "X READ" = the READ
 * action on X; /mailbox = client or office AND mailboxes AND the emailMessages mailbox right.
 * A project or plus-crew session has no drawer: see {@link sessionHomeEntry}.
 */
export function menuEntries(ctx: MenuContext): MenuEntry[] {
  if (ctx.sessionType !== 'user') return [];
  const facts = factsOf(ctx);
  return DRAWER_RULES.filter((rule) => rule.shown(facts)).map(toEntry);
}

/**
 * The single 'plus crews data' home entry of a project or plus-crew session (SPEC.md §2 layout).
 *
 * Reading of the table row "/plus-crews/{number}/data | project or plus-crew login with plusCrews
 * EDIT": for a plus-crew session the entry is /plus-crews/<plusCrewNumber>/data, shown only with
 * plusCrews EDIT (without it there is no entry; the dashboard stays reachable by its own URL). A
 * project session has no plus-crew number, and the guard lets it open nothing under /plus-crews,
 * so a literal reading would give it a link it may not follow; its single home entry is its own
 * project page /projects/<projectNumber>, under the same 'plus crews data' label the layout
 * names, and needs no plus-crew right. Null for a user session or a session without its number.
 * (src/features/home/README.md, The single home entry of project and plus-crew sessions)
 */
export function sessionHomeEntry(ctx: MenuContext): MenuEntry | null {
  if (ctx.sessionType === 'plusCrew') {
    if (!ctx.plusCrewNumber || !hasAction(ctx.userRights, 'plusCrews', 'EDIT')) return null;
    return {
      path: pathTo(PATHS.plusCrewData, { number: ctx.plusCrewNumber }),
      labelKey: 'menu.plusCrewsData',
    };
  }
  if (ctx.sessionType === 'project') {
    if (!ctx.projectNumber) return null;
    return {
      path: pathTo(PATHS.project, { number: ctx.projectNumber }),
      labelKey: 'menu.plusCrewsData',
    };
  }
  return null;
}

/**
 * The bottom bar (SPEC.md §2): jobs (crew), projects (client), home, personal-calendar (crew),
 * projects-calendar (client who is not crew); all but home need the projects right. Home sits
 * between the others; a bar that would hold home alone (a planner, the office, anyone without
 * the projects right) is not shown: it would float one tab over the content that the drawer
 * already offers, and SPEC.md names no bar entry for them. A project or plus-crew session has no
 * bottom bar. (docs/decisions/252-no-bottom-bar-of-home-alone.md)
 */
export function bottomBarEntries(ctx: MenuContext): MenuEntry[] {
  if (ctx.sessionType !== 'user') return [];
  const f = factsOf(ctx);
  const projects = f.right('projects');
  const entries: (MenuEntry | false)[] = [
    projects && f.is('crew') && { path: PATHS.jobs, labelKey: 'menu.jobs' },
    projects && f.is('client') && { path: PATHS.projects, labelKey: 'menu.projects' },
    { path: PATHS.home, labelKey: 'menu.home' },
    projects && f.is('crew') && { path: PATHS.personalCalendar, labelKey: 'menu.personalCalendar' },
    projects &&
      f.is('client') &&
      !f.is('crew') && { path: PATHS.projectsCalendar, labelKey: 'menu.projectsCalendar' },
  ];
  const shown = entries.filter((entry): entry is MenuEntry => entry !== false);
  return shown.length > 1 ? shown : [];
}

/** The theme with its own reduced framed menu (SPEC.md §2 framed mode). */
export const FRAMED_REDUCED_THEME = 'jobobo';

/**
 * The top-wrapped menu of framed mode (SPEC.md §2): Home and Info by default; for the theme
 * 'jobobo' (any case) home, planning calendar, payrolls, contracts and crew info.
 */
export function framedMenuEntries(theme: string | null): MenuEntry[] {
  if (theme?.trim().toLowerCase() === FRAMED_REDUCED_THEME) {
    return [
      { path: PATHS.home, labelKey: 'menu.home' },
      { path: PATHS.planningCalendar, labelKey: 'menu.planningCalendar' },
      { path: PATHS.payrolls, labelKey: 'menu.payrolls' },
      { path: PATHS.contracts, labelKey: 'menu.contracts' },
      { path: PATHS.crewInfo, labelKey: 'menu.crewInfo' },
    ];
  }
  return [
    { path: PATHS.home, labelKey: 'menu.home' },
    { path: PATHS.version, labelKey: 'menu.info' },
  ];
}

/** Items per row of the framed menu, and the height of a row in px (SPEC.md §2). */
export const FRAMED_ITEMS_PER_ROW = 10;
export const FRAMED_ROW_HEIGHT_PX = 65;

/** Top padding of framed mode: one 65 px row per 10 items, rounded up (0 items → 0). */
export function framedTopPadding(itemCount: number): number {
  if (!Number.isFinite(itemCount) || itemCount <= 0) return 0;
  return Math.ceil(itemCount / FRAMED_ITEMS_PER_ROW) * FRAMED_ROW_HEIGHT_PX;
}

/**
 * The menu path to highlight for a location: the entry whose path is the longest prefix of the
 * pathname on segment boundaries ('/projects' for '/projects/1001', never for
 * '/projects-calendar'); '/' only for '/' itself. Null when none matches.
 */
export function activeMenuPath(pathname: string, entries: MenuEntry[]): string | null {
  let best: string | null = null;
  for (const { path } of entries) {
    const hit =
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (hit && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/** The {@link MenuContext} of a signed-in session (login type captions, rights and numbers). */
export function menuContextFromSession(session: SessionData): MenuContext {
  return {
    sessionType: session.type,
    loginTypes: session.loginData.loginTypes.map((loginType) => loginType.caption),
    userRights: session.userRights,
    mailboxUserRights: session.mailboxUserRights,
    plusCrewNumber: session.plusCrewNumber,
    projectNumber: session.projectNumber,
  };
}
