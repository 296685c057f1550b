import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { createPerson, dayAt, isoDay } from '../../db/seed/factories';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import type { ProjectKind, ProjectStatus } from '../../../machines/projects.types';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import {
  branches,
  cateringAgreementTypes,
  functions,
  locations,
  projectCrews,
  projects,
  rateCardRates,
  rateCards,
} from '../../db/tables/projects.tables';

export async function createLocation(
  db: Db,
  tenantId: number,
  values: {
    name: string;
    address: string;
    city: string;
    latitude?: number;
    longitude?: number;
    timeZone?: string;
  },
) {
  // Without a zone of its own a venue keeps the tenant's (venue-zone.ts).
  const [location] = await db
    .insert(locations)
    .values({ tenantId, ...values })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  return location;
}

export async function createFunction(db: Db, tenantId: number, name: string) {
  const [fn] = await db.insert(functions).values({ tenantId, name }).returning();
  if (!fn) throw new Error('function insert returned nothing');
  return fn;
}

export async function createProject(
  db: Db,
  tenantId: number,
  values: {
    number: string;
    name: string;
    companyId: number;
    beginDate: string;
    endDate: string;
    passwordHash?: string | null;
    managerPersonId?: number | null;
    clientMark?: string;
    reference?: string;
    comment?: string;
    branchId?: number | null;
    status?: ProjectStatus;
    kind?: ProjectKind;
    rateCardId?: number | null;
    cateringTypeId?: number | null;
  },
) {
  const [project] = await db
    .insert(projects)
    .values({ tenantId, ...values })
    .returning();
  if (!project) throw new Error('project insert returned nothing');
  return project;
}

export async function createBranch(db: Db, tenantId: number, name: string) {
  const [branch] = await db.insert(branches).values({ tenantId, name }).returning();
  if (!branch) throw new Error('branch insert returned nothing');
  return branch;
}

export async function createCrew(
  db: Db,
  tenantId: number,
  values: {
    projectId: number;
    caption: string;
    locationId?: number | null;
    startsAt: Date;
    endsAt: Date;
    crewChiefPersonId?: number | null;
  },
) {
  const [crew] = await db
    .insert(projectCrews)
    .values({ tenantId, ...values })
    .returning();
  if (!crew) throw new Error('crew insert returned nothing');
  return crew;
}

export type DemoCrew = typeof projectCrews.$inferSelect;
export const DEMO_FUNCTIONS = [
  'Stagehand',
  'Rigger',
  'Forklift driver',
  'Runner',
  'Light technician',
  'Sound technician',
  'Crew chief',
] as const;
export type DemoFunction = (typeof DEMO_FUNCTIONS)[number];

/** What the projects part of the demo seed made, for the jobs seed. */
export interface DemoProjects {
  crews: Record<
    | 'mainStage'
    | 'lightRig'
    | 'loadOut'
    | 'concert'
    | 'booth'
    | 'hallBuild'
    | 'hallStrip'
    | 'openAir',
    DemoCrew
  >;
  functionIds: Record<DemoFunction, number>;
  /** The list projects by number and the locations, for {@link seedDemoProjectCrews}. */
  list: {
    projects: Map<string, { id: number; beginDate: string; days: number }>;
    locationIds: Record<DemoLocation, number>;
  };
}

type DemoLocation = 'ahoy' | 'jaarbeurs' | 'ziggo' | 'messe';

/**
 * When today's main stage build starts: two whole hours before the seed's hour, whatever the hour.
 * The crew chief's demo shift is then running (6 of 8 checked in, the latest 25 minutes after the
 * start, all in the past) whenever the demo is started or a test tenant made, so checking in and
 * out works at any hour. Just after midnight that start falls on the day before: a night
 * shift, as crews at a venue have. Yesterday's and the other crews keep their fixed hours.
 */
export function todaysShiftStart(now: Date): Date {
  const hour = 3_600_000;
  return new Date(Math.floor(now.getTime() / hour) * hour - 2 * hour);
}

