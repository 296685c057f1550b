import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { RightsMap, SessionType } from '../../../machines/session.types';
import {
  activeMenuPath,
  bottomBarEntries,
  framedMenuEntries,
  framedTopPadding,
  MENU_LABEL_KEYS,
  type MenuContext,
  type MenuEntry,
  menuContextFromSession,
  menuEntries,
  normaliseLoginTypes,
  sessionHomeEntry,
} from './menu';
import { demoMenus } from '../../../tests/fixtures/demo-menus';

const R = 'READ';

/** A user-session context: login types, user rights, mailbox rights. */
function user(
  loginTypes: string[],
  userRights: RightsMap = {},
  mailboxUserRights: RightsMap = {},
): MenuContext {
  return { sessionType: 'user', loginTypes, userRights, mailboxUserRights };
}

const paths = (entries: MenuEntry[]) => entries.map((e) => e.path);

/** Every row of the SPEC.md §2 menu table with contexts that must show it and ones that must not. */
const table: [path: string, description: string, ctx: MenuContext, shown: boolean][] = [
  ['/', 'always, even without login types or rights', user([]), true],

  [
    '/planning-calendar',
    'client with planningCalendar',
    user(['client'], { planningCalendar: { [R]: 'OWN' } }),
    true,
  ],
  [
    '/planning-calendar',
    'planner with planningCalendar',
    user(['planner'], { planningCalendar: { [R]: 'ALL' } }),
    true,
  ],
  [
    '/planning-calendar',
    'operations counts as planner',
    user(['operations'], { planningCalendar: { [R]: 'ALL' } }),
    true,
  ],
  [
    '/planning-calendar',
    'crew with planningCalendar',
    user(['crew'], { planningCalendar: { [R]: 'ALL' } }),
    false,
  ],
  [
    '/planning-calendar',
    'office with planningCalendar',
    user(['office'], { planningCalendar: { [R]: 'ALL' } }),
    false,
  ],
  ['/planning-calendar', 'client without the right', user(['client']), false],
  [
    '/planning-calendar',
    'client with an empty action map',
    user(['client'], { planningCalendar: {} }),
    false,
  ],

  ['/projects', 'client with projects', user(['client'], { projects: { [R]: 'OWN' } }), true],
  ['/projects', 'planner with projects', user(['planner'], { projects: { [R]: 'ALL' } }), true],
  ['/projects', 'crew with projects', user(['crew'], { projects: { [R]: 'OWN' } }), false],
  ['/projects', 'planner without projects', user(['planner']), false],

  ['/planner-crew', 'client with crews', user(['client'], { crews: { [R]: 'OWN' } }), true],
  [
    '/planner-crew',
    'planning counts as planner',
    user(['Planning'], { crews: { [R]: 'ALL' } }),
    true,
  ],
  ['/planner-crew', 'crew with crews', user(['crew'], { crews: { [R]: 'ALL' } }), false],
  ['/planner-crew', 'planner without crews', user(['planner']), false],

  [
    '/membership-crews',
    'client with membershipCrews',
    user(['client'], { membershipCrews: { [R]: 'OWN' } }),
    true,
  ],
  [
    '/membership-crews',
    'planner with membershipCrews',
    user(['planner'], { membershipCrews: { [R]: 'ALL' } }),
    true,
  ],
  [
    '/membership-crews',
    'crew with membershipCrews',
    user(['crew'], { membershipCrews: { [R]: 'ALL' } }),
    false,
  ],
  ['/membership-crews', 'planner without it', user(['planner']), false],

  [
    '/planning-crew-item-list',
    'client with planningCrewItemList',
    user(['client'], { planningCrewItemList: { [R]: 'OWN' } }),
    true,
  ],
  [
    '/planning-crew-item-list',
    'planner with planningCrewItemList',
    user(['planner'], { planningCrewItemList: { [R]: 'ALL' } }),
    false,
  ],
  ['/planning-crew-item-list', 'client without it', user(['client']), false],

  [
    '/invoices',
    'invoices right, any login type',
    user(['crew'], { invoices: { [R]: 'OWN' } }),
    true,
  ],
  ['/invoices', 'invoices right, no login type', user([], { invoices: { EDIT: 'ALL' } }), true],
  ['/invoices', 'client without it', user(['client']), false],

  ['/jobs', 'crew with projects', user(['crew'], { projects: { [R]: 'OWN' } }), true],
  ['/jobs', 'client with projects', user(['client'], { projects: { [R]: 'OWN' } }), false],
  ['/jobs', 'crew without projects', user(['crew']), false],

  ['/personal-calendar', 'crew with projects', user(['crew'], { projects: { [R]: 'OWN' } }), true],
  [
    '/personal-calendar',
    'planner with projects',
    user(['planner'], { projects: { [R]: 'ALL' } }),
    false,
  ],
  ['/personal-calendar', 'crew without projects', user(['crew']), false],

  ['/trainings', 'crew with training', user(['crew'], { training: { [R]: 'OWN' } }), true],
  ['/trainings', 'client with training', user(['client'], { training: { [R]: 'OWN' } }), false],
  ['/trainings', 'crew without training', user(['crew']), false],

  ['/mobileDocuments', 'mobileDocuments READ', user([], { mobileDocuments: { [R]: 'OWN' } }), true],
  [
    '/mobileDocuments',
    'mobileDocuments without READ',
    user(['crew'], { mobileDocuments: { CREATE: 'OWN' } }),
    false,
  ],
  ['/mobileDocuments', 'no mobileDocuments', user(['crew']), false],

  ['/payrolls', 'crew with payrolls', user(['crew'], { payrolls: { [R]: 'OWN' } }), true],
  ['/payrolls', 'planner with payrolls', user(['planner'], { payrolls: { [R]: 'ALL' } }), false],
  ['/payrolls', 'crew without payrolls', user(['crew']), false],

  [
    '/contracts',
    'crew with staffContracts',
    user(['crew'], { staffContracts: { [R]: 'OWN' } }),
    true,
  ],
  [
    '/contracts',
    'client with staffContracts',
    user(['client'], { staffContracts: { [R]: 'OWN' } }),
    false,
  ],
  ['/contracts', 'crew without staffContracts', user(['crew']), false],

  ['/crew-info', 'crew with crewInfo', user(['crew'], { crewInfo: { [R]: 'ALL' } }), true],
  ['/crew-info', 'office with crewInfo', user(['office'], { crewInfo: { [R]: 'ALL' } }), false],
  ['/crew-info', 'crew without crewInfo', user(['crew']), false],

  ['/plus-crews', 'plusCrews right', user(['planner'], { plusCrews: { [R]: 'ALL' } }), true],
  ['/plus-crews', 'plusCrews right, no login type', user([], { plusCrews: { EDIT: 'OWN' } }), true],
  ['/plus-crews', 'no plusCrews right', user(['planner']), false],

  ['/receipts', 'receipts right', user(['office'], { receipts: { [R]: 'ALL' } }), true],
  ['/receipts', 'no receipts right', user(['office']), false],

  ['/approvals', 'decides receipts', user(['office'], { receipts: { EDIT: 'ALL' } }), true],
  [
    '/approvals',
    'decides vacation requests',
    user(['office'], { vacationRequests: { EDIT: 'ALL' } }),
    true,
  ],
  ['/approvals', 'reads receipts only', user(['office'], { receipts: { [R]: 'ALL' } }), false],

  ['/admin', 'administration right', user(['office'], { administration: { [R]: 'ALL' } }), true],
  ['/admin', 'office without it', user(['office'], { receipts: { EDIT: 'ALL' } }), false],

  [
    '/projects-calendar',
    'client with projects',
    user(['client'], { projects: { [R]: 'OWN' } }),
    true,
  ],
  [
    '/projects-calendar',
    'planner with projects',
    user(['planner'], { projects: { [R]: 'ALL' } }),
    true,
  ],
  ['/projects-calendar', 'crew with projects', user(['crew'], { projects: { [R]: 'OWN' } }), false],
  ['/projects-calendar', 'client without projects', user(['client']), false],

  [
    '/mailbox',
    'client with mailboxes and emailMessages',
    user(['client'], { mailboxes: { [R]: 'OWN' } }, { emailMessages: { [R]: 'OWN' } }),
    true,
  ],
  [
    '/mailbox',
    'office with mailboxes and emailMessages',
    user(['office'], { mailboxes: { [R]: 'ALL' } }, { emailMessages: { [R]: 'ALL' } }),
    true,
  ],
  [
    '/mailbox',
    'planner with both rights',
    user(['planner'], { mailboxes: { [R]: 'ALL' } }, { emailMessages: { [R]: 'ALL' } }),
    false,
  ],
  [
    '/mailbox',
    'crew with both rights',
    user(['crew'], { mailboxes: { [R]: 'ALL' } }, { emailMessages: { [R]: 'ALL' } }),
    false,
  ],
  [
    '/mailbox',
    'client without mailboxes',
    user(['client'], {}, { emailMessages: { [R]: 'OWN' } }),
    false,
  ],
  [
    '/mailbox',
    'client without the emailMessages mailbox right',
    user(['client'], { mailboxes: { [R]: 'OWN' } }),
    false,
  ],
  [
    '/mailbox',
    'emailMessages in the user rights instead of the mailbox rights',
    user(['client'], { mailboxes: { [R]: 'OWN' }, emailMessages: { [R]: 'OWN' } }),
    false,
  ],

  [
    '/todo-calendar',
    'planner with toDoCalendar',
    user(['planner'], { toDoCalendar: { [R]: 'ALL' } }),
    true,
  ],
  [
    '/todo-calendar',
    'operations with toDoCalendar',
    user(['operations'], { toDoCalendar: { [R]: 'ALL' } }),
    true,
  ],
  [
    '/todo-calendar',
    'client with toDoCalendar',
    user(['client'], { toDoCalendar: { [R]: 'ALL' } }),
    false,
  ],
  ['/todo-calendar', 'planner without it', user(['planner']), false],

  [
    '/projects-vacancy',
    'persons READ and mobileProjectVacancies READ',
    user([], { persons: { [R]: 'OWN' }, mobileProjectVacancies: { [R]: 'ALL' } }),
    true,
  ],
  ['/projects-vacancy', 'persons READ only', user(['planner'], { persons: { [R]: 'ALL' } }), false],
  [
    '/projects-vacancy',
    'mobileProjectVacancies READ only',
    user(['planner'], { mobileProjectVacancies: { [R]: 'ALL' } }),
    false,
  ],
  [
    '/projects-vacancy',
    'persons EDIT instead of READ',
    user(['planner'], { persons: { EDIT: 'ALL' }, mobileProjectVacancies: { [R]: 'ALL' } }),
    false,
  ],

  ['/vacancies', 'vacancies right', user(['crew'], { vacancies: { [R]: 'ALL' } }), true],
  ['/vacancies', 'no vacancies right', user(['crew']), false],

  ['/profile', 'persons READ', user(['crew'], { persons: { [R]: 'OWN' } }), true],
  ['/profile', 'persons without READ', user(['crew'], { persons: { EDIT: 'OWN' } }), false],
  ['/profile', 'no persons right', user(['crew']), false],

  ['/version', 'always, labelled Info', user([]), true],
];

