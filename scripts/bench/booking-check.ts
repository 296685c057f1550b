/**
 * The booking check over a season (crew-items section): GET
 * /api/v1/projectCrewItems/{id}/bookingCheck?personId= as a planner's booking form sends it, signed
 * in as the demo planner, over real HTTP to the api child the section started, against the season
 * fixture (crew-items-fixture.ts, 20,000 items). Every call asks about another crew item and
 * another of the season's people, so no cache (PGlite's pages aside) answers a repeat; every answer
 * is checked (the item and person asked about, findings an array). The rules at their boundaries
 * and the check's three statements are tests (api/routes/crew-items/crew-items.booking.test.ts),
 * not this bench.
 */
import { getApi, signIn } from './client';
import type { CrewItemsFixture } from './crew-items-fixture';
import { CREW_ITEMS_FIXTURE_LOGINS, generator } from './crew-items-fixture';
import { loadFigures, runLoad } from './load';
import type { LoadFigures } from './load';

/** One booking check: the crew item and the person asked about. */
export interface BookingCheckRequest {
  crewItemId: string;
  personId: string;
}

/** Calls before the measured ones (the servers' JIT), on pairs the measured calls do not use. */
export const BOOKING_CHECK_WARMUP_CALLS = 200;

/**
 * Every crew item of the season once, in a shuffled order, each with a person drawn from the
 * season's people: the measured calls take them from the front, the warm-up from the back.
 * Deterministic for a fixture.
 */
export function bookingCheckRequests(
  fixture: Pick<CrewItemsFixture, 'crewItemIds' | 'personIds'>,
): BookingCheckRequest[] {
  const random = generator(fixture.crewItemIds.length + fixture.personIds.length);
  const order = [...fixture.crewItemIds];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order.map((crewItemId) => ({
    crewItemId,
    personId: fixture.personIds[Math.floor(random() * fixture.personIds.length)] ?? '',
  }));
}

/** The codes of an answer's findings; throws when it is not the answer to `request`. */
export function checkBookingAnswer(body: unknown, request: BookingCheckRequest): string[] {
  const answer = body as
    { crewItemId?: unknown; personId?: unknown; findings?: unknown } | null | undefined;
  if (
    !answer ||
    String(answer.crewItemId) !== request.crewItemId ||
    String(answer.personId) !== request.personId ||
    !Array.isArray(answer.findings)
  )
    throw new Error(
      `bookingCheck of item ${request.crewItemId} for person ${request.personId}: ${JSON.stringify(body).slice(0, 200)}`,
    );
  return (answer.findings as Array<{ code?: unknown }>).map((finding) => String(finding.code));
}

export interface BookingCheckResult extends Omit<LoadFigures, 'sent'> {
  database: 'pglite' | 'postgres';
  crewItems: number;
  concurrency: number;
  calls: number;
  /** Distinct crew items (each with its own person) the measured calls asked about. */
  distinctItems: number;
  /** Measured answers with at least one finding. */
  withFindings: number;
  /** Measured answers holding each finding code. */
  findings: Record<string, number>;
}

export interface BookingCheckContext {
  database: 'pglite' | 'postgres';
  apiOrigin: string;
  fixture: CrewItemsFixture;
  password: string;
  concurrency: number;
  durationSeconds: number;
}

export async function benchBookingCheck(context: BookingCheckContext): Promise<BookingCheckResult> {
  const token = await signIn(
    context.apiOrigin,
    CREW_ITEMS_FIXTURE_LOGINS.planner,
    context.password,
  );
  const requests = bookingCheckRequests(context.fixture);
  const warmup = requests.slice(-BOOKING_CHECK_WARMUP_CALLS);
  const measuredRequests = requests.slice(0, -BOOKING_CHECK_WARMUP_CALLS);
  if (measuredRequests.length === 0) throw new Error('the season fixture has too few crew items');
  const findings: Record<string, number> = {};
  let withFindings = 0;
  const call = async (request: BookingCheckRequest) =>
    checkBookingAnswer(
      await getApi(
        fetch,
        context.apiOrigin,
        `/projectCrewItems/${request.crewItemId}/bookingCheck?personId=${request.personId}`,
        token,
      ),
      request,
    );
  let nextWarmup = 0;
  await runLoad({
    concurrency: context.concurrency,
    durationMs: 60_000,
    maxIterations: warmup.length,
    iteration: async () => {
      const request = warmup[nextWarmup % warmup.length];
      nextWarmup += 1;
      if (request) await call(request);
      return 1;
    },
  });
  let next = 0;
  const load = await runLoad({
    concurrency: context.concurrency,
    durationMs: context.durationSeconds * 1000,
    // Each pair once: no measured call repeats another.
    maxIterations: measuredRequests.length,
    iteration: async () => {
      const request = measuredRequests[next];
      next += 1;
      if (!request) throw new Error('no request');
      const codes = new Set(await call(request));
      if (codes.size > 0) withFindings += 1;
      for (const code of codes) findings[code] = (findings[code] ?? 0) + 1;
      return 1;
    },
  });
  const { sent, ...figures } = loadFigures(load);
  return {
    database: context.database,
    crewItems: context.fixture.crewItems,
    concurrency: context.concurrency,
    ...figures,
    calls: sent,
    distinctItems: Math.min(sent, measuredRequests.length),
    withFindings,
    findings,
  };
}
