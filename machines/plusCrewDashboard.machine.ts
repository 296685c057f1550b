import { assign, fromPromise, setup } from 'xstate';
import { MissingImplementationError } from './session.errors';
import type {
  PlusCrewDailyRow,
  PlusCrewDashboardData,
  PlusCrewInfo,
  PlusCrewValue,
  PlusCrewValueType,
} from './plusCrewDashboard.rules';
import {
  PLUS_CREW_NUMBER_MISSING,
  VALUE_TYPES_MISSING,
  hasRequiredValueTypes,
  teamBonusValue,
} from './plusCrewDashboard.rules';
import { isRealDay } from './dateFormats';

/** What the dashboard starts from: the URL's number and `date`, today, and who is signed in. */
export interface PlusCrewDashboardInput {
  /** The `{number}` of /plus-crews/{number}[/data]; empty or missing gives 'Plus crew number not found in URL'. */
  number: string | null | undefined;
  /** The `date` query parameter (YYYY-MM-DD); anything else falls back to today. */
  date?: string | null;
  /** Today in the viewer's time zone (YYYY-MM-DD). */
  today: string;
  /** Set for a plus-crew sign-in (SPEC.md §6). */
  nonUser: boolean;
}

/** SPEC.md §4: the dashboard's context. */
export interface PlusCrewDashboardContext {
  number: string | null;
  loading: boolean;
  /** null, or one of the SPEC texts (PLUS_CREW_NUMBER_MISSING, VALUE_TYPES_MISSING), or a fetch failure's message. */
  error: string | null;
  /** The day whose calendar month is shown (YYYY-MM-DD). */
  selectedDate: string;
  turnover: PlusCrewDailyRow[];
  hours: PlusCrewDailyRow[];
  target: PlusCrewDailyRow[];
  valueTypes: PlusCrewValueType[];
  plusCrew: PlusCrewInfo | null;
  values: PlusCrewValue[];
  teamBonus: PlusCrewValue | null;
  nonUser: boolean;
}

export type PlusCrewDashboardEvent =
  /** Show the month of `date` (navigation or a new `?date=`); a change while loading cancels that fetch. */
  | { type: 'month.change'; date: string }
  /** Fetch the month again (after a failure, or after data entry saved a day). */
  | { type: 'dashboard.refetch' };

/** The fetch of one month: the plus crew, its value types and values, and the three daily lists. */
export interface FetchMonthInput {
  number: string;
  date: string;
}

/** A real calendar day in YYYY-MM-DD, else null (the `date` parameter is user input). */
export function parseDay(value: string | null | undefined): string | null {
  return value && isRealDay(value) ? value : null;
}

/**
 * The plus-crew dashboard (SPEC.md §4, §5, §8): from the URL's number and `date` it fetches the
 * month, checks the required value types, and refetches when the month changes. Entering
 * `loading` again (reenter) stops the running fetch, so a fast second change cancels the first.
 * Failures store the error, stop loading and log 'Error fetching data'. The `fetchMonth` actor
 * and the `logFetchError` action are supplied by the runtime (`.provide()`).
 * Chart: docs/state-charts/plusCrewDashboard.md.
 */
export const plusCrewDashboardMachine = setup({
  types: {
    input: {} as PlusCrewDashboardInput,
    context: {} as PlusCrewDashboardContext,
    events: {} as PlusCrewDashboardEvent,
  },
  actors: {
    fetchMonth: fromPromise<PlusCrewDashboardData, FetchMonthInput>(() => {
      throw new MissingImplementationError('plusCrewDashboard', 'fetchMonth');
    }),
  },
  actions: {
    // SPEC.md §8: the console logs 'Error fetching data'.
    logFetchError: (_, params: { error: unknown }) => {
      console.error('Error fetching data', params.error);
    },
  },
  guards: {
    hasNumber: ({ context }) => context.number !== null,
    // The done event's output reaches the guard as its params (the transition types it).
    hasRequiredValueTypes: (_, params: { valueTypes: PlusCrewDashboardData['valueTypes'] }) =>
      hasRequiredValueTypes(params.valueTypes),
  },
}).createMachine({
  id: 'plusCrewDashboard',
  context: ({ input }) => ({
    number: input.number && input.number.trim() !== '' ? input.number : null,
    loading: false,
    error: null,
    selectedDate: parseDay(input.date) ?? input.today,
    turnover: [],
    hours: [],
    target: [],
    valueTypes: [],
    plusCrew: null,
    values: [],
    teamBonus: null,
    nonUser: input.nonUser,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNumber', target: 'loading' },
        { target: 'missingNumber', actions: assign({ error: PLUS_CREW_NUMBER_MISSING }) },
      ],
    },
    // The URL carries no number: nothing to fetch, ever (a new URL starts a new dashboard).
    missingNumber: { type: 'final' },
    loading: {
      entry: assign({ loading: true, error: null }),
      invoke: {
        id: 'fetchMonth',
        src: 'fetchMonth',
        input: ({ context }) => ({ number: context.number ?? '', date: context.selectedDate }),
        onDone: [
          {
            guard: {
              type: 'hasRequiredValueTypes',
              params: ({ event }) => ({ valueTypes: event.output.valueTypes }),
            },
            target: 'ready',
            actions: assign(({ context, event }) => ({
              loading: false,
              plusCrew: event.output.plusCrew,
              valueTypes: event.output.valueTypes,
              values: event.output.values,
              teamBonus: teamBonusValue(
                event.output.valueTypes,
                event.output.values,
                context.selectedDate,
              ),
              turnover: event.output.turnover,
              hours: event.output.hours,
              target: event.output.target,
            })),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              loading: false,
              error: VALUE_TYPES_MISSING,
              plusCrew: event.output.plusCrew,
              valueTypes: event.output.valueTypes,
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => ({
              loading: false,
              error: event.error instanceof Error ? event.error.message : String(event.error),
            })),
            { type: 'logFetchError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'month.change': {
          target: 'loading',
          reenter: true,
          actions: assign({
            selectedDate: ({ context, event }) => parseDay(event.date) ?? context.selectedDate,
          }),
        },
      },
    },
    ready: {
      on: {
        'month.change': {
          target: 'loading',
          actions: assign({
            selectedDate: ({ context, event }) => parseDay(event.date) ?? context.selectedDate,
          }),
        },
        'dashboard.refetch': 'loading',
      },
    },
    failed: {
      on: {
        'month.change': {
          target: 'loading',
          actions: assign({
            selectedDate: ({ context, event }) => parseDay(event.date) ?? context.selectedDate,
          }),
        },
        'dashboard.refetch': 'loading',
      },
    },
  },
});