const EVERYTHING: RightsMap = Object.fromEntries(
  [
    'planningCalendar',
    'projects',
    'crews',
    'membershipCrews',
    'planningCrewItemList',
    'invoices',
    'training',
    'mobileDocuments',
    'payrolls',
    'staffContracts',
    'crewInfo',
    'plusCrews',
    'receipts',
    'mailboxes',
    'toDoCalendar',
    'persons',
    'mobileProjectVacancies',
    'vacancies',
    'administration',
  ].map((resource) => [resource, { READ: 'ALL', EDIT: 'ALL' }]),
);
const ALL_TYPES = ['client', 'crew', 'planner', 'office'];
const DRAWER_ORDER = [
  '/',
  '/planning-calendar',
  '/projects',
  '/planner-crew',
  '/membership-crews',
  '/planning-crew-item-list',
  '/invoices',
  '/jobs',
  '/personal-calendar',
  '/trainings',
  '/mobileDocuments',
  '/payrolls',
  '/contracts',
  '/crew-info',
  '/plus-crews',
  '/receipts',
  '/projects-calendar',
  '/mailbox',
  '/approvals',
  '/admin',
  '/todo-calendar',
  '/projects-vacancy',
  '/vacancies',
  '/profile',
  '/version',
];

describe('menuEntries: every row of the SPEC.md §2 table', () => {
  it('the table covers every drawer row', () => {
    expect([...new Set(table.map(([path]) => path))].sort()).toEqual([...DRAWER_ORDER].sort());
  });

  it.each(table)('%s — %s → %s', (path, _, ctx, shown) => {
    expect(paths(menuEntries(ctx)).includes(path)).toBe(shown);
  });

  it('keeps the table order with every right and login type', () => {
    expect(
      paths(menuEntries(user(ALL_TYPES, EVERYTHING, { emailMessages: { READ: 'ALL' } }))),
    ).toEqual(DRAWER_ORDER);
  });

  it('labels each entry with its key', () => {
    const entries = menuEntries(user(ALL_TYPES, EVERYTHING, { emailMessages: { READ: 'ALL' } }));
    expect(entries.find((e) => e.path === '/version')?.labelKey).toBe('menu.info');
    expect(entries.find((e) => e.path === '/todo-calendar')?.labelKey).toBe('menu.todoCalendar');
    expect(entries.find((e) => e.path === '/mobileDocuments')?.labelKey).toBe(
      'menu.mobileDocuments',
    );
  });

  it.each<SessionType>(['project', 'plusCrew'])(
    'is empty in a %s session, whatever the rights',
    (sessionType) => {
      expect(
        menuEntries({
          ...user(ALL_TYPES, EVERYTHING),
          sessionType,
          projectNumber: '1001',
          plusCrewNumber: '7001',
        }),
      ).toEqual([]);
    },
  );
});

