import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// The project page through the gateway: the profile fields, the shifts and the booked
// crew from ONE crews call per project, the cost with rateCards READ only.

const PAGE = /* GraphQL */ `
  query ProjectPageTest($number: String!, $withCost: Boolean!) {
    project(number: $number) {
      id
      number
      status
      clientMark
      comment
      branch {
        caption
      }
      manager {
        caption
      }
      rateCard {
        name
        currency
      }
      cateringType {
        caption
      }
      locations {
        id
        caption
      }
      crews {
        id
        caption
        crewChief {
          caption
        }
        functions {
          function {
            caption
          }
          amount
          filled
          open
        }
        items {
          id
          status
          person {
            caption
            phone
          }
        }
      }
      bookedCrew {
        id
        person {
          caption
        }
        function {
          caption
        }
        status
        crew {
          id
        }
      }
      cost(timeZone: "UTC") @include(if: $withCost) {
        rateCardCaption
        currency
        byDay {
          day
          amounts {
            plannedMinutes
          }
        }
        total {
          plannedMinutes
          workedMinutes
          plannedCents
          workedCents
          unratedPlannedMinutes
        }
      }
    }
  }
`;

interface PageData {
  project: {
    id: string;
    status: string;
    comment: string | null;
    rateCard: { name: string; currency: string } | null;
    cateringType: { caption: string } | null;
    locations: Array<{ caption: string }> | null;
    crews: Array<{
      caption: string;
      functions: Array<{
        function: { caption: string };
        amount: number;
        filled: number;
        open: number;
      }>;
      items: Array<{ status: string; person: { caption: string; phone: string | null } | null }>;
    }>;
    bookedCrew: Array<{ person: { caption: string }; function: { caption: string } }>;
    cost?: {
      rateCardCaption: string | null;
      total: { plannedMinutes: number; workedMinutes: number; plannedCents: number };
    };
  } | null;
}

