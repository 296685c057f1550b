/** The one-line messages a bench server child (serve.ts) prints on stdout for its parent. */
export const READY_PREFIX = 'BENCH_READY ';
export const FAILED_PREFIX = 'BENCH_FAILED ';
/** The api child's answer to a `count` line on its stdin (check-in section). */
export const COUNT_PREFIX = 'BENCH_COUNT ';

export type ServerRole = 'api' | 'gateway' | 'combined';

export interface ReadyMessage {
  port: number;
  /** From process start of the child's main to listening: imports, migration, seed, build. */
  setupMs: number;
  /** With env BENCH_CHECK_IN: the check-in section's crews (check-in.ts CheckInCrew). */
  checkIn?: unknown[];
  /** With env BENCH_PROJECTS: the projects section's fixture (projects-fixture.ts ProjectsFixture). */
  projects?: unknown;
  /** With env BENCH_CREW_ITEMS: the crew-items section's fixture (crew-items-fixture.ts CrewItemsFixture). */
  crewItems?: unknown;
}

export interface FailedMessage {
  /** True when a part of the stack is not there (a file or an export), not a crash. */
  missing: boolean;
  message: string;
}

// The floors section's bare servers (floor-server.ts) and what they are sent (floors.ts).
export type FloorKind = 'node' | 'fastify' | 'yoga';

/** The shape of a member's venue action answer (CrewMemberStatus), trimmed. */
export const FLOOR_ANSWER = {
  member: { id: '11', attendance: 'checkedIn', checkedInAt: '2026-12-01T19:00:00+00:00' },
  crew: { id: '1', state: 'onShift' },
};

export const FLOOR_MUTATION = `mutation CheckIn($crewId: ID!, $memberId: ID!, $at: String!, $idempotencyKey: String!) {
  checkIn(crewId: $crewId, memberId: $memberId, at: $at, idempotencyKey: $idempotencyKey) {
    member { id attendance checkedInAt }
    crew { id state }
  }
}`;