describe('menu and bottom bar: the demo roles of docs/api-contract.md', () => {
  it.each(Object.entries(demoMenus))('%s', (_, demo) => {
    const ctx = user(demo.loginTypes, demo.userRights, demo.mailboxUserRights);
    expect(paths(menuEntries(ctx))).toEqual(demo.drawer);
    expect(paths(bottomBarEntries(ctx))).toEqual(demo.bottomBar);
  });
});

describe('normaliseLoginTypes', () => {
  it.each<[string[], string[]]>([
    [['crew'], ['crew']],
    [
      ['Client', ' OFFICE '],
      ['client', 'office'],
    ],
    [['operations', 'planning', 'planner'], ['planner']],
    [['admin', 'constructor'], []],
  ])('%j → %j', (captions, expected) => {
    expect([...normaliseLoginTypes(captions)].sort()).toEqual([...expected].sort());
  });
});

describe('sessionHomeEntry', () => {
  const plusCrewCtx = (rights: RightsMap, plusCrewNumber: string | null = '7001'): MenuContext => ({
    sessionType: 'plusCrew',
    loginTypes: [],
    userRights: rights,
    mailboxUserRights: {},
    plusCrewNumber,
  });
  const projectCtx = (projectNumber: string | null, rights: RightsMap = {}): MenuContext => ({
    sessionType: 'project',
    loginTypes: [],
    userRights: rights,
    mailboxUserRights: {},
    projectNumber,
  });

  it.each<[string, MenuContext, MenuEntry | null]>([
    [
      'plus crew with plusCrews EDIT',
      plusCrewCtx({ plusCrews: { READ: 'OWN', EDIT: 'OWN' } }),
      { path: '/plus-crews/7001/data', labelKey: 'menu.plusCrewsData' },
    ],
    ['plus crew with READ only', plusCrewCtx({ plusCrews: { READ: 'OWN' } }), null],
    ['plus crew without a number', plusCrewCtx({ plusCrews: { EDIT: 'OWN' } }, null), null],
    [
      'project with its number',
      projectCtx('1001', { projects: { READ: 'OWN' } }),
      { path: '/projects/1001', labelKey: 'menu.plusCrewsData' },
    ],
    [
      'project with plusCrews EDIT too',
      projectCtx('1001', { plusCrews: { EDIT: 'ALL' } }),
      { path: '/projects/1001', labelKey: 'menu.plusCrewsData' },
    ],
    ['project without a number', projectCtx(null), null],
    [
      'user session',
      { ...user(['planner'], { plusCrews: { EDIT: 'ALL' } }), plusCrewNumber: '7001' },
      null,
    ],
  ])('%s', (_, ctx, expected) => {
    expect(sessionHomeEntry(ctx)).toEqual(expected);
  });
});

