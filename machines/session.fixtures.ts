import type { SessionData } from './session.types';

/**
 * A complete, valid session for tests of the session flow and its consumers (menu, guard, storage).
 * Override any field; `expiresAt` defaults to one hour after 2026-11-21T12:00:00Z.
 */
export function sessionFixture(overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: 'token-1',
    expiresAt: '2026-11-21T13:00:00.000Z',
    type: 'user',
    projectNumber: null,
    plusCrewNumber: null,
    loginData: {
      person: { id: '12', caption: 'Alex Crew' },
      contactNumber: 'C-1002',
      language: 'en',
      loginTypes: [{ caption: 'crew' }],
    },
    userRights: { projects: { READ: 'OWN' }, persons: { READ: 'OWN' } },
    mailboxUserRights: {},
    tenant: {
      name: 'Demo Crew Company',
      defaultLanguage: 'English',
      mobileTheme: 'red',
      backgroundUrl: null,
      backgroundColorCode: '#7a1020',
      faviconUrl: null,
      logoUrl: null,
      useUserLanguage: true,
      metaHostName: 'Demo Crew',
      metaDescription: null,
    },
    ...overrides,
  };
}

/** The instant the fixtures are built around. */
export const FIXTURE_NOW = Date.parse('2026-11-21T12:00:00.000Z');
