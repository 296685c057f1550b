import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { type GuardSession, guardSessionFrom, isPublicPath } from '../../lib/routing/route-access';
import { guardRoute, loginRedirect, sessionLandingPath } from './guard';

const user: GuardSession = { type: 'user', projectNumber: null, plusCrewNumber: null };
const project: GuardSession = { type: 'project', projectNumber: '1001', plusCrewNumber: null };
const plusCrew: GuardSession = { type: 'plusCrew', projectNumber: null, plusCrewNumber: '7001' };

describe('isPublicPath', () => {
  it.each<[string, boolean]>([
    ['/login', true],
    ['/login/', true],
    ['/forgotten-password', true],
    ['/renew-password', true],
    ['/forgottenPassword/abc123', true],
    ['/welcome/abc123', true],
    ['/unsubscribe/abc123', true],
    ['/version', true],
    ['/public/payrolls', true],
    ['/public/payrolls/2026-11', true],
    ['/public/crew-profile/12', true],
    ['/anything/public/else', true],
    ['/', false],
    ['/forgottenPassword', false],
    ['/forgottenPassword/', false],
    ['/welcome', false],
    ['/welcome/abc/extra', false],
    ['/unsubscribe', false],
    ['/loginx', false],
    ['/public', false],
    ['/publicity/x', false],
    ['/jobs', false],
    ['/profile', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isPublicPath(pathname)).toBe(expected);
  });
});

describe('guardRoute: who may open what', () => {
  const cases: [string, string, GuardSession, boolean][] = [
    // public routes: anyone
    ['public, signed out', '/login', null, true],
    ['public, project session', '/version', project, true],
    ['public payroll, signed out', '/public/payrolls/12', null, true],
    // user session: every protected route
    ['user: home', '/', user, true],
    ['user: jobs', '/jobs/31', user, true],
    ['user: any project', '/projects/2002', user, true],
    ['user: plus crews data', '/plus-crews/7001/data', user, true],
    ['user: unknown path (not-found screen)', '/nope', user, true],
    // signed out: nothing protected
    ['signed out: home', '/', null, false],
    ['signed out: jobs', '/jobs', null, false],
    ['signed out: project page', '/projects/1001', null, false],
    // project session
    ['project: its project', '/projects/1001', project, true],
    ['project: its project, trailing slash', '/projects/1001/', project, true],
    [
      'project: its contact-project-manager',
      '/projects/1001/contact-project-manager',
      project,
      true,
    ],
    ['project: a crew', '/crews/8', project, true],
    ['project: contact-crew-chief', '/crews/8/contact-crew-chief', project, true],
    ['project: contact-crew-member', '/crews/8/contact-crew-member/44', project, true],
    ['project: a location', '/locations/3', project, true],
    ['project: another project', '/projects/2002', project, false],
    [
      'project: another project contact page',
      '/projects/2002/contact-project-manager',
      project,
      false,
    ],
    ['project: project documents', '/projects/1001/documents', project, false],
    ['project: projects list', '/projects', project, false],
    ['project: home', '/', project, false],
    ['project: other crew subpage', '/crews/8/check-in', project, false],
    ['project: contact-crew-member without id', '/crews/8/contact-crew-member', project, false],
    ['project: empty crew id', '/crews//contact-crew-chief', project, false],
    ['project: plus crew', '/plus-crews/7001', project, false],
    ['project: jobs', '/jobs', project, false],
    ['project: help, open to every session', '/help', project, true],
    ['project: help below', '/help/more', project, false],
    // plus-crew session
    ['plus crew: its dashboard', '/plus-crews/7001', plusCrew, true],
    ['plus crew: its data', '/plus-crews/7001/data', plusCrew, true],
    ['plus crew: another plus crew', '/plus-crews/7002', plusCrew, false],
    ['plus crew: another data page', '/plus-crews/7002/data', plusCrew, false],
    ['plus crew: settings', '/plus-crews/7001/settings', plusCrew, false],
    ['plus crew: list', '/plus-crews', plusCrew, false],
    ['plus crew: help, open to every session', '/help', plusCrew, true],
    [
      'plus crew: the data page without a number (SPEC §8 text)',
      '/plus-crews//data',
      plusCrew,
      true,
    ],
    ['plus crew: anything else without a number', '/plus-crews//settings', plusCrew, false],
    ['plus crew: home', '/', plusCrew, false],
    ['plus crew: a project', '/projects/1001', plusCrew, false],
    ['plus crew: a crew', '/crews/8', plusCrew, false],
    // sessions without their number open nothing numbered
    [
      'project session without number',
      '/projects/1001',
      { type: 'project', projectNumber: null, plusCrewNumber: null },
      false,
    ],
    [
      'plus-crew session without number',
      '/plus-crews/7001',
      { type: 'plusCrew', projectNumber: null, plusCrewNumber: null },
      false,
    ],
    ['malformed escape', '/projects/%E0%A4%A', project, false],
    ['encoded own number', '/projects/%31001', project, true],
  ];

  it.each(cases)('%s (%s)', (_, pathname, session, allow) => {
    expect(guardRoute({ pathname, search: '', session }).allow).toBe(allow);
  });
});

