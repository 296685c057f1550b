import type { Locator, Page } from '@playwright/test';
import {
  CREW_ITEM_STATUSES,
  crewItemStatusMachine,
  decideCrewItem,
  type CrewItemStatus,
  type CrewItemStatusEvent,
} from '../../machines/crewItemStatus.machine';
import {
  allowedCrewItemActions,
  CREW_ITEM_ACTIONS,
  crewItemActionEvent,
} from '../../machines/crewItemActions';
import type { CrewItemAction, CrewItemFacts } from '../../machines/crewItemActions';
import { pathsNotGoneOnFrom } from '../../machines/model-graph';
import { canTransition } from '../../machines/transitions';
import english from '../../src/i18n/locales/en.json' with { type: 'json' };
import crewItemsEnglish from '../../src/features/crew-items/locales/en.json' with { type: 'json' };
import { apiGet, runningAndLaterQuery } from '../e2e/crew-helpers';
import { atPath, expect, pathOf, test } from '../e2e/fixtures';
import { DEFAULT_CLOCK_START, stackNow } from '../e2e/stack';

/**
 * machines/crewItemStatus.machine.ts driven through the real UI (DESIGN.md: tests/model/), as
 * crew@ on a tenant of each test's own: along every shortest path of the chart, from every status
 * crew@ has in the demo seed, the confirm button is there exactly when the machine allows
 * 'crewItem.confirm', and confirming moves the job page, its /jobs card and its home card to the
 * status the machine goes to.
 *
 * Starting statuses: crew@'s jobs in the seed are pending, confirmed and noShow. notNeeded and
 * cancelled exist only on other people's crew items, so crew@'s screens never reach them; planner@'s
 * crew item list does (the second describe below walks the planner's paths through every stored
 * status); machines/crewItemStatus.model.test.ts covers every status at machine level.
 */
const SEED_STATUSES = [
  'pending',
  'confirmed',
  'noShow',
] as const satisfies readonly CrewItemStatus[];
const UNREACHABLE_IN_UI = ['notNeeded', 'cancelled'] as const satisfies readonly CrewItemStatus[];

// The one event crew@'s screens send. The chart has more (a planner's activate, notNeeded, …),
// and xstate/graph's test model traverses every event of the chart whatever it is given, so
// the UI's paths are the shortest ones over these events alone, found with the chart's own decision.
const UI_EVENTS: CrewItemStatusEvent[] = [{ type: 'crewItem.confirm' }];

interface UiPath {
  description: string;
  events: CrewItemStatusEvent[];
  /** The status before the first event and after each one. */
  statuses: CrewItemStatus[];
}

/** The shortest path over UI_EVENTS from `start` to every status they reach (the start included). */
function uiPathsFrom(start: CrewItemStatus): UiPath[] {
  const paths = new Map<CrewItemStatus, Omit<UiPath, 'description'>>([
    [start, { events: [], statuses: [start] }],
  ]);
  const queue = [start];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    const path = paths.get(from);
    if (!path) continue;
    for (const event of UI_EVENTS) {
      const decision = decideCrewItem(from, event);
      if (!decision.allowed) continue;
      const to = statusOf(decision.to);
      if (paths.has(to)) continue;
      paths.set(to, { events: [...path.events, event], statuses: [...path.statuses, to] });
      queue.push(to);
    }
  }
  return [...paths.entries()].map(([to, path]) => ({
    ...path,
    description: `Reaches "${to}": ${[start, ...path.events.map((event) => event.type)].join(' → ')}`,
  }));
}

/** The badge text of each status, from the app's own English texts. */
const STATUS_TEXT: Record<CrewItemStatus, string> = english.job.status;
const CONFIRM_ON_PAGE = english.job.confirm.action;

const canConfirm = (status: CrewItemStatus) =>
  canTransition(crewItemStatusMachine, status, { type: 'crewItem.confirm' });

/** The statuses of a chart state value (flat chart: the value is the status). */
function statusOf(value: unknown): CrewItemStatus {
  const status = CREW_ITEM_STATUSES.find((candidate) => candidate === value);
  if (!status) throw new Error(`not a crew item status: ${JSON.stringify(value)}`);
  return status;
}

