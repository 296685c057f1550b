import { describe, expect, it } from 'vitest';
import {
  BOOKING_CHECK_WARMUP_CALLS,
  bookingCheckRequests,
  checkBookingAnswer,
  type BookingCheckResult,
} from './booking-check';
import { bookingCheckBudget, budgets } from './budgets';
import type { CrewItemsFigures } from './crew-items';
import { parseOptions } from './options';
import { bookingCheckRows, renderMarkdown, renderReport, type BenchReport } from './report';

const skipped = { status: 'skipped', reason: 'not in --only' } as const;
const report: BenchReport = {
  date: '2026-12-04T20:30:00.000Z',
  machine: {
    node: 'v20',
    platform: 'linux',
    arch: 'x64',
    cpus: 2,
    cpuModel: 'test',
    loadAverage: 9,
  },
  setup: null,
  bundle: skipped,
  home: skipped,
  jobs: skipped,
  lighthouse: skipped,
  checkIn: skipped,
  projects: skipped,
};

function check(
  database: BookingCheckResult['database'],
  p95Ms: number,
  errors = 0,
): BookingCheckResult {
  return {
    database,
    crewItems: 20_000,
    concurrency: 4,
    calls: 1200,
    distinctItems: 1200,
    withFindings: 140,
    findings: { REST_TIME: 60, DOUBLE_BOOKING: 12, FUNCTION_NOT_REGISTERED: 130 },
    errors,
    firstError: errors > 0 ? 'GET /projectCrewItems/1/bookingCheck: HTTP 500' : null,
    perSecond: 120,
    p50Ms: p95Ms / 2,
    p95Ms,
    p99Ms: p95Ms * 1.5,
  };
}

function figures(bookingChecks?: BookingCheckResult[]): CrewItemsFigures {
  return {
    crewItems: 20_000,
    concurrency: 20,
    durationSeconds: 10,
    operations: [],
    results: [],
    ...(bookingChecks ? { bookingChecks } : {}),
    postgresSkipped: null,
  };
}

describe('the booking check budget', () => {
  it('holds PGlite to its p95 of 100 ms with no errors; PostgreSQL has none', () => {
    expect(budgets.bookingCheckP95Ms).toBe(100);
    expect(bookingCheckBudget(check('pglite', 100))).toEqual({
      text: 'p95 ≤ 100 ms',
      verdict: 'ok',
    });
    expect(bookingCheckBudget(check('pglite', 100.1))?.verdict).toBe('p95 over');
    expect(bookingCheckBudget(check('pglite', 140, 3))?.verdict).toBe('p95 over, errors');
    expect(bookingCheckBudget(check('postgres', 500))).toBeNull();
  });
});

describe('the booking check rows of the report', () => {
  it('prints a row per database with its budget, and the findings the checks found', () => {
    const withChecks: BenchReport = {
      ...report,
      crewItems: {
        status: 'ok',
        figures: figures([check('pglite', 101), check('postgres', 30, 2)]),
      },
    };
    const text = renderReport(withChecks);
    expect(text).toContain('the booking check: GET /api/v1/projectCrewItems/{id}/bookingCheck');
    expect(text).toMatch(
      /pglite\s+20000\s+4\s+1200\s+140\s+120\.0\s+50\.5\s+101\.0\s+151\.5\s+p95 ≤ 100 ms\s+p95 over/,
    );
    expect(text).toContain(
      'findings (pglite): DOUBLE_BOOKING 12, FUNCTION_NOT_REGISTERED 130, REST_TIME 60',
    );
    expect(text).toContain('first error: GET /projectCrewItems/1/bookingCheck: HTTP 500');

    const markdown = renderMarkdown(withChecks);
    expect(markdown).toContain(
      '| pglite | 20000 | 4 | 1200 | 140 | 120.0 | 50.5 | 101.0 | 151.5 | p95 ≤ 100 ms | p95 over |',
    );
    expect(markdown).toContain(
      '| postgres | 20000 | 4 | 1200 | 140 | 120.0 | 15.0 | 30.0 | 45.0 | — | — |',
    );
  });

  it('has no rows for a report written before the booking check', () => {
    expect(bookingCheckRows(figures())).toEqual([]);
    const text = renderReport({ ...report, crewItems: { status: 'ok', figures: figures() } });
    expect(text).not.toContain('bookingCheck');
  });
});

describe('the booking check requests', () => {
  const fixture = {
    crewItemIds: Array.from({ length: 1000 }, (_, i) => String(i + 1)),
    personIds: ['501', '502', '503', '504', '505'],
  };

  it('asks about every crew item once, shuffled, each with one of the season’s people, the same each run', () => {
    const requests = bookingCheckRequests(fixture);
    expect(requests).toHaveLength(1000);
    expect(new Set(requests.map((request) => request.crewItemId)).size).toBe(1000);
    expect(requests.map((request) => request.crewItemId)).not.toEqual(fixture.crewItemIds);
    const people = new Set(requests.map((request) => request.personId));
    expect([...people].sort()).toEqual(fixture.personIds);
    expect(bookingCheckRequests(fixture)).toEqual(requests);
    expect(BOOKING_CHECK_WARMUP_CALLS).toBeLessThan(requests.length);
  });

  it('accepts only the answer about the item and person asked about', () => {
    const request = { crewItemId: '7', personId: '501' };
    const findings = [{ code: 'REST_TIME' }, { code: 'VACATION' }];
    expect(checkBookingAnswer({ crewItemId: 7, personId: 501, findings }, request)).toEqual([
      'REST_TIME',
      'VACATION',
    ]);
    expect(() => checkBookingAnswer({ crewItemId: 8, personId: 501, findings }, request)).toThrow(
      /item 7 for person 501/,
    );
    expect(() => checkBookingAnswer({ crewItemId: 7, personId: 502, findings }, request)).toThrow();
    expect(() => checkBookingAnswer({ crewItemId: 7, personId: 501 }, request)).toThrow();
    expect(() => checkBookingAnswer(null, request)).toThrow();
  });

  it('takes the checks in flight from --booking-concurrency, four by default', () => {
    expect(parseOptions([]).bookingCheckConcurrency).toBe(4);
    expect(parseOptions(['--booking-concurrency', '1']).bookingCheckConcurrency).toBe(1);
    expect(() => parseOptions(['--booking-concurrency', '0'])).toThrow(/booking-concurrency/);
  });
});