describe('guardRoute: where a denied visit goes', () => {
  it.each<[string, string, string, GuardSession, string]>([
    ['home gives plain /login', '/', '', null, '/login'],
    ['path as returnTo', '/jobs/31', '', null, '/login?returnTo=%2Fjobs%2F31'],
    [
      'path and query as returnTo',
      '/plus-crews/7001',
      '?date=2026-11-01',
      null,
      '/login?returnTo=%2Fplus-crews%2F7001%3Fdate%3D2026-11-01',
    ],
    ['query without ?', '/jobs', 'tab=1', null, '/login?returnTo=%2Fjobs%3Ftab%3D1'],
    ['home with a query keeps it', '/', '?x=1', null, '/login?returnTo=%2F%3Fx%3D1'],
    [
      'PID and Password',
      '/projects/1001',
      '?PID=1001&Password=s3cret',
      null,
      '/login?login=1001&password=s3cret',
    ],
    ['PCID without password', '/plus-crews/7001', '?PCID=7001', null, '/login?login=7001'],
    [
      'login and password, encoded',
      '/',
      '?login=crew%40demo.test&Password=a%26b',
      null,
      '/login?login=crew%40demo.test&password=a%26b',
    ],
    ['PID wins over login', '/', '?login=x&PID=1001', null, '/login?login=1001'],
    [
      'project session leaving its project',
      '/projects/2002',
      '',
      project,
      '/login?returnTo=%2Fprojects%2F2002',
    ],
    [
      'plus crew session with PCID link to another',
      '/plus-crews/7002',
      '?PCID=7002&Password=pw',
      plusCrew,
      '/login?login=7002&password=pw',
    ],
    ['protocol-relative path is not carried', '//evil.test', '', null, '/login'],
  ])('%s', (_, pathname, search, session, redirectTo) => {
    expect(guardRoute({ pathname, search, session })).toEqual({ allow: false, redirectTo });
  });

  it('answers allow without a redirect', () => {
    expect(guardRoute({ pathname: '/jobs', search: '?PID=1', session: user })).toEqual({
      allow: true,
    });
  });

  it('builds the same redirect on its own', () => {
    expect(loginRedirect('/jobs', '')).toBe('/login?returnTo=%2Fjobs');
  });
});

describe('sessionLandingPath', () => {
  it.each<[string, GuardSession, string | null]>([
    ['signed out', null, null],
    ['user', user, '/'],
    ['project', project, '/projects/1001'],
    ['plus crew', plusCrew, '/plus-crews/7001'],
    [
      'project without number',
      { type: 'project', projectNumber: null, plusCrewNumber: null },
      null,
    ],
  ])('%s → %s', (_, session, expected) => {
    expect(sessionLandingPath(session)).toBe(expected);
  });

  it.each([project, plusCrew, user])(
    'is a path the guard lets the session open (%j)',
    (session) => {
      const path = sessionLandingPath(session);
      expect(path).not.toBeNull();
      expect(guardRoute({ pathname: path ?? '', search: '', session }).allow).toBe(true);
    },
  );
});

describe('guardSessionFrom', () => {
  it.each([
    ['signed out', null, null],
    ['project', sessionFixture({ type: 'project', projectNumber: '1001' }), project],
    ['plus crew', sessionFixture({ type: 'plusCrew', plusCrewNumber: '7001' }), plusCrew],
    ['user', sessionFixture(), user],
  ] as const)('%s', (_, session, expected) => {
    expect(guardSessionFrom(session)).toEqual(expected);
  });
});
