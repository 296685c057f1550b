/** Why the jobs routes refuse a request (see ./error-reasons.ts). */
export const reasons = ['JOB_NOT_FOUND', 'CREW_CHIEF_NOT_FOUND'] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    jobs: (typeof reasons)[number];
  }
}
