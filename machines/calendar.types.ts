/**
 * The personal calendar's vocabulary every layer types with: the kinds of absence the office
 * records (the legend shows sick apart, and the other three as one state, SPEC.md §4).
 * Types only, no code beyond the list (like rights.types.ts).
 */
export const ABSENCE_KINDS = ['sick', 'absence', 'outage', 'lateRefusal'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
