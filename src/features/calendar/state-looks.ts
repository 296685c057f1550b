import type { DayState } from './day-states';

/**
 * How each legend state looks: a symbol (so no state is told by colour alone) in white on a dark
 * background (contrast above 4.5:1 for the small symbol, checked by axe in the e2e run).
 */
export const STATE_LOOKS: Record<DayState, { symbol: string; bg: string }> = {
  confirmed: { symbol: '✓', bg: 'green.700' },
  requestPending: { symbol: '?', bg: 'orange.700' },
  doubleBooking: { symbol: '‼', bg: 'red.700' },
  spare: { symbol: '◐', bg: 'teal.700' },
  vacationPaid: { symbol: '☀', bg: 'blue.700' },
  vacationUnpaid: { symbol: '☂', bg: 'purple.700' },
  sick: { symbol: '✚', bg: 'pink.700' },
  absence: { symbol: '⊘', bg: 'gray.700' },
  bankHoliday: { symbol: '★', bg: 'yellow.800' },
  changed: { symbol: '✎', bg: 'cyan.800' },
  cancellation: { symbol: '✕', bg: 'gray.600' },
  blocked: { symbol: '▦', bg: 'purple.900' },
};