/** Locations, functions, five projects around today and their crews (shifts). */
export async function seedDemoProjects(core: DemoCore): Promise<DemoProjects> {
  const { tx, tenantId: t, now, passwordHash, companies, persons } = core;
  // Priya Shah (planner@) manages every demo project: the job's contact-project-manager page.
  const managerPersonId = persons.planner;
  const ahoy = await createLocation(tx, t, {
    name: 'Ahoy Arena',
    address: 'Ahoyweg 10',
    city: 'Rotterdam',
    latitude: 51.8838,
    longitude: 4.4884,
    timeZone: 'Europe/Amsterdam',
  });
  const jaarbeurs = await createLocation(tx, t, {
    name: 'Jaarbeurs Hall 3',
    address: 'Jaarbeursplein 6',
    city: 'Utrecht',
    latitude: 52.0894,
    longitude: 5.1117,
  });
  const ziggo = await createLocation(tx, t, {
    name: 'Ziggo Dome',
    address: 'De Passage 100',
    city: 'Amsterdam',
    latitude: 52.3134,
    longitude: 4.9373,
  });
  const messe = await createLocation(tx, t, {
    name: 'Messe Düsseldorf Hall 8',
    address: 'Messeplatz 1',
    city: 'Düsseldorf',
    latitude: 51.2611,
    longitude: 6.7398,
  });

  const functionIds = {} as Record<DemoFunction, number>;
  for (const name of DEMO_FUNCTIONS) functionIds[name] = (await createFunction(tx, t, name)).id;

  const rotterdam = await createBranch(tx, t, 'Rotterdam');
  const utrecht = await createBranch(tx, t, 'Utrecht');
  const dusseldorf = await createBranch(tx, t, 'Düsseldorf');

  const catering = await seedDemoCatering(core);
  const cards = await seedDemoRateCards(core, functionIds);
  const of = (company: DemoCompany, cateringTypeId: number) => ({
    companyId: companies[company],
    rateCardId: cards[company],
    cateringTypeId,
  });

  const summer = await createProject(tx, t, {
    number: '0999',
    name: 'Summer Open Air',
    ...of('eventful', catering.hotMeal),
    beginDate: isoDay(now, -60),
    endDate: isoDay(now, -58),
    managerPersonId,
    clientMark: 'EVT-SOA',
    reference: 'PO 4471',
    branchId: rotterdam.id,
    status: 'completed',
    comment: 'Festival site opens at 09:00; wristbands at the crew gate.',
  });
  const autumn = await createProject(tx, t, {
    number: '1000',
    name: 'Autumn Trade Fair',
    ...of('northern', catering.packedLunch),
    beginDate: isoDay(now, -30),
    endDate: isoDay(now, -26),
    managerPersonId,
    clientMark: 'NX-ATF',
    reference: 'Q-2231',
    branchId: utrecht.id,
    status: 'completed',
  });
  const winter = await createProject(tx, t, {
    number: '1001',
    name: 'Winter Festival',
    ...of('eventful', catering.hotMeal),
    beginDate: isoDay(now, -1),
    endDate: isoDay(now, 3),
    passwordHash,
    managerPersonId,
    clientMark: 'EVT-WF',
    reference: 'PO 4502',
    branchId: rotterdam.id,
    status: 'confirmed',
    comment: 'Two stages in the arena; the light rig moves to the small stage on day two.',
  });
  const harbourNights = await createProject(tx, t, {
    number: '1002',
    name: 'Harbour Nights Concert',
    ...of('harbour', catering.drinksOnly),
    beginDate: isoDay(now, 7),
    endDate: isoDay(now, 9),
    managerPersonId,
    clientMark: 'HBR-NC',
    reference: 'HN-88',
    branchId: rotterdam.id,
    status: 'confirmed',
  });
  // Spring Expo is priced with the tenant's standard card.
  const spring = await createProject(tx, t, {
    number: '1003',
    name: 'Spring Expo',
    companyId: companies.northern,
    rateCardId: cards.standard,
    cateringTypeId: catering.none,
    beginDate: isoDay(now, 30),
    endDate: isoDay(now, 33),
    managerPersonId,
    clientMark: 'NX-SE',
    reference: 'Q-2290',
    branchId: dusseldorf.id,
    status: 'option',
  });
  const listed = await seedDemoProjectList(
    core,
    { rotterdam: rotterdam.id, utrecht: utrecht.id, dusseldorf: dusseldorf.id },
    cards,
    catering,
  );

  const shift = (
    projectId: number,
    caption: string,
    locationId: number,
    day: number,
    fromHour: number,
    toHour: number,
    crewChiefPersonId: number | null,
  ) =>
    createCrew(tx, t, {
      projectId,
      caption,
      locationId,
      startsAt: dayAt(now, day, fromHour),
      endsAt: dayAt(now, day, toHour),
      crewChiefPersonId,
    });
  const chief = persons.chief;
  return {
    functionIds,
    list: {
      projects: listed,
      locationIds: { ahoy: ahoy.id, jaarbeurs: jaarbeurs.id, ziggo: ziggo.id, messe: messe.id },
    },
    crews: {
      mainStage: await createCrew(tx, t, {
        projectId: winter.id,
        caption: 'Main stage build',
        locationId: ahoy.id,
        startsAt: todaysShiftStart(now),
        endsAt: new Date(todaysShiftStart(now).getTime() + 8 * 3_600_000),
        crewChiefPersonId: chief,
      }),
      lightRig: await shift(winter.id, 'Light rig', ahoy.id, 1, 9, 17, chief),
      loadOut: await shift(winter.id, 'Load-out', ahoy.id, 3, 14, 23, chief),
      concert: await shift(harbourNights.id, 'Concert crew', ziggo.id, 8, 12, 23, chief),
      booth: await shift(spring.id, 'Booth build', messe.id, 30, 7, 15, null),
      hallBuild: await shift(autumn.id, 'Hall 3 build', jaarbeurs.id, -30, 7, 15, chief),
      hallStrip: await shift(autumn.id, 'Hall 3 dismantle', jaarbeurs.id, -26, 12, 20, chief),
      openAir: await shift(summer.id, 'Festival crew', ahoy.id, -60, 10, 22, null),
    },
  };
}