describe('bottomBarEntries', () => {
  const projects = { projects: { READ: 'OWN' } };
  it.each<[string, MenuContext, string[]]>([
    ['crew with projects', user(['crew'], projects), ['/jobs', '/', '/personal-calendar']],
    ['client with projects', user(['client'], projects), ['/projects', '/', '/projects-calendar']],
    [
      'client who is also crew',
      user(['client', 'crew'], projects),
      ['/jobs', '/projects', '/', '/personal-calendar'],
    ],
    // Home alone is no bar: the planner, the office and anyone without projects get none.
    ['planner with projects (not client)', user(['planner'], projects), []],
    ['planner with every right', user(['planner'], EVERYTHING), []],
    ['operations counts as planner', user(['operations'], projects), []],
    ['crew without projects', user(['crew']), []],
    ['client without projects', user(['client'], { invoices: { READ: 'OWN' } }), []],
    ['office', user(['office'], projects), []],
    ['no login type at all', user([], projects), []],
    [
      'planner who is also crew',
      user(['planner', 'crew'], projects),
      ['/jobs', '/', '/personal-calendar'],
    ],
    ['project session', { ...user(['client'], projects), sessionType: 'project' }, []],
    ['plus-crew session', { ...user(['crew'], projects), sessionType: 'plusCrew' }, []],
  ])('%s', (_, ctx, expected) => {
    expect(paths(bottomBarEntries(ctx))).toEqual(expected);
  });

  it('labels the bar entries', () => {
    expect(bottomBarEntries(user(['client', 'crew'], projects)).map((e) => e.labelKey)).toEqual([
      'menu.jobs',
      'menu.projects',
      'menu.home',
      'menu.personalCalendar',
    ]);
    expect(bottomBarEntries(user(['client'], projects)).at(-1)?.labelKey).toBe(
      'menu.projectsCalendar',
    );
  });
});

