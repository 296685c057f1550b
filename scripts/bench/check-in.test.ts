import { describe, expect, it } from 'vitest';
import { planCheckIns, verifyCheckIns } from './check-in';
import type { CheckInCrew, CheckInFigures } from './check-in';
import { checkInRows } from './report';

const crews: CheckInCrew[] = [
  { crewId: '1', login: 'a@x', memberIds: ['11', '12', '13'] },
  { crewId: '2', login: 'b@x', memberIds: ['21', '22'] },
];
const tokens = new Map([
  ['a@x', 'token-a'],
  ['b@x', 'token-b'],
]);

describe('the festival peak bench', () => {
  it('fires every member once, round-robin over the crews, each with its own chief and key', () => {
    const jobs = planCheckIns(crews, tokens, 'run');
    expect(jobs.map((job) => job.memberId)).toEqual(['11', '21', '12', '22', '13']);
    expect(jobs.find((job) => job.memberId === '22')?.token).toBe('token-b');
    expect(new Set(jobs.map((job) => job.idempotencyKey)).size).toBe(jobs.length);
  });

  it('refuses a crew whose chief did not sign in', () => {
    expect(() => planCheckIns(crews, new Map([['a@x', 't']]), 'run')).toThrow(/b@x/);
  });

  it('counts members checked in once, not at all and twice', () => {
    const counts = [
      { memberId: '11', events: 1 },
      { memberId: '12', events: 2 },
      { memberId: '21', events: 1 },
      { memberId: '99', events: 1 },
    ];
    expect(verifyCheckIns(crews, counts)).toEqual({ checkedInOnce: 2, missing: 2, duplicated: 1 });
  });

  it('judges only PostgreSQL against the budget, and fails it on a missing check-in', () => {
    const base = {
      crews: 2,
      membersPerCrew: 50,
      concurrency: 20,
      checkIns: 100,
      errors: 0,
      firstError: null,
      perSecond: 800,
      p50Ms: 20,
      p95Ms: 40,
      p99Ms: 60,
      checkedInOnce: 100,
      missing: 0,
      duplicated: 0,
    };
    const figures: CheckInFigures = {
      operation: 'CheckInCrewMember',
      concurrency: 20,
      postgresSkipped: null,
      results: [
        { ...base, database: 'pglite', perSecond: 100 },
        { ...base, database: 'postgres' },
        { ...base, database: 'postgres', checkedInOnce: 99, missing: 1 },
      ],
    };
    const rows = checkInRows(figures);
    expect(rows.map((row) => row.at(-1))).toEqual(['', 'ok', 'over']);
    expect(rows[2]?.[7]).toBe('99 once, 1 missing, 0 twice or more');
  });
});
