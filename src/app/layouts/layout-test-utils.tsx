/**
 * Test-only wiring for the layout tests: the real common namespace (English), Chakra, and the
 * app's router on a memory history, whose routes carry title handles like the app's. The session, tenant and
 * ui-settings hooks are mocked by each test file; everything else is real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { AppRouter, createTestHistory } from '../../lib/routing/AppRouter';
import common from '../../i18n/locales/en.json';
import { createTestI18n, LocationProbe } from '../../lib/testing/test-providers';
import type { SessionData } from '../../../machines/session.types';
import { sessionFixture } from '../../../machines/session.fixtures';

function page(name: string) {
  return (
    <>
      <p>{name}</p>
      <LocationProbe />
    </>
  );
}

/** The child routes every layout test renders, with handles like the app's. */
export const testChildRoutes: RouteObject[] = [
  { path: '/', element: page('Home page'), handle: { titleKey: 'common:menu.home' } },
  { path: '/jobs', element: page('Jobs page'), handle: { titleKey: 'jobs:title' } },
  { path: '/jobs/:id', element: page('Job page'), handle: { titleKey: 'jobs:detailTitle' } },
  {
    path: '/projects/:number',
    element: page('Project page'),
    handle: { titleKey: 'projects:title' },
    children: [{ path: 'documents', element: page('Project documents') }],
  },
  {
    path: '/plus-crews/:number/data',
    element: page('Plus crew data'),
    handle: { titleKey: 'plus:dataTitle' },
  },
  // Never finishes loading: the navigation progress bar stays up.
  { path: '/slow', lazy: () => new Promise<never>(() => {}), handle: { titleKey: 'jobs:title' } },
  { path: '*', element: page('Somewhere else'), handle: { titleKey: 'common:notFound.title' } },
];

/** Renders `layout` around {@link testChildRoutes} at the given history entries (last one shown). */
export function renderLayout(layout: ReactElement, entries: string[]) {
  const i18n = createTestI18n({
    common,
    jobs: { title: 'Jobs', detailTitle: 'Job' },
    projects: { title: 'Project' },
    plus: { dataTitle: 'Plus crew data' },
  });
  const history = createTestHistory(entries);
  const routes = [{ element: layout, children: testChildRoutes }];
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <AppRouter history={history} routes={routes} fallback={null} failed={null} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, history };
}

/** The four kinds of user sessions the menu tests walk through. */
export const userSessions: Record<'crew' | 'planner' | 'client' | 'office', SessionData> = {
  crew: sessionFixture({
    loginData: {
      person: { id: '12', caption: 'Alex Crew' },
      contactNumber: 'C-1002',
      language: 'en',
      loginTypes: [{ caption: 'crew' }],
    },
    userRights: {
      projects: { READ: 'OWN' },
      persons: { READ: 'OWN' },
      payrolls: { READ: 'OWN' },
      staffContracts: { READ: 'OWN' },
      crewInfo: { READ: 'ALL' },
      training: { READ: 'OWN' },
    },
  }),
  planner: sessionFixture({
    loginData: {
      person: { id: '30', caption: 'Pat Planner' },
      contactNumber: null,
      language: 'en',
      loginTypes: [{ caption: 'Operations' }],
    },
    userRights: {
      projects: { READ: 'ALL' },
      planningCalendar: { READ: 'ALL' },
      crews: { READ: 'ALL' },
      membershipCrews: { READ: 'ALL' },
      toDoCalendar: { READ: 'ALL' },
      invoices: { READ: 'ALL' },
    },
  }),
  client: sessionFixture({
    loginData: {
      person: { id: '40', caption: 'Chris Client' },
      contactNumber: null,
      language: 'en',
      loginTypes: [{ caption: 'client' }],
    },
    userRights: {
      projects: { READ: 'OWN' },
      planningCalendar: { READ: 'OWN' },
      planningCrewItemList: { READ: 'OWN' },
      mailboxes: { READ: 'OWN' },
      invoices: { READ: 'OWN' },
    },
    mailboxUserRights: { emailMessages: { READ: 'OWN' } },
  }),
  office: sessionFixture({
    loginData: {
      person: { id: '50', caption: 'Olive Office' },
      contactNumber: null,
      language: 'en',
      loginTypes: [{ caption: 'office' }],
    },
    userRights: { mailboxes: { READ: 'ALL' }, persons: { READ: 'ALL' } },
    mailboxUserRights: { emailMessages: { READ: 'ALL' } },
  }),
};

/** The hrefs of the links inside an element, in order. */
export function hrefsIn(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('a')).map((link) => link.getAttribute('href') ?? '');
}