describe.each(testBackends())('the project page through the gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('answers the whole page in three upstream calls: the project, its crews (once for shifts and crew) and its cost', async () => {
    const token = await gateway.api.signInAs('planner');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<PageData>(
      PAGE,
      { number: '2601', withCost: true },
      { token },
    );
    expect(result.errors).toBeUndefined();
    const project = result.data!.project!;
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/projects/2601',
      `GET /api/v1/projects/${project.id}/crews`,
      `GET /api/v1/projects/${project.id}/cost?timeZone=UTC`,
    ]);
    expect(project.rateCard).toEqual({ name: 'Eventful Ltd 2026', currency: 'EUR' });
    expect(project.cateringType?.caption).toBeTruthy();
    expect(project.locations?.map((location) => location.caption)).toEqual(['Ahoy Arena']);
    expect(project.crews.map((crew) => crew.caption)).toEqual(['Build', 'Show', 'Dismantle']);
    // A past build: 3 stagehand rows count (one a no-show, still booked), the cancelled light
    // technician and the not-needed runner do not.
    const build = project.crews[0]!;
    expect(build.functions).toEqual([
      { function: { caption: 'Rigger' }, amount: 1, filled: 1, open: 0 },
      { function: { caption: 'Stagehand' }, amount: 3, filled: 3, open: 0 },
    ]);
    expect(build.items).toHaveLength(6);
    // Booked crew: every row with a person, by function; no phone without crewProfile CONTACT.
    expect(project.bookedCrew.map((booking) => booking.function.caption)).toEqual(
      [...project.bookedCrew.map((booking) => booking.function.caption)].sort((a, b) =>
        a.localeCompare(b),
      ),
    );
    expect(project.bookedCrew).toHaveLength(18);
    expect(build.items.every((item) => item.person === null || item.person.phone === null)).toBe(
      true,
    );
    expect(project.cost?.rateCardCaption).toBe('Eventful Ltd 2026');
    expect(project.cost?.total.workedMinutes).toBeGreaterThan(0);
    expect(project.cost?.total.plannedCents).toBeGreaterThan(0);
  });

  it('answers the project’s card as the one RateCard type: its rates read once by id, FORBIDDEN without rateCards READ', async () => {
    const CARD = /* GraphQL */ `
      query ProjectRateCardTest($number: String!) {
        project(number: $number) {
          id
          rateCard {
            id
            name
            currency
            company {
              caption
            }
            rates {
              functionName
              hourlyRateCents
            }
          }
        }
      }
    `;
    type CardData = {
      project: {
        rateCard: {
          id: string;
          name: string;
          company: { caption: string } | null;
          rates: Array<{ hourlyRateCents: number }>;
        } | null;
      } | null;
    };
    const token = await gateway.api.signInAs('planner');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<CardData>(CARD, { number: '2601' }, { token });
    expect(result.errors).toBeUndefined();
    const card = result.data!.project!.rateCard!;
    expect(card.name).toBe('Eventful Ltd 2026');
    expect(card.rates.length).toBeGreaterThan(0);
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/projects/2601',
      `GET /api/v1/rateCards/${card.id}`,
    ]);
    // The same card through Query.rateCard: the same fields, one type.
    const byId = await gateway.execute<{ rateCard: unknown }>(
      `query { rateCard(id: "${card.id}") { id name currency company { caption } rates { functionName hourlyRateCents } } }`,
      {},
      { token },
    );
    expect(byId.data?.rateCard).toEqual(result.data!.project!.rateCard);

    const client = await gateway.api.signInAs('client');
    const refused = await gateway.execute<CardData>(CARD, { number: '1001' }, { token: client });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const named = await gateway.execute<CardData>(
      `query { project(number: "1001") { id rateCard { name } } }`,
      {},
      { token: client },
    );
    expect(named.errors).toBeUndefined();
    expect(named.data!.project!.rateCard?.name).toBeTruthy();
  });

  it('counts open rows on a coming project and answers no crews for a project without any', async () => {
    const token = await gateway.api.signInAs('planner');
    const coming = await gateway.execute<PageData>(
      PAGE,
      { number: '2701', withCost: false },
      { token },
    );
    const stagehands = coming.data!.project!.crews[0]!.functions.find(
      (row) => row.function.caption === 'Stagehand',
    );
    expect(stagehands).toEqual({
      function: { caption: 'Stagehand' },
      amount: 3,
      filled: 2,
      open: 1,
    });
    const empty = await gateway.execute<PageData>(
      PAGE,
      { number: '2702', withCost: false },
      { token },
    );
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.project!.crews).toEqual([]);
    expect(empty.data!.project!.bookedCrew).toEqual([]);
  });

  it('answers FORBIDDEN for the cost without rateCards READ, the rest of the page still for a client', async () => {
    const token = await gateway.api.signInAs('client');
    const withCost = await gateway.execute<PageData>(
      PAGE,
      { number: '1001', withCost: true },
      { token },
    );
    expect(errorCode(withCost)).toBe('FORBIDDEN');
    const without = await gateway.execute<PageData>(
      PAGE,
      { number: '1001', withCost: false },
      { token },
    );
    expect(without.errors).toBeUndefined();
    expect(without.data!.project!.crews.length).toBeGreaterThan(0);
    // Another company's project: null, as for one that does not exist.
    const other = await gateway.execute<PageData>(
      PAGE,
      { number: '1002', withCost: false },
      { token },
    );
    expect(other.data?.project ?? null).toBeNull();
  });

  it('lets a project session read its own project’s shifts, not the cost', async () => {
    const token = await gateway.api.signInAs('project');
    const own = await gateway.execute<PageData>(
      PAGE,
      { number: '1001', withCost: false },
      { token },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.project!.crews.map((crew) => crew.caption)).toContain('Main stage build');
    expect(
      errorCode(
        await gateway.execute<PageData>(PAGE, { number: '1001', withCost: true }, { token }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('refuses a bad time zone as BAD_USER_INPUT', async () => {
    const token = await gateway.api.signInAs('planner');
    const result = await gateway.execute(
      `{ project(number: "1001") { cost(timeZone: "Mars/Olympus") { currency } } }`,
      {},
      { token },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });
});