describe('framedMenuEntries', () => {
  it.each<[string | null, string[]]>([
    [null, ['/', '/version']],
    ['red', ['/', '/version']],
    ['moyo', ['/', '/version']],
    ['jobobo', ['/', '/planning-calendar', '/payrolls', '/contracts', '/crew-info']],
    ['JOBOBO', ['/', '/planning-calendar', '/payrolls', '/contracts', '/crew-info']],
  ])('theme %j', (theme, expected) => {
    expect(paths(framedMenuEntries(theme))).toEqual(expected);
  });

  it('labels Home and Info', () => {
    expect(framedMenuEntries(null).map((e) => e.labelKey)).toEqual(['menu.home', 'menu.info']);
  });
});

describe('framedTopPadding', () => {
  it.each<[number, number]>([
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [1, 65],
    [2, 65],
    [5, 65],
    [10, 65],
    [11, 130],
    [20, 130],
    [21, 195],
  ])('%i items → %i px', (count, expected) => {
    expect(framedTopPadding(count)).toBe(expected);
  });
});

describe('activeMenuPath', () => {
  const entries = menuEntries(user(ALL_TYPES, EVERYTHING, { emailMessages: { READ: 'ALL' } }));
  it.each<[string, string | null]>([
    ['/', '/'],
    ['/projects', '/projects'],
    ['/projects/1001', '/projects'],
    ['/projects/1001/documents', '/projects'],
    ['/projects-calendar', '/projects-calendar'],
    ['/projects-vacancy', '/projects-vacancy'],
    ['/plus-crews/7001/data', '/plus-crews'],
    ['/jobs/', '/jobs'],
    ['/jobsx', null],
    ['/email-messages/4', null],
    ['/version', '/version'],
    ['', null],
  ])('%s → %s', (pathname, expected) => {
    expect(activeMenuPath(pathname, entries)).toBe(expected);
  });

  it('prefers the longest match', () => {
    const withData = [
      ...entries,
      { path: '/plus-crews/7001/data', labelKey: 'menu.plusCrewsData' },
    ];
    expect(activeMenuPath('/plus-crews/7001/data', withData)).toBe('/plus-crews/7001/data');
    expect(activeMenuPath('/plus-crews/7001', withData)).toBe('/plus-crews');
  });

  it('finds nothing in an empty menu', () => {
    expect(activeMenuPath('/', [])).toBeNull();
  });
});

