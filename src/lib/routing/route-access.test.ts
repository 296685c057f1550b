import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { RightsMap } from '../../../machines/session.types';
import { mayOpen, sessionMayOpen, viewerFrom, type Viewer } from './route-access';
import { linkToFor } from './useLinkTo';
import { PATHS } from '../paths';

const user = (userRights: RightsMap, personId: string | null = '12'): Viewer => ({
  session: { type: 'user', projectNumber: null, plusCrewNumber: null },
  personId,
  userRights,
});
const crew = user({ jobs: { READ: 'OWN' }, persons: { READ: 'OWN' }, projects: { READ: 'OWN' } });
const planner = user({ persons: { READ: 'ALL' }, plusCrews: { READ: 'ALL', EDIT: 'ALL' } }, '30');
const office = user({ personProfiles: { READ: 'ALL' }, persons: { READ: 'OWN' } }, '50');
const client = user({ persons: { READ: 'OWN' }, projects: { READ: 'OWN' } }, '40');
const project: Viewer = {
  session: { type: 'project', projectNumber: '1001', plusCrewNumber: null },
  personId: null,
  userRights: { projects: { READ: 'OWN' } },
};
const plusCrew: Viewer = {
  session: { type: 'plusCrew', projectNumber: null, plusCrewNumber: '7001' },
  personId: null,
  userRights: { plusCrews: { READ: 'OWN', EDIT: 'OWN' } },
};
const signedOut: Viewer = { session: null, personId: null, userRights: {} };

describe('mayOpen: the guard’s rule and the screen’s rights, for links', () => {
  it.each<[string, Viewer, string, boolean]>([
    // the guard's rule, as it is
    ['project: its crew', project, '/crews/8', true],
    ['project: a crew member contact', project, '/crews/8/contact-crew-member/44', true],
    ['project: a location', project, '/locations/3', true],
    ['project: check-in', project, '/crews/8/check-in', false],
    ['project: the crew chief location', project, '/crews/8/crew-chief-location', false],
    ['project: contact on site', project, '/crews/8/contact-contact-on-site', false],
    ['project: a crew profile', project, '/crew-profile/12', false],
    ['plus crew: its data', plusCrew, '/plus-crews/7001/data', true],
    ['plus crew: its settings', plusCrew, '/plus-crews/7001/settings', false],
    ['signed out: a job', signedOut, '/jobs/3', false],
    ['signed out: a public profile', signedOut, '/public/crew-profile/12', true],
    // crew profiles: one's own, or anyone's with persons or personProfiles READ ALL
    ['crew: own profile', crew, '/crew-profile/12', true],
    ['crew: a colleague', crew, '/crew-profile/13', false],
    ['planner: anyone', planner, '/crew-profile/13', true],
    ['office: anyone', office, '/crew-profile/13', true],
    ['client: a crew member', client, '/crew-profile/13', false],
    ['client: own profile', client, '/crew-profile/40', true],
    // the calendar feed publishes one's own jobs
    ['crew: calendar subscription', crew, '/profile/calendar-subscription', true],
    ['planner: calendar subscription', planner, '/profile/calendar-subscription', false],
    ['crew: crew chief documents', crew, '/jobs/3/crew-chief-documents', true],
    ['client: crew chief documents', client, '/jobs/3/crew-chief-documents', false],
    // plus-crew settings: plusCrews READ, and the guard keeps a plus-crew session out
    ['planner: plus-crew settings', planner, '/plus-crews/7001/settings', true],
    ['crew: plus-crew settings', crew, '/plus-crews/7001/settings', false],
    // screens without a rights rule: whoever the guard admits (the api decides whose a record is)
    ['crew: a job', crew, '/jobs/3', true],
    ['crew: an unknown path', crew, '/nope', true],
    ['malformed escape', crew, '/crew-profile/%E0%A4%A', false],
  ])('%s', (_, viewer, path, expected) => {
    expect(mayOpen(viewer, path)).toBe(expected);
  });

  it('never offers what the guard refuses', () => {
    const paths = ['/crews/8/check-in', '/projects/2002', '/jobs', '/plus-crews/7002', '/'];
    for (const viewer of [project, plusCrew, signedOut])
      for (const path of paths)
        if (!sessionMayOpen(viewer.session, path)) expect(mayOpen(viewer, path)).toBe(false);
  });
});

describe('linkToFor', () => {
  it('is pathTo for a path the viewer may open, null otherwise', () => {
    const linkTo = linkToFor(project);
    expect(linkTo(PATHS.location, { id: 3 })).toBe('/locations/3');
    expect(linkTo(PATHS.crewCheckIn, { id: 8 })).toBeNull();
    expect(linkToFor(planner)(PATHS.crewProfile, { personId: 'a b' })).toBe('/crew-profile/a%20b');
  });
});

describe('viewerFrom', () => {
  it('takes the session kind, the person and the rights of the session', () => {
    const session = sessionFixture();
    expect(viewerFrom(session)).toEqual({
      session: { type: 'user', projectNumber: null, plusCrewNumber: null },
      personId: '12',
      userRights: session.userRights,
    });
    expect(viewerFrom(null)).toEqual(signedOut);
  });
});
