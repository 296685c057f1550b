import { parseArgs } from 'node:util';

export type SectionName =
  'bundle' | 'home' | 'jobs' | 'lighthouse' | 'checkin' | 'projects' | 'crew-items' | 'floors';

export interface BenchOptions {
  build: boolean;
  json: boolean;
  markdown: boolean;
  sections: Set<SectionName>;
  runs: number;
  lighthouseRuns: number;
  latencyMs: number;
  concurrency: number;
  durationSeconds: number;
  warmupSeconds: number;
  crews: number;
  members: number;
  checkInConcurrency: number;
  projects: number;
  projectsConcurrency: number;
  projectsDurationSeconds: number;
  crewItems: number;
  crewItemsConcurrency: number;
  crewItemsDurationSeconds: number;
  bookingCheckConcurrency: number;
  login: string;
  password: string;
  homeOperation?: string;
  jobsOperation?: string;
  help: boolean;
}

export const usage = `npm run bench -- [options]

  --no-build              do not build the app when dist/index.html is missing (fail instead)
  --json                  print the figures as JSON on stdout (progress stays on stderr)
  --markdown              print the figures as the Markdown tables of docs/performance.md
  --only LIST             comma-separated sections: bundle,home,jobs,lighthouse,checkin,projects,crew-items,floors
                          (default: all; floors' pages only with lighthouse)
  --runs N                home screen: measured runs per approach (default 7, 1–50)
  --lighthouse-runs N     Lighthouse: runs per page, the median is reported (default 3, 1–9)
  --latency MS            home screen: simulated round trip (default 150, 0–2000)
  --concurrency N         jobs screen: concurrent loops (connections) (default 20, 1–100)
  --duration S            jobs screen: seconds of load per approach (default 5, 1–30)
  --warmup S              jobs screen: seconds of unmeasured load first (default 1, 0–10)
  --crews N               festival peak: crews, each with its own crew chief (default 20, 1–200)
  --members M             festival peak: members per crew (default 50, 1–500)
  --checkin-concurrency N festival peak: check-ins in flight at once with the Node loops (default 20, 1–100);
                          wrk, where installed, sends each crew on its own connection
  --projects N            projects list: projects the fixture adds (default 5000, 50–50000)
  --projects-concurrency N projects list: lists in flight at once (default 20, 1–100)
  --projects-duration S   projects list: seconds of measured load per database (default 10, 1–60)
  --crew-items N          crew items: items the season fixture adds (default 20000, 100–100000)
  --crew-items-concurrency N  crew items: operations in flight at once (default 20, 1–100)
  --crew-items-duration S crew items: seconds of measured load per database and operation (default 10, 1–60)
  --booking-concurrency N crew items: booking checks in flight at once, planners booking together (default 4, 1–100)
  --login L --password P  who signs in (default crew@demo.test / demo1234)
  --home-operation NAME   the app's home query, by operation name (default: found by its fields)
  --jobs-operation NAME   the app's jobs query, by operation name (default: found by its fields)
`;

function bounded(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`--${name} must be a number from ${min} to ${max}`);
  return value;
}

const SECTION_NAMES: readonly SectionName[] = [
  'bundle',
  'home',
  'jobs',
  'lighthouse',
  'checkin',
  'projects',
  'crew-items',
  'floors',
];

function isSectionName(value: string): value is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(value);
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'no-build': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      markdown: { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      latency: { type: 'string' },
      concurrency: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      crews: { type: 'string' },
      members: { type: 'string' },
      'checkin-concurrency': { type: 'string' },
      projects: { type: 'string' },
      'projects-concurrency': { type: 'string' },
      'projects-duration': { type: 'string' },
      'crew-items': { type: 'string' },
      'crew-items-concurrency': { type: 'string' },
      'crew-items-duration': { type: 'string' },
      'booking-concurrency': { type: 'string' },
      login: { type: 'string', default: 'crew@demo.test' },
      password: { type: 'string', default: 'demo1234' },
      'home-operation': { type: 'string' },
      'jobs-operation': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const only = (values.only ?? SECTION_NAMES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !isSectionName(name));
  if (unknown.length > 0)
    throw new Error(`--only: unknown section ${unknown.join(', ')} (${SECTION_NAMES.join(', ')})`);
  return {
    build: !values['no-build'],
    json: values.json,
    markdown: values.markdown,
    sections: new Set(only.filter(isSectionName)),
    runs: Math.round(bounded('runs', values.runs, 7, 1, 50)),
    lighthouseRuns: Math.round(bounded('lighthouse-runs', values['lighthouse-runs'], 3, 1, 9)),
    latencyMs: bounded('latency', values.latency, 150, 0, 2000),
    concurrency: Math.round(bounded('concurrency', values.concurrency, 20, 1, 100)),
    durationSeconds: bounded('duration', values.duration, 5, 1, 30),
    warmupSeconds: bounded('warmup', values.warmup, 1, 0, 10),
    crews: Math.round(bounded('crews', values.crews, 20, 1, 200)),
    members: Math.round(bounded('members', values.members, 50, 1, 500)),
    checkInConcurrency: Math.round(
      bounded('checkin-concurrency', values['checkin-concurrency'], 20, 1, 100),
    ),
    projects: Math.round(bounded('projects', values.projects, 5000, 50, 50_000)),
    projectsConcurrency: Math.round(
      bounded('projects-concurrency', values['projects-concurrency'], 20, 1, 100),
    ),
    projectsDurationSeconds: bounded('projects-duration', values['projects-duration'], 10, 1, 60),
    crewItems: Math.round(bounded('crew-items', values['crew-items'], 20_000, 100, 100_000)),
    crewItemsConcurrency: Math.round(
      bounded('crew-items-concurrency', values['crew-items-concurrency'], 20, 1, 100),
    ),
    crewItemsDurationSeconds: bounded(
      'crew-items-duration',
      values['crew-items-duration'],
      10,
      1,
      60,
    ),
    bookingCheckConcurrency: Math.round(
      bounded('booking-concurrency', values['booking-concurrency'], 4, 1, 100),
    ),
    login: values.login,
    password: values.password,
    homeOperation: values['home-operation'],
    jobsOperation: values['jobs-operation'],
    help: values.help,
  };
}
