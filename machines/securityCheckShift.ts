// The shift a security check is answered for (the page security-check/{formId}/{date}/{shift}):
// crews.tables.ts SECURITY_CHECK_SHIFTS. The app's crew page links to today's check for the shift
// the crew starts in; the demo seed answers yesterday's the same way. One definition for both.

export const SECURITY_CHECK_SHIFT_NAMES = ['early', 'late', 'night'] as const;
export type SecurityCheckShiftName = (typeof SECURITY_CHECK_SHIFT_NAMES)[number];

/** early 05:00–12:59, late 13:00–20:59, night 21:00–04:59, by the start's hour (UTC, as the crews' times are stored). */
export function securityCheckShiftOf(startsAt: Date | string): SecurityCheckShiftName {
  const hour = new Date(startsAt).getUTCHours();
  if (hour >= 5 && hour < 13) return 'early';
  if (hour >= 13 && hour < 21) return 'late';
  return 'night';
}

/** The date (YYYY-MM-DD) a crew's check belongs to: the day the shift starts. */
export function securityCheckDateOf(startsAt: Date | string): string {
  return new Date(startsAt).toISOString().slice(0, 10);
}

export function isSecurityCheckShift(value: string | undefined): value is SecurityCheckShiftName {
  return (SECURITY_CHECK_SHIFT_NAMES as readonly string[]).includes(value ?? '');
}