/** The card of one job in a list (home or /jobs), found by its link. */
function cardOf(page: Page, jobId: string): Locator {
  // On home, only the "to confirm" list: the changes above it link to jobs too.
  const onHome = new URL(page.url()).pathname === pathOf('home');
  return (onHome ? page.getByRole('region', { name: 'Jobs to confirm' }) : page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${pathOf('job', { id: jobId })}"]`) });
}

/** Opens /jobs and picks one of crew@'s jobs in `status`; ids differ per tenant. */
async function jobIn(page: Page, status: CrewItemStatus): Promise<string> {
  await page.goto(pathOf('jobs'));
  const badge = page.getByText(STATUS_TEXT[status], { exact: true });
  const card = page.getByRole('article').filter({ has: badge }).first();
  await expect(card).toBeVisible();
  const href = await card.getByRole('link').first().getAttribute('href');
  const id = /^\/jobs\/(\d+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`expected a link to a job on the ${status} card, got ${href}`);
  return id;
}

/** A screen showing one job, and how the confirm event is sent on it. */
interface Surface {
  name: string;
  /** Opens the screen the events are sent on. */
  open: (page: Page, jobId: string) => Promise<void>;
  /** Shows `status` for the job, with the confirm button exactly when the machine allows it. */
  check: (page: Page, jobId: string, status: CrewItemStatus) => Promise<void>;
  confirm: (page: Page, jobId: string) => Promise<void>;
  /** After a fresh load: the screen shows what was stored for the job. */
  checkStored: (page: Page, jobId: string, status: CrewItemStatus) => Promise<void>;
}

async function checkJobPage(page: Page, jobId: string, status: CrewItemStatus): Promise<void> {
  // The /jobs card first (loaded fresh), then the page the event is sent on.
  await page.goto(pathOf('jobs'));
  await expect(cardOf(page, jobId).getByText(STATUS_TEXT[status], { exact: true })).toBeVisible();
  await page.goto(pathOf('job', { id: jobId }));
  await expect(page).toHaveURL(atPath(pathOf('job', { id: jobId })));
  await expect(page.getByText(STATUS_TEXT[status], { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: CONFIRM_ON_PAGE })).toHaveCount(
    canConfirm(status) ? 1 : 0,
  );
}

/** Home, once its "to confirm" list has loaded (crew@ always has other pending jobs there). */
async function openHome(page: Page): Promise<void> {
  await page.goto(pathOf('home'));
  await expect(page.getByRole('heading', { name: 'Jobs to confirm' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

const jobPage: Surface = {
  name: 'job page',
  open: async () => {},
  check: checkJobPage,
  confirm: async (page) => {
    await page.getByRole('button', { name: CONFIRM_ON_PAGE }).click();
  },
  checkStored: checkJobPage,
};

const homeCard: Surface = {
  name: 'home card',
  open: openHome,
  // A card confirmed on home stays, with its new status, until the list loads again.
  check: async (page, jobId, status) => {
    const card = cardOf(page, jobId);
    await expect(card.getByText(STATUS_TEXT[status], { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(canConfirm(status) ? 1 : 0);
  },
  confirm: async (page, jobId) => {
    await cardOf(page, jobId).getByRole('button').click();
  },
  // The "to confirm" list asks the same machine: a job is on it iff it can be confirmed.
  checkStored: async (page, jobId, status) => {
    await openHome(page);
    await expect(cardOf(page, jobId)).toHaveCount(canConfirm(status) ? 1 : 0);
  },
};

test.describe('crewItemStatus model (real UI)', () => {
  test('the seed statuses and the unreachable ones are every status', () => {
    expect([...SEED_STATUSES, ...UNREACHABLE_IN_UI].sort()).toEqual([...CREW_ITEM_STATUSES].sort());
    // Every starting status has a path (a final status: the zero-step one).
    for (const status of SEED_STATUSES) {
      expect(uiPathsFrom(status).length, status).toBeGreaterThan(0);
    }
  });

  for (const start of SEED_STATUSES) {
    // Home shows only jobs that can be confirmed; checkStored covers the others being absent.
    const surfaces = canConfirm(start) ? [jobPage, homeCard] : [jobPage];
    // A path another goes on from is walked inside the longer one, which checks the status
    // after every step (pathsNotGoneOnFrom); its stored-status check is the longer one's check.
    for (const path of pathsNotGoneOnFrom(uiPathsFrom(start), (p) => ({
      start,
      steps: p.events,
    }))) {
      for (const surface of surfaces) {
        test(`${surface.name}, from ${start}: ${path.description}`, async ({ page, signIn }) => {
          await signIn('crew');
          const jobId = await jobIn(page, start);
          await surface.open(page, jobId);

          await surface.check(page, jobId, start);
          for (const [index, event] of path.events.entries()) {
            if (event.type !== 'crewItem.confirm') throw new Error(`no UI sends ${event.type}`);
            await surface.confirm(page, jobId);
            await surface.check(page, jobId, path.statuses[index + 1] ?? start);
          }

          await surface.checkStored(page, jobId, path.statuses.at(-1) ?? start);
        });
      }
    }
  }

  for (const status of SEED_STATUSES.filter((candidate) => !canConfirm(candidate))) {
    test(`home card: a ${status} job is not on the "to confirm" list`, async ({ page, signIn }) => {
      await signIn('crew');
      const jobId = await jobIn(page, status);
      await homeCard.checkStored(page, jobId, status);
    });
  }
});

// --- planner@ on the crew item list (the chart's Chromium run) ---------------------------
//
// The planner's actions on /planning-crew-item-list?item=<id> walk every shortest path of the chart
// over the planner's events (activate, notNeeded, reactivate, noShow), built by the same
// crewItemActionEvent the api decides with. The guards read the item's facts: an item whose shift is
// ahead reaches pending, confirmed, notNeeded and cancelled; one whose shift has begun reaches
// confirmed and noShow. Together every stored status is reached through the UI; at every step the
// sheet offers exactly the actions the machine allows.

type ShiftKind = 'ahead' | 'begun';

interface PlannerPath {
  description: string;
  actions: CrewItemAction[];
  statuses: CrewItemStatus[];
}

const PLANNER_STATUS_TEXT: Record<CrewItemStatus, string> = crewItemsEnglish.status;
const PLANNER_ACTION_TEXT: Record<CrewItemAction, string> = {
  activate: crewItemsEnglish.actions.activate,
  notNeeded: crewItemsEnglish.actions.notNeeded,
  reactivate: crewItemsEnglish.actions.reactivate,
  noShow: crewItemsEnglish.actions.noShow,
};

/** The facts of the kind of item a path runs on, at `now`. */
function factsOf(kind: ShiftKind, now: number): CrewItemFacts {
  const startsAt = new Date(now + (kind === 'ahead' ? 48 : -1) * 3_600_000).toISOString();
  return { hasPerson: true, startsAt };
}

/** The shortest path over the planner's actions from `start` to every status they reach. */
function plannerPathsFrom(start: CrewItemStatus, kind: ShiftKind): PlannerPath[] {
  // The tests are listed before the server runs; the machine's decisions depend only on how far
  // the shift is from now, so any instant plans the same paths.
  const now = Date.parse(DEFAULT_CLOCK_START);
  const facts = factsOf(kind, now);
  const paths = new Map<CrewItemStatus, Omit<PlannerPath, 'description'>>([
    [start, { actions: [], statuses: [start] }],
  ]);
  const queue = [start];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    const path = paths.get(from);
    if (!path) continue;
    for (const action of CREW_ITEM_ACTIONS) {
      const decision = decideCrewItem(
        from,
        crewItemActionEvent(action, facts, new Date(now).toISOString()),
      );
      if (!decision.allowed) continue;
      const to = statusOf(decision.to);
      if (paths.has(to)) continue;
      paths.set(to, { actions: [...path.actions, action], statuses: [...path.statuses, to] });
      queue.push(to);
    }
  }
  return [...paths.entries()].map(([to, path]) => ({
    ...path,
    description: `reaches "${to}" (${kind}): ${[start, ...path.actions].join(' → ')}`,
  }));
}

/**
 * The planner's paths that the UI walks: a path another goes on from is walked inside the longer
 * one (pathsNotGoneOnFrom), where the sheet is checked after the api's answer to every action.
 */
function plannerWalks(kind: ShiftKind, start: CrewItemStatus): PlannerPath[] {
  return pathsNotGoneOnFrom(plannerPathsFrom(start, kind), (path) => ({
    start,
    steps: path.actions,
  }));
}

const PLANNER_STARTS: Array<{ kind: ShiftKind; start: CrewItemStatus }> = [
  { kind: 'ahead', start: 'pending' },
  { kind: 'begun', start: 'pending' },
];

interface ListedCrewItem {
  id: number;
  status: CrewItemStatus;
  startsAt: string;
  person: { caption: string } | null;
}

/** A demo item in `start` with a person, whose shift is ahead (2 h on at least) or has begun. */
async function plannerItem(
  page: Page,
  kind: ShiftKind,
  start: CrewItemStatus,
): Promise<ListedCrewItem> {
  const { items } = await apiGet<{ items: ListedCrewItem[] }>(
    page,
    'planner',
    `/projectCrewItems?${runningAndLaterQuery(await stackNow())}&status=${start}&limit=200`,
  );
  // Running now and later (the planner's default list): a begun one there is running.
  const now = (await stackNow()).getTime();
  const item = items.find(
    (candidate) =>
      candidate.person !== null &&
      (kind === 'ahead'
        ? Date.parse(candidate.startsAt) > now + 2 * 3_600_000
        : Date.parse(candidate.startsAt) < now),
  );
  if (!item) throw new Error(`the demo has no ${start} item with a person whose shift is ${kind}`);
  return item;
}

/** The sheet shows `status` and offers exactly the actions the machine allows on the item now. */
async function checkSheet(page: Page, item: ListedCrewItem, status: CrewItemStatus): Promise<void> {
  const sheet = page.getByRole('dialog', { name: crewItemsEnglish.sheet.title });
  await expect(sheet.getByText(PLANNER_STATUS_TEXT[status], { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  const allowed = allowedCrewItemActions(
    status,
    { hasPerson: item.person !== null, startsAt: item.startsAt },
    (await stackNow()).toISOString(),
  );
  for (const action of CREW_ITEM_ACTIONS) {
    await expect(
      sheet.getByRole('button', { name: PLANNER_ACTION_TEXT[action], exact: true }),
      `${action} in ${status}`,
    ).toHaveCount(allowed.includes(action) ? 1 : 0);
  }
}

test.describe('crewItemStatus model: planner@ on the crew item list (real UI)', () => {
  test('the planner’s paths reach every stored status', () => {
    const reached = new Set(
      PLANNER_STARTS.flatMap(({ kind, start }) => plannerWalks(kind, start)).flatMap(
        (path) => path.statuses,
      ),
    );
    expect([...reached].sort()).toEqual([...CREW_ITEM_STATUSES].sort());
  });

  for (const { kind, start } of PLANNER_STARTS) {
    for (const path of plannerWalks(kind, start)) {
      test(`sheet: ${path.description}`, async ({ page, signIn }) => {
        test.setTimeout(120_000);
        await signIn('planner');
        const item = await plannerItem(page, kind, start);
        const url = `${pathOf('planningCrewItemList')}?item=${item.id}`;
        await page.goto(url);
        await checkSheet(page, item, start);
        const sheet = page.getByRole('dialog', { name: crewItemsEnglish.sheet.title });
        for (const [index, action] of path.actions.entries()) {
          const to = path.statuses[index + 1] ?? start;
          await sheet
            .getByRole('button', { name: PLANNER_ACTION_TEXT[action], exact: true })
            .click();
          // The api's answer, not the optimistic status: the audit entry is there.
          await expect(
            sheet
              .getByText(
                `${PLANNER_STATUS_TEXT[path.statuses[index] ?? start]} → ${PLANNER_STATUS_TEXT[to]}`,
              )
              .first(),
          ).toBeVisible();
          await checkSheet(page, item, to);
        }
        // Loaded afresh: the stored status.
        await page.goto(url);
        await checkSheet(page, item, path.statuses.at(-1) ?? start);
      });
    }
  }
});
