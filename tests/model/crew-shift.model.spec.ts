import type { Browser, Locator, Page } from '@playwright/test';
import { initialTransition } from 'xstate';
import {
  crewShiftRefusal,
  type CrewShiftActor,
  type CrewShiftEvent,
  type CrewShiftFacts,
  type CrewShiftInput,
  type CrewShiftState,
} from '../../machines/crewShift.machine';
import {
  CREW_SHIFT_STARTS,
  crewShiftModel,
  describeCrewShiftEvent,
  MODEL_MEMBERS,
  MODEL_SHIFT,
  MODEL_SIGNED_SHIFT,
  MODEL_SIGN_OFF,
} from '../../machines/crewShift.model';
import {
  modelStates,
  modelTransitions,
  modelTransitionWalks,
  type ModelSnapshot,
  type ModelTransition,
} from '../../machines/model-graph';
import { expect, pathOf, pinToStackClock, signInForApi, test, type Account } from '../e2e/fixtures';
import { apiGet, drawSignature } from '../e2e/documents-helpers';
import { STACK_ORIGIN, TEST_TENANT_FACTORY_KEY, stackNow } from '../e2e/stack';

/**
 * machines/crewShift.machine.ts through the real UI in Chromium at 360 px: every transition of
 * the model (modelTransitions: the shortest path to the transition's source state, then the
 * transition), 23 in all, plus the reader's start. A transition whose path starts another's is
 * checked on the way along the longer one (modelTransitionWalks): 15 tests walk the 23.
 *
 * - Each test makes its crew from the path's start with the test tenant factory
 *   (POST /testing/tenants/{id}/crews, contract 4): chief@ leads it on project 1001, the model's
 *   Anna and Ben are two new confirmed members, and the start's facts (attendance, in/out,
 *   sign-off, releases) are written as they are. So `notStarted` and the planner's signed crew are
 *   reproduced in the browser, not mapped onto the seed's running crew.
 * - Time: the model's day is squeezed into the 70 minutes before the test (MODEL_TO_NOW): the
 *   shift ran from 40 to 5 minutes ago, Anna came at 07:55 = 45 minutes ago, Ben late at 08:20 = 20
 *   minutes ago, out at 16:00 = 5 minutes ago. Every allowed time therefore lies in the past (the
 *   machine refuses times more than 15 minutes ahead) and the order and the late/present and
 *   break rules stay the model's. The time fields take HH:mm on the venue's day and clock (the
 *   model crew is at the demo's Ahoy Arena, Europe/Amsterdam; decision 248), whoever types it —
 *   chief@'s profile is in London. "Now" is the server's (stackNow), and every browser is pinned to
 *   it (fixtures.ts pinToStackClock); E2E_CLOCK_START puts the server at a fixed morning. A run
 *   started in the first 75 minutes after the venue's midnight would start the window yesterday:
 *   the test says so and fails rather than skipping itself by the hour.
 * - Each step is done by the start's actor on its screen (check-in with a time, no-show,
 *   check-out with a break, the client's signature on the pad, release) and confirmed there
 *   (toast, badge, "Signed by", "Released"). For each transition checked, its screen first
 *   offers exactly the model's events the machine can take in the source state (`snapshot.can`:
 *   enabled when allowed, absent or disabled when refused), every model event the machine refuses
 *   there is sent to the api, which answers 409 with the machine's reason (crewShiftRefusal), and
 *   after it the crew page, loaded from the server, shows the state the machine went to. A step
 *   of a walk that is no checked transition's last is only done (CI time); likewise the first
 *   transition of each (start, source state) checks the offers of all four screens, the others
 *   only the screen of their step.
 * - `shift.factsArrived` is no button: another device changed the crew. It is driven through the
 *   api as planner@ (crews EDIT ALL) on a second browser context — Anna in and out, Ben a no-show,
 *   the client's sign-off — and the actor's screen, loaded again, shows the state the fresh facts
 *   decide.
 * - The reader (project session 1001) takes no transition of its own (its one, fresh facts, is the
 *   chief's too): its test checks that the machine refuses it every model event (CREW_READ_ONLY)
 *   and no screen offers one, that the api refuses each — with 403, as the rights layer (no
 *   crews EDIT) answers before the machine is asked — and that fresh facts from another device
 *   show as signed off.
 */