/** The list's demo projects: [number, name, company, branch, status, begin, days, client mark, reference]. */
const LIST_PROJECTS: ReadonlyArray<
  readonly [
    string,
    string,
    'eventful' | 'harbour' | 'northern',
    'rotterdam' | 'utrecht' | 'dusseldorf' | null,
    ProjectStatus,
    string,
    number,
    string,
    string,
  ]
> = [
  [
    '2401',
    'New Year Gala',
    'eventful',
    'rotterdam',
    'completed',
    '2024-01-02',
    1,
    'EVT-NYG',
    'PO 3810',
  ],
  [
    '2402',
    'Boat Show Amsterdam',
    'harbour',
    'rotterdam',
    'completed',
    '2024-03-08',
    4,
    'HBR-BS24',
    'HB-12',
  ],
  [
    '2403',
    'Spring Fashion Week',
    'northern',
    'utrecht',
    'completed',
    '2024-04-15',
    5,
    'NX-SFW',
    'Q-1902',
  ],
  [
    '2404',
    'Kings Day Stage',
    'eventful',
    'rotterdam',
    'completed',
    '2024-04-26',
    2,
    'EVT-KD',
    'PO 3902',
  ],
  [
    '2405',
    'Harbour Festival 2024',
    'harbour',
    'rotterdam',
    'completed',
    '2024-06-21',
    3,
    'HBR-HF24',
    'HB-31',
  ],
  [
    '2406',
    'Tech Summit Düsseldorf',
    'northern',
    'dusseldorf',
    'cancelled',
    '2024-09-10',
    3,
    'NX-TS',
    'Q-1988',
  ],
  [
    '2407',
    'Autumn Wine Fair',
    'eventful',
    'utrecht',
    'completed',
    '2024-10-04',
    2,
    'EVT-AWF',
    'PO 4011',
  ],
  [
    '2408',
    'Christmas Market Build',
    'northern',
    'dusseldorf',
    'completed',
    '2024-11-18',
    6,
    'NX-CMB',
    'Q-2010',
  ],
  [
    '2501',
    'Winter Circus',
    'eventful',
    'rotterdam',
    'completed',
    '2025-01-10',
    4,
    'EVT-WC',
    'PO 4103',
  ],
  [
    '2502',
    'Boat Show Amsterdam',
    'harbour',
    'rotterdam',
    'completed',
    '2025-03-07',
    4,
    'HBR-BS25',
    'HB-44',
  ],
  ['2503', 'Bicycle Expo', 'northern', 'utrecht', 'completed', '2025-03-21', 3, 'NX-BE', 'Q-2077'],
  [
    '2504',
    'Open Air Cinema',
    'eventful',
    'utrecht',
    'completed',
    '2025-05-30',
    10,
    'EVT-OAC',
    'PO 4188',
  ],
  [
    '2505',
    'Harbour Festival 2025',
    'harbour',
    'rotterdam',
    'completed',
    '2025-06-20',
    3,
    'HBR-HF25',
    'HB-52',
  ],
  [
    '2506',
    'Dance Valley Weekend',
    'eventful',
    'rotterdam',
    'completed',
    '2025-08-15',
    3,
    'EVT-DVW',
    'PO 4240',
  ],
  [
    '2507',
    'Medica Trade Fair',
    'northern',
    'dusseldorf',
    'completed',
    '2025-11-17',
    4,
    'NX-MED',
    'Q-2155',
  ],
  [
    '2508',
    'Corporate Year-End Party',
    'eventful',
    null,
    'cancelled',
    '2025-12-12',
    1,
    'EVT-YEP',
    'PO 4301',
  ],
  [
    '2601',
    'Ice Skating Arena',
    'eventful',
    'rotterdam',
    'completed',
    '2026-01-05',
    21,
    'EVT-ISA',
    'PO 4350',
  ],
  [
    '2602',
    'Boat Show Amsterdam',
    'harbour',
    'rotterdam',
    'completed',
    '2026-03-06',
    4,
    'HBR-BS26',
    'HB-61',
  ],
  [
    '2603',
    'Furniture Fair',
    'northern',
    'utrecht',
    'completed',
    '2026-04-14',
    5,
    'NX-FF',
    'Q-2210',
  ],
  [
    '2604',
    'Kings Day Stage',
    'eventful',
    'rotterdam',
    'completed',
    '2026-04-25',
    2,
    'EVT-KD26',
    'PO 4420',
  ],
  [
    '2605',
    'Harbour Festival 2026',
    'harbour',
    'rotterdam',
    'completed',
    '2026-06-19',
    3,
    'HBR-HF26',
    'HB-70',
  ],
  [
    '2606',
    'Summer Jazz Nights',
    'eventful',
    'utrecht',
    'completed',
    '2026-07-10',
    3,
    'EVT-SJN',
    'PO 4477',
  ],
  [
    '2607',
    'Boot Düsseldorf Build',
    'northern',
    'dusseldorf',
    'confirmed',
    '2026-12-28',
    6,
    'NX-BOOT',
    'Q-2301',
  ],
  [
    '2608',
    'Christmas Concert',
    'harbour',
    'rotterdam',
    'confirmed',
    '2026-12-19',
    1,
    'HBR-XC',
    'HB-77',
  ],
  [
    '2609',
    'New Year Gala',
    'eventful',
    'rotterdam',
    'option',
    '2026-12-31',
    1,
    'EVT-NYG27',
    'PO 4530',
  ],
  [
    '2701',
    'Winter Circus',
    'eventful',
    'rotterdam',
    'option',
    '2027-01-08',
    4,
    'EVT-WC27',
    'PO 4555',
  ],
  [
    '2702',
    'Boat Show Amsterdam',
    'harbour',
    'rotterdam',
    'inquiry',
    '2027-03-05',
    4,
    'HBR-BS27',
    '',
  ],
  ['2703', 'Bicycle Expo', 'northern', 'utrecht', 'inquiry', '2027-03-19', 3, 'NX-BE27', ''],
  ['2704', 'Open Air Cinema', 'eventful', 'utrecht', 'inquiry', '2027-05-28', 10, 'EVT-OAC27', ''],
  [
    '2705',
    'Harbour Festival 2027',
    'harbour',
    'rotterdam',
    'option',
    '2027-06-18',
    3,
    'HBR-HF27',
    'HB-90',
  ],
  [
    '2706',
    'Interpack Düsseldorf',
    'northern',
    'dusseldorf',
    'inquiry',
    '2027-05-06',
    7,
    'NX-IP',
    '',
  ],
  ['2707', 'Product Launch', 'northern', null, 'cancelled', '2027-02-11', 1, 'NX-PL', 'Q-2400'],
];