describe('MENU_LABEL_KEYS', () => {
  it('lists exactly the keys the rules use', () => {
    const used = new Set<string>([
      ...menuEntries(user(ALL_TYPES, EVERYTHING, { emailMessages: { READ: 'ALL' } })).map(
        (e) => e.labelKey,
      ),
      ...framedMenuEntries('jobobo').map((e) => e.labelKey),
      ...framedMenuEntries(null).map((e) => e.labelKey),
      ...bottomBarEntries(user(ALL_TYPES, EVERYTHING)).map((e) => e.labelKey),
      'menu.projectsCalendar',
      sessionHomeEntry({
        sessionType: 'project',
        loginTypes: [],
        userRights: {},
        mailboxUserRights: {},
        projectNumber: '1',
      })?.labelKey ?? '',
    ]);
    expect([...used].sort()).toEqual([...MENU_LABEL_KEYS].sort());
    expect(new Set(MENU_LABEL_KEYS).size).toBe(26);
  });
});

describe('menuContextFromSession', () => {
  it('takes the captions, rights and numbers of the session', () => {
    const session = sessionFixture({
      type: 'plusCrew',
      plusCrewNumber: '7001',
      loginData: {
        person: null,
        contactNumber: null,
        language: null,
        loginTypes: [{ caption: 'crew' }, { caption: 'Planning' }],
      },
      userRights: { plusCrews: { EDIT: 'OWN' } },
      mailboxUserRights: { emailMessages: { READ: 'OWN' } },
    });
    expect(menuContextFromSession(session)).toEqual({
      sessionType: 'plusCrew',
      loginTypes: ['crew', 'Planning'],
      userRights: { plusCrews: { EDIT: 'OWN' } },
      mailboxUserRights: { emailMessages: { READ: 'OWN' } },
      plusCrewNumber: '7001',
      projectNumber: null,
    });
    expect(sessionHomeEntry(menuContextFromSession(session))?.path).toBe('/plus-crews/7001/data');
  });
});