const NAMES: Record<string, string> = {
  [MODEL_MEMBERS.anna]: 'Anna de Wit',
  [MODEL_MEMBERS.ben]: 'Ben Jansen',
};
const STATE: Record<CrewShiftState, string> = {
  notStarted: 'Nobody checked in yet',
  onShift: 'On shift',
  readyForSignOff: 'Everyone checked out: ready for the client’s sign-off',
  signedOff: 'Signed off by the client',
  released: 'Delivery note released',
};
const ACCOUNT: Record<CrewShiftActor, Account> = {
  crewChief: 'chief',
  planner: 'planner',
  reader: 'project',
};
/** The zone the time fields take: the model crew's venue's (decision 248), whatever the actor's profile zone. */
const VENUE_ZONE = 'Europe/Amsterdam';
/** The actors who enter times. */
const TYPES_TIMES: Partial<Record<CrewShiftActor, true>> = { crewChief: true, planner: true };

/** Model HH:mm → minutes from now. */
const MODEL_TO_NOW: Record<string, number> = {
  '07:30': -70,
  '07:55': -45,
  '08:00': -40,
  '08:20': -20,
  '12:00': 60,
  '16:00': -5,
  '16:05': -4,
  '16:10': -3,
  '16:12': -2,
};
function minutesOf(modelIso: string): number {
  const offset = MODEL_TO_NOW[modelIso.slice(11, 16)];
  if (offset === undefined) throw new Error(`no real time for the model's ${modelIso}`);
  return offset;
}
/** The server's now when the test began (its clock, which the browser is pinned to). */
let testStart = new Date(0);
const realAt = (modelIso: string) => new Date(testStart.getTime() + minutesOf(modelIso) * 60_000);

