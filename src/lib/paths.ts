/**
 * Every path of SPEC.md §2, once. The router checks each area's routes against it, the menu and
 * the guard read their patterns from it, links in the app are built with `pathTo`, and the e2e
 * `navigate(path, params)` fixture takes the same patterns, so a path typed wrong anywhere fails
 * the typecheck. The "not available yet" list is this map minus the routes the areas build.
 */
export const PATHS = {
  // Public (no sign-in).
  login: '/login',
  forgottenPassword: '/forgotten-password',
  renewPassword: '/renew-password',
  resetPassword: '/forgottenPassword/:token',
  welcome: '/welcome/:token',
  unsubscribe: '/unsubscribe/:token',
  version: '/version',
  publicPayrolls: '/public/payrolls',
  publicPayroll: '/public/payrolls/:number',
  publicCrewProfile: '/public/crew-profile/:personId',
  // Behind sign-in.
  home: '/',
  jobs: '/jobs',
  job: '/jobs/:id',
  jobCrewChiefDocuments: '/jobs/:id/crew-chief-documents',
  jobContactProjectManager: '/jobs/:id/contact-project-manager',
  personalCalendar: '/personal-calendar',
  crew: '/crews/:id',
  crewChiefJob: '/crews/:id/crew-chief-job',
  crewChiefLocation: '/crews/:id/crew-chief-location',
  crewContactCrewChief: '/crews/:id/contact-crew-chief',
  crewContactOnSite: '/crews/:id/contact-contact-on-site',
  crewContactCrewMember: '/crews/:id/contact-crew-member/:contactId',
  crewCheckIn: '/crews/:id/check-in',
  crewCheckOut: '/crews/:id/check-out',
  crewSignOff: '/crews/:id/sign-off',
  crewDeliveryNote: '/crews/:id/delivery-note',
  crewPhotos: '/crews/:id/photos',
  crewSecurityCheck: '/crews/:id/security-check/:formId/:date/:shift',
  location: '/locations/:id',
  payrolls: '/payrolls',
  payroll: '/payrolls/:number',
  payrollDownload: '/payrolls/:number/download/:documentType',
  payrollsDocuments: '/payrolls-documents',
  payrollItem: '/payroll-items/:id',
  contracts: '/contracts',
  contract: '/contracts/:id',
  planningCalendar: '/planning-calendar',
  planningCrewItemList: '/planning-crew-item-list',
  projects: '/projects',
  project: '/projects/:number',
  projectDocuments: '/projects/:number/documents',
  projectContactProjectManager: '/projects/:number/contact-project-manager',
  projectsCalendar: '/projects-calendar',
  mailbox: '/mailbox',
  emailMessage: '/email-messages/:id',
  crewInfo: '/crew-info',
  form: '/forms/:id/:name?/:questionId?',
  trainings: '/trainings',
  document: '/documents/:id',
  todoCalendar: '/todo-calendar',
  membershipCrews: '/membership-crews',
  membershipCrew: '/membership-crews/:id',
  membershipCrewContact: '/membership-crews/:id/contact/:personId',
  crewProfile: '/crew-profile/:personId',
  plannerCrew: '/planner-crew',
  plusCrews: '/plus-crews',
  plusCrew: '/plus-crews/:number',
  plusCrewSettings: '/plus-crews/:number/settings',
  plusCrewData: '/plus-crews/:number/data',
  // /plus-crews//data and anything else under /plus-crews without a number: the dashboard says
  // 'Plus crew number not found in URL' (SPEC.md §8).
  plusCrewWithoutNumber: '/plus-crews/*',
  help: '/help',
  profile: '/profile',
  // Reached from the profile: the person's notification channels and calendar feed.
  profileNotifications: '/profile/notifications',
  profileCalendarSubscription: '/profile/calendar-subscription',
  receipts: '/receipts',
  receipt: '/receipt/:number',
  invoices: '/invoices',
  invoice: '/invoice/:number',
  mobileDocuments: '/mobileDocuments',
  projectsVacancy: '/projects-vacancy',
  vacancies: '/vacancies',
  // Beyond SPEC.md (DESIGN.md: the office approves): what waits for the office's decision.
  approvals: '/approvals',
  // The office's administration: the hub, the tenant's settings and the audit.
  administration: '/admin',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  // The office's administration: clients, branches and locations.
  adminClients: '/admin/clients',
  adminClientNew: '/admin/clients/new',
  adminClient: '/admin/clients/:id',
  adminBranches: '/admin/branches',
  adminLocations: '/admin/locations',
  adminLocationNew: '/admin/locations/new',
  adminLocation: '/admin/locations/:id',
  // The office's administration: people and functions.
  adminPeople: '/admin/people',
  adminPersonNew: '/admin/people/new',
  adminPerson: '/admin/people/:id',
  adminFunctions: '/admin/functions',
} as const;

export type PathName = keyof typeof PATHS;
export type PathPattern = (typeof PATHS)[PathName];

type ParamsOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? ParamEntry<Param> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? ParamEntry<Param>
    : unknown;
type ParamEntry<P extends string> = P extends `${infer Name}?`
  ? { [K in Name]?: string | number }
  : { [K in P]: string | number };

/** The params a pattern needs: `PathParams<'/jobs/:id'>` is `{ id: string | number }`. */
export type PathParams<P extends string> = { [K in keyof ParamsOf<P>]: ParamsOf<P>[K] };

/** The params argument of {@link pathTo} for a pattern: none, or its {@link PathParams}. */
export type PathArgs<P extends string> = keyof ParamsOf<P> extends never
  ? [params?: undefined]
  : [params: PathParams<P>];

/** Fills a pattern with encoded params; an optional param left out drops its segment. */
export function pathTo<P extends PathPattern>(pattern: P, ...[params]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return (
    pattern
      .split('/')
      .flatMap((segment) => {
        if (!segment.startsWith(':')) return [segment];
        const optional = segment.endsWith('?');
        const name = segment.slice(1, optional ? -1 : undefined);
        const value = values[name];
        if (value === undefined || value === '') {
          if (optional) return [];
          throw new Error(`pathTo: missing param ${name} for ${pattern}`);
        }
        return [encodeURIComponent(String(value))];
      })
      .join('/') || '/'
  );
}

/** A title as a readable path segment (the form screen's {name}: /forms/4/venue-safety-walk-through). */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
