/** Why the todo-calendar routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** A to-do that is not the caller's (todo-calendar). */
  'ACTIVITY_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    'todo-calendar': (typeof reasons)[number];
  }
}