/** HH:mm of an instant in a zone (what the time field shows). */
function clockIn(zone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
const minutesOfDay = (zone: string, instant: Date) => {
  const [hours = 0, minutes = 0] = clockIn(zone, instant).split(':').map(Number);
  return hours * 60 + minutes;
};

type Screen = 'checkIn' | 'checkOut' | 'signOff' | 'deliveryNote' | 'elsewhere';
function screenOf(event: CrewShiftEvent): Screen {
  switch (event.type) {
    case 'member.checkIn':
    case 'member.noShow':
      return 'checkIn';
    case 'member.checkOut':
      return 'checkOut';
    case 'crew.signOff':
      return 'signOff';
    case 'deliveryNote.release':
    case 'crewChiefSheet.release':
      return 'deliveryNote';
    case 'shift.factsArrived':
      return 'elsewhere';
  }
}
const SCREEN_PATH = {
  checkIn: 'crewCheckIn',
  checkOut: 'crewCheckOut',
  signOff: 'crewSignOff',
  deliveryNote: 'crewDeliveryNote',
} as const;
const DOCUMENT_TITLE = {
  'deliveryNote.release': 'Delivery note',
  'crewChiefSheet.release': 'Crew chief sheet',
} as const;

const transitions = modelTransitions(crewShiftModel);
const events = crewShiftModel.events as CrewShiftEvent[];
const inputOf = (snapshot: ModelSnapshot) => snapshot.context as CrewShiftInput;
const stateOf = (snapshot: ModelSnapshot) => snapshot.value as CrewShiftState;

/** The model crew of this test's tenant. */
interface Crew {
  id: number;
  /** Model member id → crew item id. */
  items: Record<string, number>;
}

/** The factory's body for a start's facts: times as minutes from now. */
function factoryBody(facts: CrewShiftFacts) {
  const minutes = (iso: string | null) => (iso === null ? null : minutesOf(iso));
  return {
    caption: 'Model crew',
    startsAt: minutesOf(facts.startsAt),
    endsAt: minutesOf(facts.endsAt),
    members: facts.members.map((member) => ({
      name: NAMES[member.id],
      attendance: member.attendance,
      checkedInAt: minutes(member.checkedInAt),
      checkedOutAt: minutes(member.checkedOutAt),
      breakMinutes: member.breakMinutes,
      plannedBreakMinutes: member.plannedBreakMinutes,
    })),
    signedOffAt: minutes(facts.signedOffAt),
    deliveryNoteReleasedAt: minutes(facts.deliveryNoteReleasedAt),
    crewChiefSheetReleasedAt: minutes(facts.crewChiefSheetReleasedAt),
  };
}

async function createCrew(page: Page, tenantId: number, facts: CrewShiftFacts): Promise<Crew> {
  const response = await page.request.post(
    `${STACK_ORIGIN}/api/v1/testing/tenants/${tenantId}/crews`,
    {
      headers: { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY },
      data: factoryBody(facts),
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { crewId: number; members: { crewItemId: number }[] };
  const items: Record<string, number> = {};
  facts.members.forEach((member, index) => {
    items[member.id] = created.members[index]!.crewItemId;
  });
  return { id: created.crewId, items };
}

/** The api request of a model event, with real times and ids. */
function requestOf(
  crew: Crew,
  event: CrewShiftEvent,
): { url: string; body: Record<string, unknown> } | null {
  const base = `/api/v1/projectCrews/${crew.id}`;
  switch (event.type) {
    case 'member.checkIn':
      return {
        url: `${base}/projectCrewItemStatus`,
        body: {
          crewItemId: crew.items[event.memberId],
          action: 'checkIn',
          at: realAt(event.at).toISOString(),
          recordedAt: realAt(event.recordedAt).toISOString(),
        },
      };
    case 'member.noShow':
      return {
        url: `${base}/projectCrewItemStatus`,
        body: {
          crewItemId: crew.items[event.memberId],
          action: 'noShow',
          recordedAt: realAt(event.recordedAt).toISOString(),
        },
      };
    case 'member.checkOut':
      return {
        url: `${base}/projectCrewItemStatus`,
        body: {
          crewItemId: crew.items[event.memberId],
          action: 'checkOut',
          at: realAt(event.at).toISOString(),
          recordedAt: realAt(event.recordedAt).toISOString(),
          breakMinutes: event.breakMinutes,
        },
      };
    case 'crew.signOff':
      return {
        url: `${base}/digitalConfirm`,
        body: {
          signerName: event.signerName,
          signature: event.signature,
          rating: event.rating,
          remark: event.remark,
          signedAt: realAt(event.signedAt).toISOString(),
        },
      };
    case 'deliveryNote.release':
      return {
        url: `${base}/deliveryNote/release`,
        body: { releasedAt: realAt(event.releasedAt).toISOString() },
      };
    case 'crewChiefSheet.release':
      return {
        url: `${base}/crewChiefSheet/release`,
        body: { releasedAt: realAt(event.releasedAt).toISOString() },
      };
    case 'shift.factsArrived':
      return null;
  }
}

/** A venue action through the api as the page's user: status and reason. */
async function send(
  page: Page,
  request: { url: string; body: Record<string, unknown> },
): Promise<{ status: number; reason?: string }> {
  return page.evaluate(async ({ url, body }) => {
    const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        type: 'MOBILE',
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { reason?: string };
    return { status: response.status, reason: answer.reason };
  }, request);
}

/**
 * Every model event the machine refuses here is refused by the api too: 409 with the machine's
 * reason. A reader (project session) is stopped one layer earlier: it has no crews EDIT right, so
 * the api answers 403 before asking the machine (api/routes/crews/crews.test.ts); its
 * CREW_READ_ONLY is what the app reads.
 */
async function expectApiRefuses(page: Page, crew: Crew, snapshot: ModelSnapshot) {
  for (const event of events) {
    if (snapshot.can(event)) continue;
    const request = requestOf(crew, event);
    if (!request) continue;
    const reason = crewShiftRefusal(inputOf(snapshot), event);
    const what = `${describeCrewShiftEvent(event)} in ${stateOf(snapshot)}`;
    const answer = await send(page, request);
    if (reason === 'CREW_READ_ONLY') expect(answer.status, what).toBe(403);
    else expect(answer, what).toEqual({ status: 409, reason });
  }
}

/** An action button that is offered and enabled (or, refused: absent or disabled). */
async function expectOffered(button: Locator, offered: boolean, what: string) {
  if (offered) await expect(button, what).toBeEnabled();
  else if ((await button.count()) > 0) await expect(button, what).toBeDisabled();
}

class Run {
  private screen: Screen | 'crew' | null = null;
  constructor(
    private readonly page: Page,
    private readonly crew: Crew,
    private readonly actor: CrewShiftActor,
    private readonly browser: Browser,
    private readonly baseURL: string | undefined,
  ) {}

  private get zone() {
    return VENUE_ZONE;
  }

  private article(memberId: string) {
    return this.page.getByRole('article', { name: NAMES[memberId] });
  }

  async open(screen: Screen | 'crew') {
    if (this.screen === screen) return;
    const path =
      screen === 'crew'
        ? pathOf('crew', { id: this.crew.id })
        : pathOf(SCREEN_PATH[screen as Exclude<Screen, 'elsewhere'>], { id: this.crew.id });
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Model crew' })).toBeVisible({
      timeout: 60_000,
    });
    this.screen = screen;
  }

  async expectState(state: CrewShiftState) {
    await this.open('crew');
    await expect(this.page.getByTestId('crew-state')).toHaveText(STATE[state]);
  }

  /** The screen offers exactly the model's events of that screen the machine takes now. */
  async expectOffers(screen: Exclude<Screen, 'elsewhere'>, snapshot: ModelSnapshot) {
    await this.open(screen);
    for (const event of events.filter((candidate) => screenOf(candidate) === screen)) {
      const offered = snapshot.can(event);
      const what = `${describeCrewShiftEvent(event)} in ${stateOf(snapshot)}`;
      switch (event.type) {
        case 'member.checkIn': {
          const row = this.article(event.memberId);
          await expect(row).toBeVisible();
          const button = row.getByRole('button', { name: `Check in ${NAMES[event.memberId]}` });
          if ((await button.count()) > 0)
            await row
              .getByLabel(`Check-in time of ${NAMES[event.memberId]}`)
              .fill(clockIn(this.zone, realAt(event.at)));
          await expectOffered(button, offered, what);
          break;
        }
        case 'member.noShow': {
          // The screen records a no-show at the browser's now, after this crew's start: the model's
          // no-show recorded before the start is the api's to refuse (expectApiRefuses), and the
          // screen before the start is tests/e2e/crew-shift-window.spec.ts's (tomorrow's crew).
          if (Date.parse(event.recordedAt) < Date.parse(MODEL_SHIFT.startsAt)) break;
          const row = this.article(event.memberId);
          await expectOffered(
            row.getByRole('button', { name: `Mark ${NAMES[event.memberId]} as no-show` }),
            offered,
            what,
          );
          break;
        }
        case 'member.checkOut': {
          const row = this.article(event.memberId);
          await expect(row).toBeVisible();
          const button = row.getByRole('button', { name: `Check out ${NAMES[event.memberId]}` });
          if ((await button.count()) > 0) {
            await row
              .getByLabel(`Check-out time of ${NAMES[event.memberId]}`)
              .fill(clockIn(this.zone, realAt(event.at)));
            await row
              .getByLabel(`Break of ${NAMES[event.memberId]} (minutes)`)
              .fill(String(event.breakMinutes));
          }
          await expectOffered(button, offered, what);
          break;
        }
        case 'crew.signOff': {
          const submit = this.page.getByRole('button', { name: 'Sign off hours' });
          // Nothing drawn is never offered; a signature is, exactly when the machine allows it.
          if (event.signature === '' || !offered) await expectOffered(submit, false, what);
          break;
        }
        case 'deliveryNote.release':
        case 'crewChiefSheet.release': {
          const card = this.page.getByRole('region', { name: DOCUMENT_TITLE[event.type] });
          await expect(card).toBeVisible();
          await expectOffered(card.getByRole('button', { name: 'Release' }), offered, what);
          break;
        }
        default:
          break;
      }
    }
  }

  /** Does the event through the UI as the actor (or, fresh facts, through the api elsewhere). */
  async step(event: CrewShiftEvent) {
    const page = this.page;
    switch (event.type) {
      case 'member.checkIn': {
        await this.open('checkIn');
        const name = NAMES[event.memberId]!;
        const row = this.article(event.memberId);
        await row.getByLabel(`Check-in time of ${name}`).fill(clockIn(this.zone, realAt(event.at)));
        await row.getByRole('button', { name: `Check in ${name}` }).click();
        await expect(page.getByText(`${name} is checked in.`)).toBeVisible();
        await expect(
          row.getByText(event.at.slice(11, 16) > '08:05' ? 'Late' : 'Present'),
        ).toBeVisible();
        break;
      }
      case 'member.noShow': {
        await this.open('checkIn');
        const name = NAMES[event.memberId]!;
        await this.article(event.memberId)
          .getByRole('button', { name: `Mark ${name} as no-show` })
          .click();
        await expect(page.getByText(`${name} is marked as no-show.`)).toBeVisible();
        await expect(
          this.article(event.memberId).getByText('No-show', { exact: true }).first(),
        ).toBeVisible();
        break;
      }
      case 'member.checkOut': {
        await this.open('checkOut');
        const name = NAMES[event.memberId]!;
        const row = this.article(event.memberId);
        await row
          .getByLabel(`Check-out time of ${name}`)
          .fill(clockIn(this.zone, realAt(event.at)));
        await row.getByLabel(`Break of ${name} (minutes)`).fill(String(event.breakMinutes));
        await row.getByRole('button', { name: `Check out ${name}` }).click();
        await expect(row.getByText('Checked out')).toBeVisible();
        break;
      }
      case 'crew.signOff': {
        await this.open('signOff');
        const submit = page.getByRole('button', { name: 'Sign off hours' });
        await page.getByRole('textbox', { name: /Name of the signer/ }).fill(event.signerName);
        await expect(submit).toBeDisabled();
        await drawSignature(page);
        if (event.rating !== null)
          await page.getByRole('radio', { name: `${event.rating} of 5 stars` }).check();
        await page.getByRole('textbox', { name: 'Remark (optional)' }).fill(event.remark);
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(page.getByText(`Signed by ${event.signerName} on `)).toBeVisible();
        break;
      }
      case 'deliveryNote.release':
      case 'crewChiefSheet.release': {
        await this.open('deliveryNote');
        const card = page.getByRole('region', { name: DOCUMENT_TITLE[event.type] });
        await card.getByRole('button', { name: 'Release' }).click();
        await expect(card.getByTestId('released-flag')).toHaveText('Released');
        break;
      }
      case 'shift.factsArrived':
        await this.signedElsewhere(event.facts);
        break;
    }
  }

  /** planner@ on another device brings the crew to `facts` (the model's signed shift) through the api. */
  private async signedElsewhere(facts: CrewShiftFacts) {
    expect(facts).toEqual(MODEL_SIGNED_SHIFT);
    const context = await this.browser.newContext({
      baseURL: this.baseURL,
      viewport: { width: 360, height: 780 },
    });
    await pinToStackClock(context);
    const planner = await context.newPage();
    // Only api calls on this device: signed in, no screen loaded (decision 226).
    await signInForApi(planner, 'planner');
    const status = await apiGet<{ items: { crewItemId: number; attendance: string }[] }>(
      planner,
      `/api/v1/projectCrews/${this.crew.id}/projectCrewItemStatus`,
    );
    const attendance = (memberId: string) =>
      status.items.find((item) => item.crewItemId === this.crew.items[memberId])?.attendance;
    const model = (event: CrewShiftEvent) => requestOf(this.crew, event)!;
    const anna = MODEL_MEMBERS.anna;
    const steps: CrewShiftEvent[] = [];
    if (attendance(anna) === 'expected')
      steps.push({
        type: 'member.checkIn',
        memberId: anna,
        at: '2026-11-24T07:55:00.000Z',
        recordedAt: '2026-11-24T07:55:00.000Z',
      });
    if (attendance(anna) !== 'checkedOut')
      steps.push({
        type: 'member.checkOut',
        memberId: anna,
        at: '2026-11-24T16:00:00.000Z',
        breakMinutes: 30,
        recordedAt: '2026-11-24T16:00:00.000Z',
      });
    if (attendance(MODEL_MEMBERS.ben) === 'expected')
      steps.push({
        type: 'member.noShow',
        memberId: MODEL_MEMBERS.ben,
        recordedAt: '2026-11-24T08:20:00.000Z',
      });
    steps.push({ type: 'crew.signOff', ...MODEL_SIGN_OFF });
    for (const step of steps)
      expect(await send(planner, model(step)), describeCrewShiftEvent(step)).toEqual({
        status: 200,
        reason: undefined,
      });
    await context.close();
    this.screen = null;
  }
}

function pathName(transition: ModelTransition) {
  const steps = transition.path.events.map((event) => describeCrewShiftEvent(event));
  return `${transition.start}: ${transition.from} --${describeCrewShiftEvent(transition.event)}--> ${transition.to}${steps.length > 1 ? ` (via ${steps.slice(0, -1).join(' → ')})` : ''}`;
}

/** The first transition of each (start, source state) checks all four screens there. */
const fullCheck = new Set<ModelTransition>();
{
  const seen = new Set<string>();
  for (const transition of transitions) {
    const key = `${transition.start}|${transition.from}`;
    if (!seen.has(key)) fullCheck.add(transition);
    seen.add(key);
  }
}

test('the model has the 23 transitions and 5 states this run walks, each drivable here', () => {
  expect(modelStates(crewShiftModel).size).toBe(5);
  expect(transitions).toHaveLength(23);
  for (const transition of transitions) {
    const start = CREW_SHIFT_STARTS.find((candidate) => candidate.name === transition.start);
    expect(start, transition.start).toBeDefined();
    expect(ACCOUNT[start!.input.actor]).toBeDefined();
    for (const event of transition.path.events)
      expect(screenOf(event as CrewShiftEvent)).toBeDefined();
  }
  // The reader's start takes nothing but fresh facts, which the chief's start takes first.
  expect(transitions.some((transition) => transition.start === 'a project session, reading')).toBe(
    false,
  );
});

// A transition whose shortest path starts another's is checked on the way along the longer one
// (modelTransitionWalks): the crew, the sign-in and the common steps are paid for once.
for (const walk of modelTransitionWalks(transitions)) {
  const checked = walk.checks.filter((check) => check !== undefined);
  test(checked.map(pathName).join(' · '), async ({ page, browser, baseURL, signIn, tenant }) => {
    test.setTimeout(120_000 * checked.length);
    const start = CREW_SHIFT_STARTS.find((candidate) => candidate.name === walk.path.start)!;
    const actor = start.input.actor;
    // The browser runs on the server's clock (the context fixture pins it; E2E_CLOCK_START puts
    // both at a morning).
    testStart = await stackNow();
    if (TYPES_TIMES[actor] === true && minutesOfDay(VENUE_ZONE, testStart) < 75)
      throw new Error(
        `the server's now (${testStart.toISOString()}) is in the first 75 minutes of the day in ${VENUE_ZONE}: the model's day would start before midnight; start the run at a later hour (E2E_CLOCK_START)`,
      );
    await signIn(ACCOUNT[actor]);
    const crew = await createCrew(page, tenant.tenantId, start.input);
    const run = new Run(page, crew, actor, browser, baseURL);
    const path = walk.path;
    // The start's snapshot: the state the facts put the crew in.
    let before = initialSnapshot(start.input);
    // A step that is no checked transition's last is only done, confirmed on its screen; at a
    // checked one its source state is checked first (offers, api refusals) and its target after.
    if (walk.checks[0]) await run.expectState(stateOf(before));
    for (const [index, event] of (path.events as CrewShiftEvent[]).entries()) {
      const transition = walk.checks[index];
      if (transition) {
        await expectApiRefuses(page, crew, before);
        if (fullCheck.has(transition))
          for (const screen of ['checkIn', 'checkOut', 'signOff', 'deliveryNote'] as const)
            await run.expectOffers(screen, before);
        const screen = screenOf(event);
        if (screen !== 'elsewhere') await run.expectOffers(screen, before);
      }
      await run.step(event);
      before = path.snapshots[index]!;
      if (transition) {
        await run.expectState(stateOf(before));
        expect(stateOf(before)).toBe(transition.to);
      }
    }
  });
}

function initialSnapshot(input: CrewShiftInput): ModelSnapshot {
  return initialTransition(crewShiftModel.machine, input)[0] as ModelSnapshot;
}

test('a project session (1001) reads the crew: nothing offered (CREW_READ_ONLY), the api refuses all (403), fresh facts show', async ({
  page,
  browser,
  baseURL,
  signIn,
  tenant,
}) => {
  test.setTimeout(120_000);
  const start = CREW_SHIFT_STARTS.find((candidate) => candidate.input.actor === 'reader')!;
  testStart = await stackNow();
  await signIn('project');
  const crew = await createCrew(page, tenant.tenantId, start.input);
  const run = new Run(page, crew, 'reader', browser, baseURL);
  await run.expectState('notStarted');
  await expect(page.getByText('You can view this crew but not change it.')).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: /^Check in |^Mark .* as no-show$|^Check out |^Sign off|^Release$/,
    }),
  ).toHaveCount(0);
  const snapshot = initialSnapshot(start.input);
  for (const event of events)
    if (event.type !== 'shift.factsArrived')
      expect(crewShiftRefusal(inputOf(snapshot), event), describeCrewShiftEvent(event)).toBe(
        'CREW_READ_ONLY',
      );
  await expectApiRefuses(page, crew, snapshot);
  // The check-in screen is not the project session's: it does not open there.
  await page.goto(pathOf('crewCheckIn', { id: crew.id }));
  await expect(page.getByRole('heading', { name: 'Winter Festival' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: /^Check in / })).toHaveCount(0);
  await run.step({ type: 'shift.factsArrived', facts: MODEL_SIGNED_SHIFT });
  await run.expectState('signedOff');
});
