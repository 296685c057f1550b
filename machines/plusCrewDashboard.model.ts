import type { EventObject, SnapshotFrom } from 'xstate';
import type { MachineModel } from './model-graph';
import { plusCrewDashboardMachine, type PlusCrewDashboardEvent } from './plusCrewDashboard.machine';
import type { PlusCrewDashboardData } from './plusCrewDashboard.rules';

// The dashboard's test model (decision 022, 113): a URL with and without a number, the fetch's
// three answers (the month with every value type, a month missing the required ones, a failure),
// month changes (also while a fetch runs) and refetches. The model test and
// `npm run paths -- plusCrewDashboard` traverse it.

export const PLUS_CREW_MODEL_TODAY = '2026-11-25';

export const plusCrewModelValueTypes = [
  { id: '1', caption: 'Team Bonus' },
  { id: '2', caption: 'Actual Turnover' },
  { id: '3', caption: 'Staff Hours' },
  { id: '4', caption: 'Target Turnover' },
];

export const plusCrewModelMonth: PlusCrewDashboardData = {
  plusCrew: {
    id: '1',
    number: '7001',
    name: 'Plus Crew North',
    beginDate: '2026-01-01',
    endDate: null,
  },
  valueTypes: plusCrewModelValueTypes,
  values: [{ typeId: '1', date: '2026-01-01', amount: 5 }],
  turnover: [{ date: '2026-11-02', amount: 1200, hours: null }],
  hours: [{ date: '2026-11-02', amount: null, hours: 16 }],
  target: [{ date: '2026-11-02', amount: 1000, hours: null }],
};

/** The same month without Staff Hours and Target Turnover: 'Required value types not found'. */
export const plusCrewModelMonthWithoutTypes: PlusCrewDashboardData = {
  ...plusCrewModelMonth,
  valueTypes: plusCrewModelValueTypes.slice(0, 2),
};

export type PlusCrewDashboardModelEvent =
  | PlusCrewDashboardEvent
  | { type: 'xstate.done.actor.fetchMonth'; output: PlusCrewDashboardData }
  | { type: 'xstate.error.actor.fetchMonth'; error: unknown };

export const plusCrewDashboardModelEvents: PlusCrewDashboardModelEvent[] = [
  { type: 'month.change', date: '2026-10-01' },
  { type: 'dashboard.refetch' },
  { type: 'xstate.done.actor.fetchMonth', output: plusCrewModelMonth },
  { type: 'xstate.done.actor.fetchMonth', output: plusCrewModelMonthWithoutTypes },
  { type: 'xstate.error.actor.fetchMonth', error: new Error('Failed to fetch') },
];

export function filterPlusCrewDashboardEvents(
  snapshot: SnapshotFrom<typeof plusCrewDashboardMachine>,
  event: PlusCrewDashboardModelEvent,
): boolean {
  // The fetch answers only while it runs.
  if (
    event.type === 'xstate.done.actor.fetchMonth' ||
    event.type === 'xstate.error.actor.fetchMonth'
  )
    return snapshot.value === 'loading';
  return snapshot.can(event);
}

function describeDashboardEvent(event: EventObject): string {
  const e = event as PlusCrewDashboardModelEvent;
  if (e.type === 'month.change') return `month.change(${e.date})`;
  if (e.type === 'xstate.done.actor.fetchMonth')
    return e.output === plusCrewModelMonth
      ? 'fetchMonth answers'
      : 'fetchMonth answers without the value types';
  if (e.type === 'xstate.error.actor.fetchMonth') return 'fetchMonth fails';
  return e.type;
}

export const plusCrewDashboardModel: MachineModel<typeof plusCrewDashboardMachine> = {
  machine: plusCrewDashboardMachine,
  starts: [
    {
      name: 'a URL with a number',
      input: { number: '7001', date: null, today: PLUS_CREW_MODEL_TODAY, nonUser: true },
    },
    {
      name: 'a URL without a number',
      input: { number: '', date: null, today: PLUS_CREW_MODEL_TODAY, nonUser: true },
    },
  ],
  events: plusCrewDashboardModelEvents as EventObject[],
  filterEvents: (snapshot, event) =>
    filterPlusCrewDashboardEvents(snapshot, event as PlusCrewDashboardModelEvent),
  describeEvent: describeDashboardEvent,
};
