/** The one-line messages a bench server child (serve.ts) prints on stdout for its parent. */
export const READY_PREFIX = 'BENCH_READY ';
export const FAILED_PREFIX = 'BENCH_FAILED ';

export type ServerRole = 'api' | 'gateway' | 'combined';

export interface ReadyMessage {
  port: number;
  /** From process start of the child's main to listening: imports, migration, seed, build. */
  setupMs: number;
}

export interface FailedMessage {
  /** True when a part of the stack is not there (a file or an export), not a crash. */
  missing: boolean;
  message: string;
}