/**
 * A few dozen projects from 2024 to 2027 across the three companies, the branches and every status,
 * so the projects list looks like a real planner's; plus a project from before 2018 and the internal
 * sickness and vacation projects, which the list leaves out (SPEC.md §7).
 */
async function seedDemoProjectList(
  core: DemoCore,
  branchIds: Record<'rotterdam' | 'utrecht' | 'dusseldorf', number>,
  cards: DemoRateCards,
  catering: DemoCatering,
): Promise<Map<string, { id: number; beginDate: string; days: number }>> {
  const { tx, tenantId: t, companies, persons } = core;
  const listed = new Map<string, { id: number; beginDate: string; days: number }>();
  const cateringTypes = [
    catering.hotMeal,
    catering.packedLunch,
    catering.drinksOnly,
    catering.none,
  ];
  for (const [
    number,
    name,
    company,
    branch,
    status,
    beginDate,
    days,
    clientMark,
    reference,
  ] of LIST_PROJECTS) {
    const endDate = new Date(Date.parse(`${beginDate}T00:00:00Z`) + (days - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    // Priya (planner@) manages most; the rest have another manager or none, so "mine" narrows the list.
    const managerPersonId = Number(number) % 3 === 0 ? persons.chief : persons.planner;
    // Every other project of a company is priced with the standard card rather than its own.
    const rateCardId = Number(number) % 2 === 0 ? cards.standard : cards[company];
    const project = await createProject(tx, t, {
      rateCardId,
      cateringTypeId: cateringTypes[Number(number) % cateringTypes.length] ?? null,
      number,
      name,
      companyId: companies[company],
      branchId: branch === null ? null : branchIds[branch],
      status,
      beginDate,
      endDate,
      clientMark,
      reference,
      managerPersonId,
    });
    listed.set(number, { id: project.id, beginDate, days });
  }
  await createProject(tx, t, {
    number: '1701',
    name: 'Legacy Trade Show',
    companyId: companies.northern,
    beginDate: '2017-10-02',
    endDate: '2017-10-05',
    status: 'completed',
  });
  await createProject(tx, t, {
    number: '9001',
    name: 'Sickness',
    companyId: companies.eventful,
    beginDate: '2024-01-01',
    endDate: '2027-12-31',
    kind: 'sickness',
  });
  await createProject(tx, t, {
    number: '9002',
    name: 'Vacation',
    companyId: companies.eventful,
    beginDate: '2024-01-01',
    endDate: '2027-12-31',
    kind: 'vacation',
  });
  return listed;
}

type DemoCompany = 'eventful' | 'harbour' | 'northern';
type DemoCatering = Record<'hotMeal' | 'packedLunch' | 'drinksOnly' | 'none', number>;
type DemoRateCards = Record<DemoCompany | 'standard', number>;

/** The catering agreement types a project's crews can get (SPEC.md §3 default catering type). */
async function seedDemoCatering({ tx, tenantId }: DemoCore): Promise<DemoCatering> {
  const make = async (name: string) => {
    const [row] = await tx.insert(cateringAgreementTypes).values({ tenantId, name }).returning();
    if (!row) throw new Error('catering type insert returned nothing');
    return row.id;
  };
  return {
    hotMeal: await make('Hot meal'),
    packedLunch: await make('Packed lunch'),
    drinksOnly: await make('Drinks only'),
    none: await make('None'),
  };
}

/** Hourly rates (euro cents) of the standard card; each company's card is a little off them. */
const STANDARD_RATES: Record<DemoFunction, number> = {
  Stagehand: 3250,
  Rigger: 4500,
  'Forklift driver': 3900,
  Runner: 2800,
  'Light technician': 4800,
  'Sound technician': 4800,
  'Crew chief': 5200,
};

export async function createRateCard(
  db: Db,
  tenantId: number,
  values: {
    name: string;
    companyId: number | null;
    currency?: string;
    rates: Array<[number, number]>;
  },
) {
  const [card] = await db
    .insert(rateCards)
    .values({
      tenantId,
      name: values.name,
      companyId: values.companyId,
      currency: values.currency ?? 'EUR',
    })
    .returning();
  if (!card) throw new Error('rate card insert returned nothing');
  if (values.rates.length > 0) {
    await db.insert(rateCardRates).values(
      values.rates.map(([functionId, hourlyRateCents]) => ({
        tenantId,
        rateCardId: card.id,
        functionId,
        hourlyRateCents,
      })),
    );
  }
  return card;
}

/** The tenant's standard rate card and one per client company, each with a rate for every demo function. */
async function seedDemoRateCards(
  { tx, tenantId, companies }: DemoCore,
  functionIds: Record<DemoFunction, number>,
): Promise<DemoRateCards> {
  const card = async (name: string, companyId: number | null, factor: number) =>
    (
      await createRateCard(tx, tenantId, {
        name,
        companyId,
        rates: DEMO_FUNCTIONS.map((fn) => [
          functionIds[fn],
          Math.round((STANDARD_RATES[fn] * factor) / 10) * 10,
        ]),
      })
    ).id;
  return {
    standard: await card('Standard rates', null, 1),
    eventful: await card('Eventful Ltd 2026', companies.eventful, 0.95),
    harbour: await card('Harbour Concerts BV', companies.harbour, 1.05),
    northern: await card('Northern Expo GmbH', companies.northern, 1),
  };
}

/** The list projects that get crews: past ones (with worked hours) and coming ones (with open rows). */
const CREWED_LIST_PROJECTS: ReadonlyArray<readonly [string, DemoLocation]> = [
  ['2505', 'ziggo'],
  ['2601', 'ahoy'],
  ['2602', 'ziggo'],
  ['2606', 'jaarbeurs'],
  ['2607', 'messe'],
  ['2608', 'ziggo'],
  ['2701', 'ahoy'],
];

/** The rows of each list crew: function, and for a past crew its status (null: an open row). */
const LIST_CREW_ROWS: ReadonlyArray<
  readonly [DemoFunction, CrewItemStatus, CrewItemStatus, boolean]
> = [
  // [function, status when past, status when coming, booked]
  ['Stagehand', 'confirmed', 'confirmed', true],
  ['Stagehand', 'confirmed', 'pending', true],
  ['Stagehand', 'noShow', 'pending', false],
  ['Rigger', 'confirmed', 'confirmed', true],
  ['Light technician', 'cancelled', 'cancelled', true],
  ['Runner', 'notNeeded', 'pending', true],
];

/**
 * Crews for a few list projects (the project page's shifts, crew and cost views): a build and a show
 * shift on the first days, rows in every status, people booked from a pool of demo crew without a
 * sign-in (and Mila and Noah), attendance with breaks on past shifts. crew@ and chief@ get nothing
 * here, so their jobs stay as the jobs seed made them. Seeded last (demo.ts), so the ids of every
 * other area's crews and items stay as they were.
 */
export async function seedDemoProjectCrews(core: DemoCore, { list, functionIds }: DemoProjects) {
  const { projects: listed, locationIds } = list;
  const { tx, tenantId: t, now, persons } = core;
  const extra = async (name: string, email: string, phone: string) =>
    (await createPerson(tx, t, { name, email, passwordHash: null, phone, language: 'nl' })).id;
  const pool = [
    persons.mila,
    persons.noah,
    await extra('Lotte de Graaf', 'lotte.degraaf@demo.test', '+31 6 5678 9012'),
    await extra('Jonas Weber', 'jonas.weber@demo.test', '+49 171 234 5678'),
    await extra('Emma Smit', 'emma.smit@demo.test', '+31 6 6789 0123'),
  ];
  for (const [number, location] of CREWED_LIST_PROJECTS) {
    const project = listed.get(number);
    if (!project) throw new Error(`list project ${number} missing`);
    const begin = new Date(`${project.beginDate}T00:00:00Z`);
    const shifts: Array<[string, number, number, number]> = [
      ['Build', 0, 7, 15],
      ['Show', 0, 16, 23],
    ];
    if (project.days > 1) shifts.push(['Dismantle', 1, 8, 14]);
    for (const [index, [caption, day, from, to]] of shifts.entries()) {
      const crew = await createCrew(tx, t, {
        projectId: project.id,
        caption,
        locationId: locationIds[location],
        startsAt: dayAt(begin, day, from),
        endsAt: dayAt(begin, day, to),
        crewChiefPersonId: index === 0 ? (pool[3] ?? null) : null,
      });
      const past = crew.endsAt.getTime() < now.getTime();
      for (const [row, [fn, pastStatus, comingStatus, isBooked]] of LIST_CREW_ROWS.entries()) {
        const status = past ? pastStatus : comingStatus;
        const personId = isBooked || past ? (pool[(row + index) % pool.length] ?? null) : null;
        const [item] = await tx
          .insert(projectCrewItems)
          .values({
            tenantId: t,
            crewId: crew.id,
            functionId: functionIds[fn],
            personId,
            status,
            startsAt: crew.startsAt,
            endsAt: crew.endsAt,
            confirmedAt: status === 'confirmed' ? dayAt(crew.startsAt, -7, 10) : null,
            cancelledAt: status === 'cancelled' ? dayAt(crew.startsAt, -3, 9) : null,
          })
          .returning();
        if (!item || !past || status !== 'confirmed') continue;
        // Worked hours: in a few minutes late, out a little over, half an hour's break.
        await tx.insert(crewItemAttendance).values({
          tenantId: t,
          crewItemId: item.id,
          attendance: 'checkedOut',
          checkedInAt: new Date(crew.startsAt.getTime() + row * 5 * 60_000),
          checkedOutAt: new Date(crew.endsAt.getTime() + 30 * 60_000),
          breakMinutes: 30,
          // Last written by the check-out.
          updatedAt: new Date(crew.endsAt.getTime() + 30 * 60_000),
        });
      }
    }
  }
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'projects',
    after: [],
    run: (core) => seedDemoProjects(core),
  }),
  defineDemoSeed({
    name: 'project-crews',
    after: ['projects', 'crews'],
    run: (core, { resultOf }) => seedDemoProjectCrews(core, resultOf('projects')),
  }),
];

declare module '../../db/seed/area-seeds' {
  interface DemoSeedResults {
    projects: DemoProjects;
  }
}
